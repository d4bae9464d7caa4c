import { isSuperAdmin } from '@bookone/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { OrganisationDashboardPage } from '../../../../features/dashboard/components/organisation/organisation-dashboard-page';
import { WorkLauncher } from '../../../../features/dashboard/components/work-launcher';
import { useOrganisations } from '../../../../features/organisations/api/organisations';
import { getOrganisationId, getSessionRoles } from '../../../../lib/session';

/** How many organisations the super admin's picker offers for what is typed. */
const PICKER_SIZE = 25;

/**
 * The super admin's choice of organisation (`?organisationId=` in the address), from the organisations list searched
 * on the server as they type.
 */
function OrganisationPicker({ shown }: { shown: { id: number; name: string } | null }) {
  const { t } = useTranslation('organisation-dashboard');
  const [, setParams] = useSearchParams();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 300);
  const list = useOrganisations({ page: 0, size: PICKER_SIZE, ...(search ? { search } : {}) });
  const found: { id: number; name: string }[] = list.data?.items ?? [];
  // The organisation shown is offered even when the search's first page does not hold it.
  const options = shown && !found.some((o) => o.id === shown.id) ? [shown, ...found] : found;
  const value = shown ? (options.find((o) => o.id === shown.id) ?? null) : null;
  return (
    <Autocomplete
      options={options}
      value={value}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={list.isFetching}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      onChange={(_, o) =>
        setParams((prev) => {
          const out = new URLSearchParams(prev);
          if (o) out.set('organisationId', String(o.id));
          else out.delete('organisationId');
          return out;
        })
      }
      sx={{ minWidth: 260, flex: '0 1 320px' }}
      renderInput={(params) => <TextField {...params} label={t('organisation')} size="small" />}
    />
  );
}

/**
 * /bookone/su-dashboard: the home of organisation and platform roles (their menus' Dashboard, spec §2.5): the
 * organisation's figures across its properties (issue 10), then every page their role may open. An organisation role
 * sees its own organisation; the super admin the one picked (`?organisationId=`), its own (the platform) until then.
 */
export default function OrganisationDashboardRoute() {
  const [params] = useSearchParams();
  const superAdmin = isSuperAdmin(getSessionRoles());
  const asked = Number(params.get('organisationId'));
  const organisationId = superAdmin && Number.isInteger(asked) && asked > 0 ? asked : getOrganisationId();
  return (
    <>
      <OrganisationDashboardPage
        organisationId={organisationId}
        organisationPicker={superAdmin ? (shown) => <OrganisationPicker shown={shown} /> : undefined}
      />
      <WorkLauncher />
    </>
  );
}
