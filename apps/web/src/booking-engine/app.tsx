// The booking page (decision 0048): the property's layout around the view of its kind, or the confirmation of a
// booking at /book/{seo}/confirmation/{token}; the "not available" page for an address without a property.
import { useMemo, useState } from 'react';

import { Confirmation } from './confirmation';
import { createTranslator } from './i18n';
import { Layout } from './layout';
import { routeOf, type PageData, type PageRoute } from './page-data';
import { KIND_VIEWS } from './views';

export function BookingEngineApp({ data }: { data: PageData }) {
  const tr = useMemo(() => createTranslator(data.lang, data.messages), [data.lang, data.messages]);
  const [route, setRoute] = useState<PageRoute>(() => routeOf(window.location.pathname));
  const profile = data.profile;

  if (!profile)
    return (
      <main className="be-main">
        <h1>{tr.t('notAvailableTitle')}</h1>
        <p>{tr.t('notAvailableText')}</p>
      </main>
    );

  const onConfirmed = (token: string) => {
    window.history.pushState(
      null,
      '',
      `/book/${profile.seoFriendlyName}/confirmation/${token}${window.location.search}`,
    );
    setRoute({ kind: 'confirmation', token });
  };
  const View = KIND_VIEWS[profile.kind];

  return (
    <Layout profile={profile} tr={tr}>
      {route.kind === 'confirmation' ? (
        <Confirmation profile={profile} tr={tr} token={route.token} />
      ) : View ? (
        <View profile={profile} tr={tr} onConfirmed={onConfirmed} />
      ) : (
        <p>{tr.t('contactToBook')}</p>
      )}
    </Layout>
  );
}
