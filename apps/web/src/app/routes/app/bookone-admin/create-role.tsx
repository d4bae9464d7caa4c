import { RolesPage } from '../../../../features/users/components/roles-page';

/** /bookone-admin/create-role (super admin, issue 10): the roles, and the custom ones created and kept. */
export default function CreateRoleRoute() {
  return <RolesPage />;
}
