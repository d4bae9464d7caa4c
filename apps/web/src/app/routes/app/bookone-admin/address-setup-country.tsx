import { AddressLevelPage } from '../../../../features/address-setup/components/address-level-page';

/** /bookone-admin/address-setup/country (issue 10, super admin): country setup of the address reference data. */
export default function CountrySetupRoute() {
  return <AddressLevelPage level="country" />;
}
