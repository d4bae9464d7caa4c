import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { PublicEnquiryPage } from './public-enquiry-page';

const SLOW = { timeout: 60_000 };
const FORM = '/api/public/enquire/harbour-view-hotel';

const renderForm = () =>
  renderRoutes(
    [{ path: '/enquire/:name', element: <PublicEnquiryPage seoFriendlyName="harbour-view-hotel" /> }],
    {
      initialEntries: ['/enquire/harbour-view-hotel'],
    },
  );

describe('the public enquiry form', () => {
  it('checks the fields, sends the enquiry and shows its number', SLOW, async () => {
    const fetchMock = mockApi({
      [`GET ${FORM}`]: () =>
        jsonResponse({
          propertyName: 'Harbour View Hotel',
          logoUrl: null,
          accommodationTypes: ['Deluxe King'],
        }),
      [`POST ${FORM}`]: () =>
        jsonResponse({ enquiryNumber: 'ENQ-00042', propertyName: 'Harbour View Hotel' }, 201),
    });
    const { user } = renderForm();
    expect(await screen.findByRole('heading', { name: 'Enquire at Harbour View Hotel' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Guest');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    // Nothing is sent while a field is wrong: the email and the dates say why.
    expect(await screen.findAllByText(/valid email|required/i)).not.toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', FORM)).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Check-in/), '2027-01-10');
    await user.type(screen.getByLabelText(/^Check-out/), '2027-01-12');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Your enquiry number: ENQ-00042')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', FORM)[0]![1])).toMatchObject({
      firstName: 'Ana',
      lastName: 'Guest',
      email: 'ana@example.com',
      checkInDate: '2027-01-10',
      checkOutDate: '2027-01-12',
      persons: 2,
      language: 'en',
    });
  });

  it('says so when the address names no property', SLOW, async () => {
    mockApi({
      [`GET ${FORM}`]: () =>
        jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Property not found' }, 404),
    });
    renderForm();
    expect(await screen.findByText('This enquiry form does not exist.')).toBeInTheDocument();
  });
});
