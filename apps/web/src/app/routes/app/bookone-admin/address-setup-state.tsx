import { AddressLevelPage } from '../../../../features/address-setup/components/address-level-page';

/** /bookone-admin/address-setup/state (issue 10, super admin): state setup of the address reference data. */
export default function StateSetupRoute() {
  return <AddressLevelPage level="state" />;
}
