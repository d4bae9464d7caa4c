import { enquiryReplacedReason } from '@bookone/domain';
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

  it('shows nothing for a booking that was not cancelled', () => {
    const { container } = show(null);
    expect(container.textContent).toBe('');
  });
});
