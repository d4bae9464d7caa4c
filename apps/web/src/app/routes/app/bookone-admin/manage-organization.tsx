import { useNavigate } from 'react-router';

import { OrganisationsPage } from '../../../../features/organisations/components/organisations-page';

/** /bookone-admin/manage-organization (issue 10, super admin): the organisations. */
export default function ManageOrganizationRoute() {
  const navigate = useNavigate();
  return (
    <OrganisationsPage
      onProperties={(o) => void navigate(`/bookone-admin/organisation-property-list?organisationId=${o.id}`)}
    />
  );
}
