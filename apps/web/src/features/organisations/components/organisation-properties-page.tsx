import {
  ACTIVE_STATES,
  BUSINESS_TYPES,
  PLANS,
  PROPERTY_STATUSES,
  type OrganisationProperty,
} from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import {
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  useNotice,
  statusTabs,
} from '../../../components/resource-list';
import { errorMessage } from '../../../lib/form-errors';
import { useOrganisations } from '../api/organisations';
import { getOrganisationId, getSessionRoles } from '../../../lib/session';
import {
  exportOrganisationProperties,
  useOrganisationProperties,
  useSetPropertyActive,
} from '../api/organisation-properties';
import { PROPERTY_LIST, propertyQuery } from '../utils/list-specs';
import { NewPropertyDialog } from './new-property-dialog';
import { PlanDialog } from './plan-dialog';
import { usePropertyColumns } from './property-columns';

/**
 * /bookone-admin/organisation-property-list: an organisation's properties (an organisation admin: its own; the
 * super admin: the one named by `organisationId` in the address, else its own) with type, setup status, active
 * status, plan, subscriptions, rooms or services and last activity; add a property, change its plan and
 * subscriptions, deactivate (its users are signed out and cannot sign in) and activate.
 */
export function OrganisationPropertiesPage() {
  const { t } = useTranslation('organisations');
  const confirm = useConfirm();
  const notice = useNotice();
  const list = useListState(PROPERTY_LIST);
  const superAdmin = getSessionRoles().includes('SUPER_ADMIN');
  const asked = Number(list.state.filters.organisationId);
  const organisationId = superAdmin && Number.isInteger(asked) && asked > 0 ? asked : getOrganisationId();
  const filter = propertyQuery(list.state);
  const query = useOrganisationProperties(organisationId ?? 0, {
    ...filter,
    page: list.state.page,
    size: list.state.size,
  });
  const toggle = useSetPropertyActive(organisationId ?? 0);
  // The super admin picks the organisation (the platform's own by default); the list of every organisation is one
  // page of at most 200, the API's page limit.
  const organisations = useOrganisations({ page: 0, size: 200, sort: 'name' }, superAdmin);
  const [creating, setCreating] = useState(false);
  const [planFor, setPlanFor] = useState<OrganisationProperty | null>(null);

  const onToggle = async (p: OrganisationProperty) => {
    const active = p.status !== 'ACTIVE';
    const ok = await confirm({
      title: t(active ? 'properties.activateTitle' : 'properties.deactivateTitle'),
      message: t(active ? 'properties.activateMessage' : 'properties.deactivateMessage', { name: p.name }),
      okText: t(active ? 'actions.activate' : 'actions.deactivate'),
    });
    if (!ok) return;
    toggle.mutate(
      { id: p.id, active },
      {
        onSuccess: (saved) =>
          notice.show(
            t(saved.status === 'ACTIVE' ? 'properties.activated' : 'properties.deactivated', {
              name: saved.name,
            }),
          ),
        onError: (error) => notice.show(errorMessage(error), 'error'),
      },
    );
  };
  const columns = usePropertyColumns({ onPlan: setPlanFor, onToggle: (p) => void onToggle(p) });

  if (organisationId == null) return <Alert severity="info">{t('properties.noOrganisation')}</Alert>;

  return (
    <ResourceListPage
      title={t('properties.heading')}
      intro={t('properties.intro')}
      exportFile={(onProgress) => exportOrganisationProperties(organisationId, filter, onProgress)}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('properties.new')}
        </Button>
      }
      list={list}
      tabs={statusTabs('status', {
        label: t('fields.status'),
        all: t('status.all'),
        values: ACTIVE_STATES,
        labelOf: (s) => t(`status.${s}`),
      })}
      filtersLabel={t('list.search')}
      filters={
        <>
          {superAdmin && (
            <SelectFilter
              list={list}
              filter="organisationId"
              label={t('fields.organisation')}
              anyLabel={t('properties.ownOrganisation')}
              options={(organisations.data?.items ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
              minWidth={220}
            />
          )}
          <SelectFilter
            list={list}
            filter="businessType"
            label={t('fields.businessType')}
            anyLabel={t('list.any')}
            options={BUSINESS_TYPES.map((b) => ({ value: b, label: t(`businessTypes.${b}`) }))}
          />
          <SelectFilter
            list={list}
            filter="propertyStatus"
            label={t('fields.propertyStatus')}
            anyLabel={t('list.any')}
            options={PROPERTY_STATUSES.map((s) => ({ value: s, label: t(`setupStatus.${s}`) }))}
          />
          <SelectFilter
            list={list}
            filter="plan"
            label={t('fields.plan')}
            anyLabel={t('list.any')}
            options={PLANS.map((p) => ({ value: p, label: t(`plans.${p}`) }))}
            minWidth={200}
          />
          <SearchFilter
            list={list}
            filter="search"
            label={t('list.search')}
            placeholder={t('properties.searchHint')}
          />
        </>
      }
      query={query}
      columns={columns}
      empty={t('properties.noRows')}
      noMatch={t('list.noMatch')}
      gridLabel={t('properties.gridLabel')}
    >
      <NewPropertyDialog
        open={creating}
        organisationId={organisationId}
        onClose={() => setCreating(false)}
        onSaved={(p) => notice.show(t('properties.created', { name: p.name }))}
      />
      <PlanDialog
        organisationId={organisationId}
        property={planFor}
        onClose={() => setPlanFor(null)}
        onSaved={(p) => notice.show(t('properties.planSaved', { name: p.name }))}
      />
      {notice.element}
    </ResourceListPage>
  );
}
