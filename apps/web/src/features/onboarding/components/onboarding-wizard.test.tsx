import {
  BUSINESS_TYPE_DEFAULTS,
  BUSINESS_TYPES,
  type OfferedBusinessType,
  type OnboardingProgress,
  type OnboardingStep,
} from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getSessionProperty, saveSession } from '../../../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../../../testing/data-generators';
import {
  bodyOf,
  callsTo,
  jsonResponse,
  mockApi,
  renderApp,
  type ApiRoutes,
} from '../../../testing/test-utils';

const ACCOMMODATION_STEPS: OnboardingStep[] = ['business', 'manager', 'tax', 'plan', 'roomTypes', 'rooms'];

function progress(done: OnboardingStep[], overrides: Partial<OnboardingProgress> = {}): OnboardingProgress {
  const steps = ACCOMMODATION_STEPS.map((step) => ({ step, done: done.includes(step), completedAt: null }));
  return {
    propertyId: 12,
    businessType: 'Accommodation',
    propertyStatus: 'NEW',
    steps,
    nextStep: steps.find((s) => !s.done)?.step ?? null,
    complete: false,
    saved: {},
    ...overrides,
  };
}

/** The organisation's business types as the API gives them: Restaurant no longer offered, lodging renamed. */
const OFFERED: OfferedBusinessType[] = BUSINESS_TYPES.map((key) => ({
  key,
  ...BUSINESS_TYPE_DEFAULTS[key],
  ...(key === 'Accommodation' ? { labelEn: 'Lodging and stays' } : {}),
  active: key !== 'Restaurant',
}));

const navigation = (menuKey: string) =>
  jsonResponse({ menuKey, homePath: '/master-service/home', permissions: [], menu: [] });

function signIn(routes: ApiRoutes) {
  const property = buildProperty({ propertyStatus: 'NEW', noOfRoomType: 0, name: 'Kauri Lodge' });
  saveSession(buildLoginResponse({ user: buildUser(), property }));
  return mockApi({
    'GET /api/user/findById/7': () => jsonResponse(buildUser()),
    'GET /api/notification/property': () => jsonResponse([]),
    'GET /api/me/navigation': () => navigation('onboardingProperty'),
    'GET /api/business-type': () => jsonResponse(OFFERED),
    'GET /api/property/12/profile': () =>
      jsonResponse({ statusCode: 404, error: 'Not Found', message: 'x' }, 404),
    ...routes,
  });
}

const WIZARD = '/bookone-onboarding/property/7/1';

