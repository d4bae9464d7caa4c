import { OrganisationPropertiesPage } from '../../../../features/organisations/components/organisation-properties-page';

/**
 * /bookone-admin/organisation-property-list (issue 10): an organisation's properties (the organisation admin's own;
 * the super admin's pick, `?organisationId=`).
 */
export default function OrganisationPropertyListRoute() {
  return <OrganisationPropertiesPage />;
}
