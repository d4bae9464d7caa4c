import {
  enquiryExpiredReason,
  enquiryLostReason,
  enquiryReplacedReason,
  enquiryWonElsewhereReason,
} from '@bookone/domain';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';

import { renderRoutes } from '../../../testing/test-utils';
import { CancelNotice } from './details-cancel-notice';

const show = (cancelReason: string | null) =>
  renderRoutes([{ path: '/', element: <CancelNotice booking={{ cancelReason }} /> }]);

afterEach(() => void i18next.changeLanguage('en'));

describe("a cancelled booking's notice", () => {
  it('shows the reason a clerk gave as they wrote it', async () => {
    show('Found cheaper elsewhere');
    expect(await screen.findByText('Cancelled: Found cheaper elsewhere')).toBeInTheDocument();
  });

  it('says in the interface language that a paid quote replaced an enquiry booking, with the way to the new one', async () => {
    show(enquiryReplacedReason('HV-000124', 'ENQ-00012'));
    expect(
      await screen.findByText('Closed: the guest paid quote ENQ-00012, booked as HV-000124'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show HV-000124' })).toHaveAttribute(
      'href',
      '/bookone/manage-booking/list?search=HV-000124',
    );

    await i18next.changeLanguage('fr');
    expect(
      await screen.findByText('Clôturée : le client a payé le devis ENQ-00012, réservé sous HV-000124'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Afficher HV-000124' })).toBeInTheDocument();
  });

  it('says why an enquiry moved in the inbox closed its booking, in the interface language', async () => {
    show(enquiryLostReason('ENQ-00012', 'Too dear'));
    expect(await screen.findByText('Closed: enquiry ENQ-00012 was lost (Too dear)')).toBeInTheDocument();
    await i18next.changeLanguage('fr');
    expect(
      await screen.findByText('Clôturée : la demande ENQ-00012 a été perdue (Too dear)'),
    ).toBeInTheDocument();
  });

  it('says an enquiry expired', async () => {
    show(enquiryExpiredReason('ENQ-00013'));
    expect(await screen.findByText('Closed: enquiry ENQ-00013 expired')).toBeInTheDocument();
  });

  it('names the booking an enquiry won by hand became, with the way to it', async () => {
    show(enquiryWonElsewhereReason('HV-000130', 'ENQ-00014'));
    expect(await screen.findByText('Closed: enquiry ENQ-00014 was booked as HV-000130')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show HV-000130' })).toHaveAttribute(
      'href',
      '/bookone/manage-booking/list?search=HV-000130',
    );
  });

  it('shows nothing for a booking that was not cancelled', () => {
    const { container } = show(null);
    expect(container.textContent).toBe('');
  });
});