describe('onboarding wizard', () => {
  it('resumes at the first unfinished step', async () => {
    signIn({ 'GET /api/property/12/onboarding': () => jsonResponse(progress(['business'])) });
    renderApp(WIZARD);
    expect(
      await screen.findByRole('heading', { name: 'Step 2 of 5: Manager' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("offers the organisation's active business types under their configured names", async () => {
    signIn({ 'GET /api/property/12/onboarding': () => jsonResponse(progress([])) });
    const { user } = renderApp(WIZARD);
    await screen.findByRole('heading', { name: 'Step 1 of 5: Business details' }, { timeout: 10_000 });
    await user.click(screen.getByRole('combobox', { name: /^Business type/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    const names = options.map((o) => o.textContent);
    expect(names).toContain('Lodging and stays');
    expect(names).toContain('Services');
    expect(names).not.toContain('Restaurant');
  });

  it('shows the domain validation messages inline and sends nothing while invalid', async () => {
    const fetchMock = signIn({ 'GET /api/property/12/onboarding': () => jsonResponse(progress([])) });
    const { user } = renderApp(WIZARD);
    await screen.findByRole('heading', { name: 'Step 1 of 5: Business details' });
    await user.type(screen.getByRole('textbox', { name: 'Short name' }), '1x');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('2 to 16 characters: a letter first, then letters, digits, spaces or hyphens'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'PUT', '/api/property/12/onboarding/business')).toHaveLength(0);
  });

  it('saves a step through the API and moves on to the next one', async () => {
    const fetchMock = signIn({
      'GET /api/property/12/onboarding': () => jsonResponse(progress(['business'])),
      'PUT /api/property/12/onboarding/manager': () => jsonResponse(progress(['business', 'manager'])),
    });
    const { user } = renderApp(WIZARD);
    await screen.findByRole('heading', { name: 'Step 2 of 5: Manager' });
    await user.type(screen.getByRole('textbox', { name: "Manager's first name" }), 'Mere');
    await user.type(screen.getByRole('textbox', { name: "Manager's last name" }), 'Hona');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 5: Taxes' })).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT', '/api/property/12/onboarding/manager');
    expect(bodyOf(call?.[1])).toMatchObject({ managerFirstName: 'Mere', managerLastName: 'Hona' });
  });

  it('puts the server field errors under their fields and keeps what was typed', async () => {
    signIn({
      'GET /api/property/12/onboarding': () => jsonResponse(progress(['business'])),
      'PUT /api/property/12/onboarding/manager': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Invalid body: managerEmail: Not reachable',
            fields: { managerEmail: 'Not reachable' },
          },
          400,
        ),
    });
    const { user } = renderApp(WIZARD);
    await screen.findByRole('heading', { name: 'Step 2 of 5: Manager' });
    await user.type(screen.getByRole('textbox', { name: "Manager's first name" }), 'Mere');
    await user.type(screen.getByRole('textbox', { name: "Manager's last name" }), 'Hona');
    await user.type(screen.getByRole('textbox', { name: "Manager's email" }), 'mere@example.com');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const email = screen.getByRole('textbox', { name: "Manager's email" });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Not reachable'));
    expect(email).toHaveValue('mere@example.com');
    expect(screen.getByRole('textbox', { name: "Manager's first name" })).toHaveValue('Mere');
  });

  it('explains the slab rule with a live example', async () => {
    signIn({ 'GET /api/property/12/onboarding': () => jsonResponse(progress(['business', 'manager'])) });
    const { user } = renderApp(WIZARD);
    await screen.findByRole('heading', { name: 'Step 3 of 5: Taxes' });
    expect(screen.getByText('GST: 15% of 150 = 22.50 NZD')).toBeInTheDocument();
    const amount = screen.getByRole('spinbutton', { name: 'Example amount (NZD)' });
    await user.clear(amount);
    await user.type(amount, '200');
    expect(screen.getByText('GST: 15% of 200 = 30.00 NZD')).toBeInTheDocument();
  });
});

describe('room step', () => {
  it('adds a room type and its rooms, then refreshes the session property and the menu', async () => {
    let completed = false;
    const roomType = {
      id: 5,
      propertyId: 12,
      name: 'Queen Room',
      description: null,
      minOccupancy: 1,
      maxOccupancy: 2,
      baseOccupancy: 2,
      extraAdultCharge: 0,
      extraChildCharge: 0,
      basePrice: 180,
      weeklyPrice: null,
      monthlyPrice: null,
      shared: false,
      beds: [],
      ranking: null,
      noOfRooms: 2,
      sellableUnits: 2,
      roomCount: 0,
      facilities: [],
    };
    const fetchMock = signIn({
      'GET /api/property/12/onboarding': () =>
        jsonResponse(
          completed
            ? progress(ACCOMMODATION_STEPS, { propertyStatus: 'COMPLETED', complete: true })
            : progress(['business', 'manager', 'tax', 'plan']),
        ),
      'GET /api/room/property/12/room-types': () =>
        jsonResponse(completed ? [{ ...roomType, roomCount: 2 }] : []),
      'POST /api/room/property/12/room-types': () => jsonResponse(roomType, 201),
      'POST /api/room/property/12/rooms': (_url, init) => {
        completed = true;
        const body = bodyOf(init) as { roomNumber: string };
        return jsonResponse(
          {
            id: Number(body.roomNumber),
            propertyId: 12,
            roomTypeId: 5,
            roomTypeName: 'Queen Room',
            roomNumber: body.roomNumber,
            floor: null,
            bedType: null,
            status: 'VACANT_READY',
            inService: true,
            outOfOrderReason: null,
          },
          201,
        );
      },
      'GET /api/property/12': () =>
        jsonResponse(buildProperty({ propertyStatus: 'COMPLETED', noOfRoomType: 1, name: 'Kauri Lodge' })),
    });
    const { user } = renderApp('/bookone-onboarding/room');
    await user.type(await screen.findByRole('textbox', { name: 'Room type name' }), 'Queen Room');
    await user.type(screen.getByRole('spinbutton', { name: 'Base price (NZD)' }), '180');
    const rooms = screen.getByRole('spinbutton', { name: 'Number of rooms' });
    await user.clear(rooms);
    await user.type(rooms, '2');
    await user.click(screen.getByRole('button', { name: 'Save and add its rooms' }));
    expect(await screen.findByRole('textbox', { name: 'Room 1' })).toHaveValue('101');
    await user.clear(screen.getByRole('textbox', { name: 'Room 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Room 2' }), '110');
    const navigationCalls = callsTo(fetchMock, 'GET', '/api/me/navigation').length;
    await user.click(screen.getByRole('button', { name: 'Save 2 rooms' }));

    expect(await screen.findByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
    const sent = callsTo(fetchMock, 'POST', '/api/room/property/12/rooms').map(
      ([, init]) => (bodyOf(init) as { roomNumber: string }).roomNumber,
    );
    expect(sent).toEqual(['101', '110']);
    expect(getSessionProperty()).toMatchObject({ propertyStatus: 'COMPLETED', noOfRoomType: 1 });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/me/navigation').length).toBeGreaterThan(navigationCalls),
    );
  });
});
