import { FacilitiesPage } from '../../../../features/facilities/components/facilities-page';

/** /bookone-admin/room-facilities (issue 4): the organisation's room-facility catalogue. */
export default function RoomFacilitiesRoute() {
  return <FacilitiesPage />;
}
