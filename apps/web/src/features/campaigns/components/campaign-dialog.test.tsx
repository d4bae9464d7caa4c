// The editor's own behaviour: the live audience count follows the filter, the preview fills the merge fields, an
// unknown field is refused at save. The audience builder's selects are MUI's (each open menu costs seconds under
// jsdom): a two-button stand-in changes the filter the way the builder reports it, through onChange.
import type { CampaignAudienceInput } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { CampaignDialog } from './campaign-dialog';

vi.mock('./audience-builder', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  AudienceBuilder: ({
    value,
    onChange,
  }: {
    value: CampaignAudienceInput;
    onChange: (v: CampaignAudienceInput) => void;
  }) => (
    <button type="button" onClick={() => onChange({ ...value, businessTypes: ['Services'] })}>
      Services only
    </button>
  ),
}));

const member = (customerId: number, name: string) => ({
  customerId,
  name,
  propertyName: 'Harbour View Hotel',
  contact: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  language: 'en',
  lastVisit: '2026-05-01',
  spend: 420,
});

/** The audience endpoint as the server answers: two guests for everyone, none for the Services business type. */
function audienceApi() {
  return mockApi({
    'GET /api/campaign/organisation/1/properties': () =>
      jsonResponse([{ id: 12, name: 'Harbour View Hotel', timezone: 'Pacific/Auckland' }]),
    'GET /api/campaign/organisation/1/promotions': () => jsonResponse([]),
    'POST /api/campaign/organisation/1/audience': (_url, init) => {
      const body = bodyOf(init) as { audience: { businessTypes?: string[] } };
      const services = body.audience.businessTypes?.includes('Services');
      return jsonResponse({
        total: services ? 0 : 2,
        withoutConsent: services ? 0 : 3,
        withoutContact: services ? 0 : 1,
        items: services ? [] : [member(1, 'Ana Silva'), member(2, 'Ben Lee')],
        page: 0,
        size: 10,
      });
    },
  });
}

function open() {
  saveSession(
    buildLoginResponse({ user: buildUser({ roles: ['PROP_MARKETING'] }), property: buildProperty() }),
  );
  const onSaved = vi.fn();
  const view = renderRoutes(
    [
      {
        path: '/Campaign/list',
        element: (
          <CampaignDialog
            organisationId={1}
            campaign={null}
            ownProperty={12}
            onClose={() => {}}
            onSaved={onSaved}
          />
        ),
      },
    ],
    { initialEntries: ['/Campaign/list'] },
  );
  return { ...view, onSaved };
}

describe('campaign editor', () => {
  it('counts the audience live as the filter changes, and says who is left out and why', async () => {
    const fetchMock = audienceApi();
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    expect(await within(dialog).findByText('2 guests will receive it')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Left out: 3 without marketing consent, 1 without an address or number for this channel.',
      ),
    ).toBeInTheDocument();
    const first = within(dialog).getByRole('list', { name: 'First guests of the audience' });
    expect(within(first).getByText('Ana Silva · Harbour View Hotel')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Services only' }));
    expect(await within(dialog).findByText('0 guests will receive it')).toBeInTheDocument();
    const asked = callsTo(fetchMock, 'POST', '/api/campaign/organisation/1/audience');
    expect(bodyOf(asked.at(-1)?.[1])).toMatchObject({
      propertyId: 12,
      channel: 'EMAIL',
      audience: { businessTypes: ['Services'] },
    });
  });

  it('previews the message with the merge fields filled, and refuses an unknown field at save without sending anything', async () => {
    const fetchMock = audienceApi();
    const { user, onSaved } = open();
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    // Pasted, not typed key by key: each key re-renders the whole editor, which is not what is tested here.
    await user.click(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.paste('W');
    await user.click(within(dialog).getByRole('textbox', { name: /^Subject \(English\)/ }));
    await user.paste('S');
    const body = within(dialog).getByRole('textbox', { name: /^Message \(English\)/ });
    await user.click(body);
    await user.paste('Hi ');
    await user.click(
      within(dialog).getByRole('button', { name: 'Add the first name to the English message' }),
    );
    const preview = within(dialog).getByRole('region', { name: 'Preview (English)' });
    expect(preview).toHaveTextContent('Hi Ana');

    await user.click(body);
    await user.paste('{{x}}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Unknown merge field: use only the fields listed in the help'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/campaign/organisation/1')).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(preview).toHaveTextContent('{{x}}'));
  });
});
