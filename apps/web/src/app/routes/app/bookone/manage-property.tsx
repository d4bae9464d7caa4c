import { ManagePropertyPage } from '../../../../features/rooms/components/manage-property-page';

/** /bookone/manage-property (issue 4): the property, its room types, physical rooms and rate plans. */
export default function ManagePropertyRoute() {
  return <ManagePropertyPage />;
}
