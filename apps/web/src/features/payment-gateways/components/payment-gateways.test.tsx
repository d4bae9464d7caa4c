import type { GatewayChoice, PaymentGateway, PropertyPaymentSetting } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { PaymentGatewaysPage } from './payment-gateways-page';
import { PaymentSettingPanel } from './payment-setting-panel';

const SLOW = { timeout: 60_000 };
const PATH = '/bookone-admin/manage-payment-getway';

function gateway(over: Partial<PaymentGateway> = {}): PaymentGateway {
  return {
    id: 1,
    kind: 'TEST',
    name: 'BookOne test gateway',
    enabled: true,
    testModeDefault: true,
    notes: null,
    propertyCount: 3,
    version: 1,
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...over,
  };
}

function setting(over: Partial<PropertyPaymentSetting> = {}): PropertyPaymentSetting {
  return {
    propertyId: 12,
    propertyName: 'Harbour View Hotel',
    organisationId: 1,
    organisationName: 'Demo Hospitality Group',
    configured: true,
    gatewayId: 2,
    gatewayKind: 'STRIPE',
    gatewayName: 'Stripe',
    gatewayEnabled: true,
    mode: 'TEST',
    publicKey: 'pk_test_abc',
    secretKeySet: true,
    secretKeyLast4: '4242',
    webhookSecretSet: false,
    webhookSecretLast4: null,
    cardFeePercentage: 2.9,
    transactionFee: 0.3,
    callbackUrl: null,
    updatedByName: 'Ada Lovelace',
    updatedAt: '2026-05-01T10:00:00.000Z',
    version: 3,
    ...over,
  };
}

const CHOICES: GatewayChoice[] = [
  { id: 1, kind: 'TEST', name: 'BookOne test gateway', testModeDefault: true },
  { id: 2, kind: 'STRIPE', name: 'Stripe', testModeDefault: true },
];

const page = <T,>(items: T[]) => jsonResponse({ items, total: items.length, page: 0, size: 10 });

function signIn(roles: string[]) {
  saveSession(buildLoginResponse({ user: buildUser({ roles, organisationId: 1, propertyId: 12 }) }));
}

describe('manage payment gateways (super admin)', () => {
  it(
    'lists the catalogue with the test gateway labelled, and disables one over its version',
    SLOW,
    async () => {
      signIn(['SUPER_ADMIN']);
      const fetchMock = mockApi({
        'GET /api/payment-gateway': () =>
          page([gateway(), gateway({ id: 2, kind: 'STRIPE', name: 'Stripe', propertyCount: 1, version: 4 })]),
        'PUT /api/payment-gateway/2': () => jsonResponse(gateway({ id: 2, kind: 'STRIPE', enabled: false })),
      });
      const { user } = renderRoutes([{ path: PATH, element: <PaymentGatewaysPage /> }], {
        initialEntries: [PATH],
      });
      const testRow = (await screen.findAllByText('BookOne test gateway'))[0]!.closest(
        '[role="row"]',
      ) as HTMLElement;
      // The kind column says "BookOne test gateway" on a warning chip for the test adapter.
      expect(within(testRow).getAllByText('BookOne test gateway')).toHaveLength(2);
      await user.click(screen.getAllByRole('gridcell', { name: 'Stripe' })[0]!);
      const dialog = await screen.findByRole('dialog', { name: 'Payment gateway: Stripe' });
      await user.click(within(dialog).getByRole('checkbox', { name: 'Enabled' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/payment-gateway/2').at(-1)?.[1])).toMatchObject({
        enabled: false,
        version: 4,
      });
    },
  );

  it("shows the properties' settings with the keys masked, the view kept in the address", SLOW, async () => {
    signIn(['SUPER_ADMIN']);
    const fetchMock = mockApi({
      'GET /api/payment-gateway': () => page([gateway()]),
      'GET /api/payment-gateway/settings': (url) =>
        page(url.searchParams.get('mode') === 'LIVE' ? [] : [setting()]),
      'GET /api/payment-gateway/choices': () => jsonResponse(CHOICES),
      'GET /api/organisation': () => page([{ id: 1, name: 'Demo Hospitality Group' }]),
    });
    const { user, router } = renderRoutes([{ path: PATH, element: <PaymentGatewaysPage /> }], {
      initialEntries: [PATH],
    });
    await user.click(await screen.findByRole('tab', { name: 'Property settings' }));
    const row = (await screen.findByText('Harbour View Hotel')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('•••• 4242')).toBeInTheDocument();
    expect(within(row).getByText('Test mode')).toBeInTheDocument();
    expect(row.textContent).not.toContain('sk_');
    await waitFor(() => expect(router.state.location.search).toContain('view=settings'));
    expect(callsTo(fetchMock, 'GET', '/api/payment-gateway/settings').length).toBeGreaterThan(0);
  });
});

describe("a property's payment setting", () => {
  it(
    'shows the secret masked; saving without Replace sends no secret, Replace sends the new one',
    SLOW,
    async () => {
      signIn(['PROP_ADMIN']);
      const fetchMock = mockApi({
        'GET /api/payment-gateway/property/12': () => jsonResponse(setting()),
        'GET /api/payment-gateway/choices': () => jsonResponse(CHOICES),
        'PUT /api/payment-gateway/property/12': () => jsonResponse(setting({ version: 4 })),
      });
      const { user } = renderRoutes([{ path: '/', element: <PaymentSettingPanel propertyId={12} /> }]);
      expect(await screen.findByText('•••• 4242')).toBeInTheDocument();
      expect(screen.getByText('Test mode: no real card is charged.')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Edit payment setting' }));
      let dialog = await screen.findByRole('dialog', { name: 'Payment setting' });
      expect(within(dialog).getByText('•••• 4242')).toBeInTheDocument();
      const fee = within(dialog).getByRole('spinbutton', { name: 'Card fee (%)' });
      await user.clear(fee);
      await user.type(fee, '3.1');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/payment-gateway/property/12').at(-1)?.[1])).toMatchObject(
        {
          gatewayId: 2,
          mode: 'TEST',
          secretKey: '',
          cardFeePercentage: 3.1,
          version: 3,
        },
      );
      expect(await screen.findByText('Payment setting saved.')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Edit payment setting' }));
      dialog = await screen.findByRole('dialog', { name: 'Payment setting' });
      await user.click(within(dialog).getByRole('button', { name: 'Replace: Secret key' }));
      await user.type(within(dialog).getByLabelText('Secret key'), 'sk_test_new9999');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/payment-gateway/property/12').at(-1)?.[1])).toMatchObject(
        {
          secretKey: 'sk_test_new9999',
        },
      );
    },
  );

  it('says when nothing is set, and marks the test gateway as taking no money', SLOW, async () => {
    signIn(['PROP_ADMIN']);
    mockApi({
      'GET /api/payment-gateway/property/12': () =>
        jsonResponse(
          setting({
            configured: false,
            gatewayId: null,
            gatewayKind: null,
            gatewayName: null,
            gatewayEnabled: null,
            mode: null,
            publicKey: null,
            secretKeySet: false,
            secretKeyLast4: null,
            version: 0,
          }),
        ),
      'GET /api/payment-gateway/choices': () => jsonResponse(CHOICES),
    });
    const { user } = renderRoutes([{ path: '/', element: <PaymentSettingPanel propertyId={12} /> }]);
    expect(await screen.findByText(/guests cannot pay online/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment setting' });
    // The first choice is the test gateway: the form says no money moves, and a new secret has a box at once.
    expect(within(dialog).getByText(/takes test payments only/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Secret key')).toHaveAttribute('type', 'password');
  });
});
