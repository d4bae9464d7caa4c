import { UsersPage } from '../../../../features/users/components/users-page';

/** /bookone-admin/manage-user (issue 10): the users within the administrator's reach. */
export default function ManageUserRoute() {
  return <UsersPage />;
}
