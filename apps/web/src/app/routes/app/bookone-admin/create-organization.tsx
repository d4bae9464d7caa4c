import { useNavigate } from 'react-router';

import { OrganisationsPage } from '../../../../features/organisations/components/organisations-page';

/**
 * /bookone-admin/create-organization/0/0 (issue 10, super admin, "Add Organization"): the organisations with the
 * new-organisation form open; closing it leaves for Manage Organization.
 */
export default function CreateOrganizationRoute() {
  const navigate = useNavigate();
  const toList = (search = '') =>
    void navigate(`/bookone-admin/manage-organization${search}`, { replace: true });
  return (
    <OrganisationsPage
      startNew
      onNewClosed={() => toList()}
      onProperties={(o) => void navigate(`/bookone-admin/organisation-property-list?organisationId=${o.id}`)}
    />
  );
}
