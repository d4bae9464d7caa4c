import { AddressLevelPage } from '../../../../features/address-setup/components/address-level-page';

/** /bookone-admin/address-setup/city (issue 10, super admin): city setup of the address reference data. */
export default function CitySetupRoute() {
  return <AddressLevelPage level="city" />;
}
