import { useFacilities } from '../../../../features/facilities/api/facilities';
import { RatePlansTable } from '../../../../features/rates/components/rate-plans-table';
import { ManagePropertyPage } from '../../../../features/rooms/components/manage-property-page';
import { getSessionOrganisationId } from '../../../../hooks/use-can';
import { getSessionProperty } from '../../../../lib/session';

/**
 * /bookone/manage-property (issue 4): the property, its room types, physical rooms and rate plans. Assembled here:
 * rooms own the page, rates own the plans tab, facilities own the catalogue the room type dialog offers.
 */
export default function ManagePropertyRoute() {
  const facilities = useFacilities(getSessionProperty()?.organisationId ?? getSessionOrganisationId());
  return (
    <ManagePropertyPage
      facilities={facilities.data ?? []}
      renderPlans={(props) => <RatePlansTable {...props} />}
    />
  );
}
