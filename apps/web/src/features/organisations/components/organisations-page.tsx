import { ACTIVE_STATES, type Organisation } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import {
  ResourceListPage,
  SearchFilter,
  useListState,
  useNotice,
  statusTabs,
} from '../../../components/resource-list';
import { errorMessage } from '../../../lib/form-errors';
import { exportOrganisations, useOrganisations, useSetOrganisationActive } from '../api/organisations';
import { ORGANISATION_LIST, organisationQuery } from '../utils/list-specs';
import { useOrganisationColumns } from './organisation-columns';
import { OrganisationDialog } from './organisation-dialog';

export type OrganisationsPageProps = {
  /** Opens the new-organisation form at once (the Add Organization page). */
  startNew?: boolean;
  /** Where the form goes once closed, when it was opened at once. */
  onNewClosed?: () => void;
  /** Opens the organisation's property list. */
  onProperties: (o: Organisation) => void;
};

/**
 * /bookone-admin/manage-organization (super admin): the organisations with their properties counted by plan,
 * status tabs, a search, an Excel export; add, edit, deactivate and activate.
 */
export function OrganisationsPage({ startNew = false, onNewClosed, onProperties }: OrganisationsPageProps) {
  const { t } = useTranslation('organisations');
  const confirm = useConfirm();
  const notice = useNotice();
  const [editing, setEditing] = useState<Organisation | 'new' | null>(startNew ? 'new' : null);
  const list = useListState(ORGANISATION_LIST);
  const filter = organisationQuery(list.state);
  const query = useOrganisations({ ...filter, page: list.state.page, size: list.state.size });
  const toggle = useSetOrganisationActive();

  const onToggle = async (o: Organisation) => {
    const active = o.status !== 'ACTIVE';
    const ok = await confirm({
      title: t(active ? 'organisations.activateTitle' : 'organisations.deactivateTitle'),
      message: t(active ? 'organisations.activateMessage' : 'organisations.deactivateMessage', {
        name: o.name,
      }),
      okText: t(active ? 'actions.activate' : 'actions.deactivate'),
    });
    if (!ok) return;
    toggle.mutate(
      { id: o.id, active },
      {
        onSuccess: (saved) =>
          notice.show(t(saved.status === 'ACTIVE' ? 'organisations.activated' : 'organisations.deactivated')),
        onError: (error) => notice.show(errorMessage(error), 'error'),
      },
    );
  };
  const columns = useOrganisationColumns({
    onEdit: setEditing,
    onProperties,
    onToggle: (o) => void onToggle(o),
  });
  const close = () => {
    if (editing === 'new' && startNew) onNewClosed?.();
    setEditing(null);
  };

  return (
    <ResourceListPage
      title={t('organisations.heading')}
      intro={t('organisations.intro')}
      exportFile={(onProgress) => exportOrganisations(filter, onProgress)}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('organisations.new')}
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
        <SearchFilter
          list={list}
          filter="search"
          label={t('list.search')}
          placeholder={t('organisations.searchHint')}
        />
      }
      query={query}
      columns={columns}
      empty={t('organisations.noRows')}
      noMatch={t('list.noMatch')}
      gridLabel={t('organisations.gridLabel')}
    >
      <OrganisationDialog
        open={editing != null}
        onClose={close}
        organisation={editing === 'new' ? null : editing}
        onSaved={(o) => notice.show(t('organisations.saved', { name: o.name }))}
      />
      {notice.element}
    </ResourceListPage>
  );
}
