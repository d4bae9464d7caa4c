import {
  BUSINESS_TYPE_DEFAULTS,
  defaultMenusOf,
  type BusinessType,
  type BusinessTypeConfig,
} from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { BusinessTypeListPage } from './business-type-list-page';

function buildType(key: BusinessType, over: Partial<BusinessTypeConfig> = {}): BusinessTypeConfig {
  return {
    key,
    ...BUSINESS_TYPE_DEFAULTS[key],
    active: true,
    source: 'PLATFORM',
    version: 0,
    properties: 2,
    defaultMenus: defaultMenusOf(key),
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...over,
  };
}

const SLOW = { timeout: 60_000 };
const PATH = '/bookone-admin/service-config';
const page = (items: BusinessTypeConfig[]) => jsonResponse({ items, total: items.length, page: 0, size: 10 });

function signIn() {
  saveSession(
    buildLoginResponse({ user: buildUser({ roles: ['ORG_ADMIN'], organisationId: 4 }), property: null }),
  );
}

describe('business type config', () => {
  it('lists the types with their terms and offer, and filters on the server', SLOW, async () => {
    signIn();
    const fetchMock = mockApi({
      'GET /api/business-type/organisation/4': (url) =>
        page(
          url.searchParams.get('active') === 'false'
            ? []
            : [
                buildType('Services', { labelEn: 'Hair and beauty' }),
                buildType('Restaurant', { source: 'ORGANISATION', version: 2 }),
              ],
        ),
    });
    const { user, router } = renderRoutes([{ path: PATH, element: <BusinessTypeListPage /> }], {
      initialEntries: [PATH],
    });
    const row = (await screen.findByText('Chair')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Hair and beauty')).toBeInTheDocument();
    expect(within(row).getByText('Salon')).toBeInTheDocument();
    expect(within(row).getByText('Offered')).toBeInTheDocument();
    expect(within(row).getByText('Platform defaults')).toBeInTheDocument();
    expect(screen.getByText("Your organisation's")).toBeInTheDocument();
    expect(screen.getByText(/hidden from new properties at onboarding only/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Not offered' }));
    await screen.findByText('No business type matches these filters.');
    expect(router.state.location.search).toContain('active=false');
    expect(
      callsTo(fetchMock, 'GET', '/api/business-type/organisation/4').at(-1)?.[0].searchParams.get('active'),
    ).toBe('false');
  });

  it('saves a renamed type with its modules and the version read; a 409 is told', SLOW, async () => {
    signIn();
    let stale = true;
    const fetchMock = mockApi({
      'GET /api/business-type/organisation/4': () => page([buildType('Restaurant')]),
      'PUT /api/business-type/organisation/4/Restaurant': () =>
        stale
          ? jsonResponse(
              {
                statusCode: 409,
                error: 'Conflict',
                message: 'Someone else changed this meanwhile: reload it and apply your change again',
                messageKey: 'validation.changedMeanwhile',
                fields: {
                  version: 'Someone else changed this meanwhile: reload it and apply your change again',
                },
                fieldKeys: { version: 'validation.changedMeanwhile' },
              },
              409,
            )
          : jsonResponse(buildType('Restaurant', { labelEn: 'Bistro', version: 1, source: 'ORGANISATION' })),
    });
    const { user } = renderRoutes([{ path: PATH, element: <BusinessTypeListPage /> }], {
      initialEntries: [PATH],
    });
    await user.click(await screen.findByText('Dining room'));
    const dialog = await screen.findByRole('dialog', { name: 'Business type: Restaurant' });
    expect(within(dialog).getByText(/Starter menu/)).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /^Name in English/ });
    await user.clear(name);
    await user.type(name, 'Bistro');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Products' }));
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Offer this type to new properties at onboarding' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Someone else changed this meanwhile/)).toBeInTheDocument();

    stale = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = bodyOf(
      callsTo(fetchMock, 'PUT', '/api/business-type/organisation/4/Restaurant').at(-1)?.[1],
    ) as Record<string, unknown>;
    expect(body).toMatchObject({ labelEn: 'Bistro', labelFr: 'Restaurant', active: false, version: 0 });
    expect(body.modules).not.toContain('products');
    expect(body.modules).toContain('orders');
  });

  it('refuses a type without modules before sending anything', SLOW, async () => {
    signIn();
    const fetchMock = mockApi({
      'GET /api/business-type/organisation/4': () => page([buildType('Other', { modules: ['services'] })]),
    });
    const { user } = renderRoutes([{ path: PATH, element: <BusinessTypeListPage /> }], {
      initialEntries: [PATH],
    });
    await user.click(await screen.findByText('Resource'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Services' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one module')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/business-type/organisation/4/Other')).toHaveLength(0);
  });
});
