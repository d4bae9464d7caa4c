// The booking page's frame (decision 0048): the property's photo, name and slogan (as the server prerendered them),
// the language switch, the page's content, then what a guest wants to know: about, facilities, times and policies,
// address and contact.
import type { BookingEngineProfile } from '@bookone/domain';
import type { ReactNode } from 'react';

import type { Translator } from './i18n';

const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
] as const;

export function Layout({
  profile,
  tr,
  children,
}: {
  profile: BookingEngineProfile;
  tr: Translator;
  children: ReactNode;
}) {
  const photo = profile.photos[0];
  return (
    <>
      <header className="be-hero">
        {photo && (
          <img
            className="be-hero-img"
            src={photo.url}
            alt={photo.caption ?? profile.name}
            width={800}
            height={450}
            fetchPriority="high"
          />
        )}
        <div className="be-hero-text">
          <h1>{profile.name}</h1>
          {profile.slogan && <p className="be-slogan">{profile.slogan}</p>}
        </div>
        <nav className="be-langs" aria-label={tr.t('language')}>
          {LANGUAGES.map((l) =>
            l.code === tr.lang ? (
              <span key={l.code} aria-current="true" lang={l.code}>
                {l.name}
              </span>
            ) : (
              <a key={l.code} href={`?lang=${l.code}`} lang={l.code} hrefLang={l.code}>
                {l.name}
              </a>
            ),
          )}
        </nav>
      </header>
      <main className="be-main">
        {children}
        <ProfileSections profile={profile} tr={tr} />
      </main>
      <footer className="be-footer">
        <p>{tr.t('poweredBy')}</p>
      </footer>
    </>
  );
}

export function ProfileSections({ profile, tr }: { profile: BookingEngineProfile; tr: Translator }) {
  return (
    <div className="be-profile">
      {profile.description && (
        <section aria-labelledby="be-about">
          <h2 id="be-about">{tr.t('about')}</h2>
          <p>{profile.description}</p>
        </section>
      )}
      {profile.photos.length > 1 && (
        <section aria-labelledby="be-photos">
          <h2 id="be-photos">{tr.t('photos')}</h2>
          <ul className="be-gallery">
            {profile.photos.slice(1).map((p) => (
              <li key={p.url}>
                <img src={p.url} alt={p.caption ?? profile.name} loading="lazy" width={320} height={200} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {profile.facilities.length > 0 && (
        <section aria-labelledby="be-facilities">
          <h2 id="be-facilities">{tr.t('facilities')}</h2>
          <ul className="be-tags">
            {profile.facilities.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="be-policies">
        <h2 id="be-policies">{tr.t('policies')}</h2>
        <ul>
          {profile.checkInTime && <li>{tr.t('checkInFrom', { time: profile.checkInTime })}</li>}
          {profile.checkOutTime && <li>{tr.t('checkOutBy', { time: profile.checkOutTime })}</li>}
          {profile.depositPercentage > 0 && profile.depositPercentage < 100 && (
            <li>{tr.t('depositPolicy', { percentage: profile.depositPercentage })}</li>
          )}
          {profile.allowsHold && <li>{tr.t('holdPolicy')}</li>}
        </ul>
      </section>
      {(profile.address.length > 0 || profile.phone || profile.email) && (
        <section aria-labelledby="be-contact">
          <h2 id="be-contact">{tr.t('address')}</h2>
          {profile.address.length > 0 && (
            <address>
              {profile.address.map((line) => (
                <span key={line} className="be-line">
                  {line}
                </span>
              ))}
            </address>
          )}
          {profile.phone && (
            <p>
              <a href={`tel:${profile.phone.replace(/\s+/g, '')}`}>{profile.phone}</a>
            </p>
          )}
          {profile.email && (
            <p>
              <a href={`mailto:${profile.email}`}>{profile.email}</a>
            </p>
          )}
        </section>
      )}
    </div>
  );
}
