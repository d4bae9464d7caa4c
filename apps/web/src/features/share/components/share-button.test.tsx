import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildProperty } from '../../../testing/data-generators';
import { renderRoutes } from '../../../testing/test-utils';
import { ShareButton } from './share-button';
import { buildShareUrl, SHARE_TARGETS } from './share-menu';

function renderShare() {
  return renderRoutes([{ path: '/', element: <ShareButton /> }]);
}

describe('ShareButton', () => {
  it('fills a template with the encoded address and text', () => {
    expect(buildShareUrl('https://x.test/?u={url}&t={text}', 'https://a.test/p?q=1', 'A & B')).toBe(
      'https://x.test/?u=https%3A%2F%2Fa.test%2Fp%3Fq%3D1&t=A%20%26%20B',
    );
    expect(SHARE_TARGETS.map((target) => target.id)).toEqual(['facebook', 'twitter', 'linkedin']);
  });

  it("shares the property's public listing page on Facebook, Twitter and LinkedIn", async () => {
    saveSession(buildLoginResponse({ property: buildProperty({ seoFriendlyName: 'harbour-view-hotel' }) }));
    const { user } = renderShare();
    await user.click(screen.getByRole('button', { name: 'Share' }));

    const listing = encodeURIComponent('https://bookone.example/listing/harbour-view-hotel');
    expect(await screen.findByRole('menuitem', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${listing}`,
    );
    expect(screen.getByRole('menuitem', { name: 'Share on Twitter' })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${listing}&text=Harbour%20View%20Hotel`,
    );
    const linkedin = screen.getByRole('menuitem', { name: 'Share on LinkedIn' });
    expect(linkedin).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${listing}`,
    );
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shares the app itself when the property has no public page', async () => {
    saveSession(buildLoginResponse());
    const { user } = renderShare();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('menuitem', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(window.location.origin)}`,
    );
  });
});
