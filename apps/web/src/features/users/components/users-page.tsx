import {
  assignableRoles,
  tenantScopeOf,
  USER_SORT_FIELDS,
  type PasswordLink,
  type User,
} from '@bookone/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import {
  defineList,
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  useNotice,
  type ListState,
} from '../../../components/resource-list';
import { errorMessage } from '../../../lib/form-errors';
import { getOrganisationId, getSessionRoles, getUserId } from '../../../lib/session';
import { useCustomRoleKeys, useRoleLabel } from '../../../lib/queries/roles';
import {
  exportUsers,
  useOrganisationChoices,
  usePasswordLinkAction,
  usePropertyChoices,
  useUpdateUser,
  useUsers,
  type UserFilter,
} from '../api/users';
import { idOrNull, USER_NEW_PATH } from '../utils/user-paths';
import { PasswordLinkDialog } from './password-link-dialog';
import { useUserColumns } from './user-columns';

const USER_LIST = defineList({
  filters: {
    search: { param: 'q', max: 120 },
    // Built-in and custom role keys: the server answers an unknown key with no rows.
    role: { max: 64 },
    enabled: { values: ['true', 'false'] },
    organisationId: { param: 'org', max: 10 },
    propertyId: { param: 'property', max: 10 },
  },
  sorts: USER_SORT_FIELDS,
  defaultSort: { field: 'lastName', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultSize: 25,
});

type Filters<T> = T extends { filters: Record<infer K, unknown> } ? K : never;
type UserListState = ListState<Filters<typeof USER_LIST>, (typeof USER_SORT_FIELDS)[number]>;

/** The address's list state as the API's query (names kept short in the address). */
function userQuery(state: UserListState): Omit<UserFilter, 'page' | 'size'> {
  const { search, role, enabled, organisationId, propertyId } = state.filters;
  return {
    search: search || undefined,
    organisationId: idOrNull(organisationId) ?? undefined,
    propertyId: idOrNull(propertyId) ?? undefined,
    role: role || undefined,
    enabled: (enabled || undefined) as UserFilter['enabled'],
    sort: state.sort ?? undefined,
    order: state.order,
  };
}

/**
 * /bookone-admin/manage-user: the users within the administrator's reach (the server scopes them), paged, sorted
 * and filtered on the server with the filters in the address, an Excel export of the same filter; edit, disable or
 * enable, a password reset link, a new invitation.
 */
export function UsersPage() {
  const { t } = useTranslation('users');
  const confirm = useConfirm();
  const notice = useNotice();
  const list = useListState(USER_LIST);
  const filter = userQuery(list.state);
  const query = useUsers({ ...filter, page: list.state.page, size: list.state.size });
  const update = useUpdateUser();
  const linkAction = usePasswordLinkAction();
  const [link, setLink] = useState<{ user: User; link: PasswordLink } | null>(null);
  const me = getUserId();
  const fail = (error: unknown) => notice.show(errorMessage(error), 'error');
  const name = (u: User) => `${u.firstName} ${u.lastName}`;

  const onToggle = async (user: User) => {
    const disabling = user.enabled;
    const ok = await confirm({
      title: t(disabling ? 'list.disableTitle' : 'list.enableTitle'),
      message: t(disabling ? 'list.disableMessage' : 'list.enableMessage', { name: name(user) }),
      okText: t(disabling ? 'list.disable' : 'list.enable'),
    });
    if (!ok) return;
    update.mutate(
      { id: user.id, enabled: !disabling },
      {
        onSuccess: () => notice.show(t(disabling ? 'list.disabled' : 'list.enabled', { name: name(user) })),
        onError: fail,
      },
    );
  };
  const onLink = (user: User, kind: 'invitation' | 'passwordReset') =>
    linkAction.mutate(
      { userId: user.id, kind },
      { onSuccess: (l) => setLink({ user, link: l }), onError: fail },
    );

  const customRoles = useCustomRoleKeys();
  const roleLabel = useRoleLabel();
  const columns = useUserColumns({
    isSelf: (u) => u.id === me,
    onToggle: (u) => void onToggle(u),
    onReset: (u) => onLink(u, 'passwordReset'),
    onInvite: (u) => onLink(u, 'invitation'),
  });
  const roleOptions = assignableRoles(getSessionRoles(), customRoles).map((r) => ({
    value: r,
    label: roleLabel(r),
  }));
  // Where the users may be: the super admin picks an organisation, then a property of it; an organisation admin a
  // property of its organisation; a property admin's users are all of its property (no filter).
  const scope = tenantScopeOf(getSessionRoles());
  const organisations = useOrganisationChoices(scope === 'platform');
  const listOrganisation = scope === 'platform' ? (filter.organisationId ?? null) : getOrganisationId();
  const properties = usePropertyChoices(listOrganisation, scope !== 'property');
  const named = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

  return (
    <ResourceListPage
      title={t('list.heading')}
      intro={t('list.intro')}
      exportFile={(onProgress) => exportUsers(filter, onProgress)}
      actions={
        <Button variant="contained" startIcon={<PersonAddIcon />} component={RouterLink} to={USER_NEW_PATH}>
          {t('list.newUser')}
        </Button>
      }
      list={list}
      filters={
        <>
          <SearchFilter
            list={list}
            filter="search"
            label={t('list.search')}
            placeholder={t('list.searchHint')}
          />
          <SelectFilter
            list={list}
            filter="role"
            label={t('fields.role')}
            anyLabel={t('list.anyRole')}
            options={roleOptions}
            minWidth={200}
          />
          {scope === 'platform' && (
            <SelectFilter
              list={list}
              filter="organisationId"
              label={t('fields.organisation')}
              anyLabel={t('list.anyOrganisation')}
              options={named(organisations.data)}
              minWidth={200}
            />
          )}
          {listOrganisation != null && scope !== 'property' && (
            <SelectFilter
              list={list}
              filter="propertyId"
              label={t('fields.property')}
              anyLabel={t('list.anyProperty')}
              options={named(properties.data)}
              minWidth={200}
            />
          )}
          <SelectFilter
            list={list}
            filter="enabled"
            label={t('fields.status')}
            anyLabel={t('list.anyStatus')}
            options={[
              { value: 'true', label: t('status.enabled') },
              { value: 'false', label: t('status.disabled') },
            ]}
          />
        </>
      }
      totals={
        <Typography color="text.secondary">{t('list.count', { count: query.data?.total ?? 0 })}</Typography>
      }
      query={query}
      columns={columns}
      empty={t('list.noRows')}
      gridLabel={t('list.gridLabel')}
    >
      <PasswordLinkDialog
        open={link != null}
        link={link?.link ?? null}
        userName={link ? name(link.user) : ''}
        onClose={() => setLink(null)}
      />
      {notice.element}
    </ResourceListPage>
  );
}
