import type { PropertyProfile } from '@bookone/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../../../testing/data-generators';
import { callsTo, jsonResponse, mockApi, renderApp, type ApiRoutes } from '../../../testing/test-utils';

const PAGE = '/master-service/business-dashboard/profile';

function buildProfile(overrides: Partial<PropertyProfile> = {}): PropertyProfile {
  return {
    ...buildProperty({ name: 'Corner Bistro', businessType: 'Restaurant', plan: 'Business Starter' }),
    seoFriendlyName: 'corner-bistro',
    slogan: null,
    businessDescription: null,
    website: null,
    whatsApp: null,
    managerFirstName: null,
    managerLastName: null,
    managerEmail: null,
    managerContactNo: null,
    gstNumber: null,
    noOfFloor: null,
    checkInTime: null,
    checkOutTime: null,
    latitude: null,
    longitude: null,
    facebook: null,
    instagram: null,
    twitter: null,
    taxes: [],
    images: [],
    maxImages: 1,
    ...overrides,
  };
}

function signIn(routes: ApiRoutes, profile = buildProfile()) {
  saveSession(
    buildLoginResponse({ user: buildUser(), property: buildProperty({ businessType: 'Restaurant' }) }),
  );
  return mockApi({
    'GET /api/user/findById/7': () => jsonResponse(buildUser()),
    'GET /api/notification/property': () => jsonResponse([]),
    'GET /api/me/navigation': () =>
      jsonResponse({ menuKey: 'starter', homePath: PAGE, permissions: [], menu: [] }),
    'GET /api/property/12/profile': () => jsonResponse(profile),
    ...routes,
  });
}

describe('business profile', () => {
  it('checks the public address once the user stops typing, and says whether it is free', async () => {
    const fetchMock = signIn({
      'GET /api/property/seo-name/check': (url) =>
        jsonResponse({
          name: url.searchParams.get('name'),
          valid: true,
          available: false,
          message: null,
          suggestion: 'bistro-dunedin-2',
        }),
    });
    const { user } = renderApp(PAGE);
    const box = await screen.findByRole('textbox', { name: 'Public address' }, { timeout: 10_000 });
    await user.clear(box);
    await user.type(box, 'bistro-dunedin');
    expect(await screen.findByText('"bistro-dunedin" is taken')).toBeInTheDocument();
    const checks = callsTo(fetchMock, 'GET', '/api/property/seo-name/check');
    // Debounced: one call for the whole word (typed key by key), not one per key.
    expect(checks).toHaveLength(1);
    expect(checks[0]![0].searchParams.get('propertyId')).toBe('12');
    await user.click(screen.getByRole('button', { name: 'Use bistro-dunedin-2' }));
    expect(box).toHaveValue('bistro-dunedin-2');
  });

  it('shows the server field errors under the right field', async () => {
    signIn({
      'PUT /api/property/12/profile': () =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'This public address is taken',
            fields: { seoFriendlyName: 'Already taken' },
          },
          409,
        ),
      'GET /api/property/seo-name/check': (url) =>
        jsonResponse({
          name: url.searchParams.get('name'),
          valid: true,
          available: true,
          message: null,
          suggestion: null,
        }),
    });
    const { user } = renderApp(PAGE);
    const box = await screen.findByRole('textbox', { name: 'Public address' }, { timeout: 10_000 });
    await user.clear(box);
    await user.type(box, 'harbour-view');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This public address is taken')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveAccessibleDescription('Already taken'));
    expect(box).toHaveValue('harbour-view');
  });

  it('shows the image limit up front and the server message when it is exceeded', async () => {
    const image = { id: 1, url: '/uploads/a.png', caption: null, main: true, sort: 0 };
    signIn(
      {
        'POST /api/property/12/images': () =>
          jsonResponse(
            {
              statusCode: 409,
              error: 'Conflict',
              message: 'Business Starter allows 1 image. Delete an image or upgrade your plan to add more.',
            },
            409,
          ),
      },
      buildProfile({ images: [image] }),
    );
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('tab', { name: 'Logo and images' }, { timeout: 10_000 }));
    expect(screen.getByText('1 of 1 images used')).toBeInTheDocument();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'second.png', { type: 'image/png' });
    const input = screen.getByLabelText('Upload images');
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
      await vi.waitFor(() => undefined);
    });
    expect(
      await screen.findByText(
        'Business Starter allows 1 image. Delete an image or upgrade your plan to add more.',
      ),
    ).toBeInTheDocument();
  });
});
