import { AddressLevelPage } from '../../../../features/address-setup/components/address-level-page';

/** /bookone-admin/address-setup/subrub (issue 10, super admin): suburb setup of the address reference data. */
export default function SuburbSetupRoute() {
  return <AddressLevelPage level="suburb" />;
}
