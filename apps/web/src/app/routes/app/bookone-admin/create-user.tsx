import { useParams } from 'react-router';

import { UserFormPage } from '../../../../features/users/components/user-form-page';
import { idOrNull } from '../../../../features/users/utils/user-paths';

/**
 * /bookone-admin/create-user/:userId/:organizationId/:propertyId (issue 10): a new user (0/0/0, or with the
 * organisation and property pre-selected) or the user of `userId` to edit.
 */
export default function CreateUserRoute() {
  const params = useParams();
  const userId = idOrNull(params.userId);
  return (
    <UserFormPage
      key={userId ?? 'new'}
      userId={userId}
      organisationId={idOrNull(params.organizationId)}
      propertyId={idOrNull(params.propertyId)}
    />
  );
}
