import { UserRolePage } from '../../../../features/users/components/user-role-page';

/** /bookone-admin/user-role (super admin, issue 10): who holds each role, and the permission matrix. */
export default function UserRoleRoute() {
  return <UserRolePage />;
}
