import { RatesAvailabilityPage } from '../../../../features/rates/components/rates-availability-page';

/** /bookone/manage-rates-availability (issue 4): the rates-and-availability grid, bulk update and quotes. */
export default function ManageRatesAvailabilityRoute() {
  return <RatesAvailabilityPage />;
}
