import { AddressLevelPage } from '../../../../features/address-setup/components/address-level-page';

/** /bookone-admin/address-setup/steet (issue 10, super admin): street setup of the address reference data. */
export default function StreetSetupRoute() {
  return <AddressLevelPage level="street" />;
}
