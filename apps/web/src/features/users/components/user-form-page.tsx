import {
  assignableRoles,
  tenantScopeOf,
  userFormSchema,
  type PasswordLink,
  type User,
  type UserFormValues,
} from '@bookone/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import { useKitForm } from '../../../components/form-dialog';
import { CheckboxField } from '../../../components/form-dialog/checkbox-field';
import { SectionTitle } from '../../../components/form-dialog/section-title';
import { DayField, MoneyField } from '../../../components/form/money-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useNotice } from '../../../components/resource-list';
import { errorMessage } from '../../../lib/form-errors';
import { useCustomRoleKeys } from '../../../lib/queries/roles';
import {
  getOrganisationId,
  getPropertyId,
  getSessionProperty,
  getSessionRoles,
  getUserId,
} from '../../../lib/session';
import {
  useCreateUser,
  useOrganisationChoices,
  usePropertyChoices,
  useUpdateUser,
  useUploadUserPhoto,
  useUser,
} from '../api/users';
import { USER_LIST_PATH } from '../utils/user-paths';
import { PasswordLinkDialog } from './password-link-dialog';
import { RolesField } from './roles-field';

const FIELDS = Object.keys(userFormSchema.shape);
const idReader = (text: string) => (text ? Number(text) : null);

function defaultsOf(
  user: User | null,
  organisationId: number | null,
  propertyId: number | null,
): UserFormValues {
  return {
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: user?.phone ?? null,
    landPhone: user?.landPhone ?? null,
    roles: user?.roles ?? [],
    organisationId: user ? user.organisationId : organisationId,
    propertyId: user ? user.propertyId : propertyId,
    enabled: user?.enabled ?? true,
    targetStartDate: user?.targetStartDate ?? null,
    targetEndDate: user?.targetEndDate ?? null,
    targetAmount: user?.targetAmount ?? null,
    maxBookingDiscountPercentage: user?.maxBookingDiscountPercentage ?? null,
    maxOrderDiscountPercentage: user?.maxOrderDiscountPercentage ?? null,
    maxOrderItemDiscountPercentage: user?.maxOrderItemDiscountPercentage ?? null,
  };
}

type Props = {
  /** The user to edit, or null for a new one (route parameter 0). */
  userId: number | null;
  /** Pre-selected organisation and property of a new user (route parameters, 0 = none). */
  organisationId: number | null;
  propertyId: number | null;
};

/**
 * /bookone-admin/create-user/:userId/:organizationId/:propertyId: a new user (invited: no password is typed, the
 * set-password link is shown once) or the user of `userId`. Only the roles and places the administrator may hand
 * out are offered; the server enforces the same.
 */
export function UserFormPage({ userId, organisationId, propertyId }: Props) {
  const { t } = useTranslation('users');
  const existing = useUser(userId);
  if (userId != null && existing.isPending) return <Skeleton variant="rounded" height={420} />;
  if (userId != null && existing.isError)
    return (
      <Alert severity="error" role="alert">
        {errorMessage(existing.error)}
      </Alert>
    );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flexGrow: 1 }}>
          {existing.data
            ? t('form.editHeading', { name: `${existing.data.firstName} ${existing.data.lastName}` })
            : t('form.newHeading')}
        </Typography>
        <Button component={RouterLink} to={USER_LIST_PATH} startIcon={<ArrowBackIcon />}>
          {t('form.backToList')}
        </Button>
      </Stack>
      <UserForm
        key={existing.data?.id ?? 'new'}
        user={existing.data ?? null}
        organisationId={organisationId}
        propertyId={propertyId}
      />
    </Stack>
  );
}

function UserForm({
  user,
  organisationId,
  propertyId,
}: {
  user: User | null;
  organisationId: number | null;
  propertyId: number | null;
}) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const notice = useNotice();
  const myRoles = getSessionRoles();
  const customRoles = useCustomRoleKeys();
  const scope = tenantScopeOf(myRoles);
  const self = user != null && user.id === getUserId();
  const create = useCreateUser();
  const update = useUpdateUser();
  const photo = useUploadUserPhoto();
  const [invitation, setInvitation] = useState<{ link: PasswordLink; name: string } | null>(null);
  // An organisation admin's users are of its organisation; a property admin's, of its property.
  const fixedOrganisation = scope === 'platform' ? null : getOrganisationId();
  const fixedProperty = scope === 'property' ? getPropertyId() : null;

  const { form, formError, onSubmit, submitting } = useKitForm({
    schema: userFormSchema,
    defaultValues: defaultsOf(user, fixedOrganisation ?? organisationId, fixedProperty ?? propertyId),
    fields: FIELDS,
    alwaysShowServerMessage: true,
    onSave: async (values) => {
      if (user) {
        const { organisationId: _org, enabled, roles, propertyId: place, ...details } = values;
        const { firstName, lastName, email, phone, landPhone } = details;
        await update.mutateAsync({
          id: user.id,
          // What the server refuses for oneself (roles, place, status; caps and target below the platform) is not
          // sent at all.
          ...(self && scope !== 'platform' ? { firstName, lastName, email, phone, landPhone } : details),
          ...(self ? {} : { enabled, roles, propertyId: place ?? null }),
        });
        notice.show(t('form.saved'));
        return;
      }
      const { enabled: _enabled, ...input } = values;
      const saved = await create.mutateAsync({
        ...input,
        phone: input.phone ?? undefined,
        organisationId: scope === 'platform' ? input.organisationId : undefined,
        propertyId: input.propertyId ?? null,
      });
      if (saved.invitation)
        setInvitation({ link: saved.invitation, name: `${saved.user.firstName} ${saved.user.lastName}` });
      else void navigate(USER_LIST_PATH);
    },
  });
  const { control } = form;
  const chosenOrganisation = useWatch({ control, name: 'organisationId' }) ?? null;
  const organisations = useOrganisationChoices(scope === 'platform');
  const properties = usePropertyChoices(fixedOrganisation ?? chosenOrganisation, scope !== 'property');
  const sessionProperty = getSessionProperty();

  const onPhoto = (file: File | undefined) => {
    if (!user || !file) return;
    photo.mutate(
      { userId: user.id, file },
      {
        onSuccess: () => notice.show(t('form.photoSaved')),
        onError: (e) => notice.show(errorMessage(e), 'error'),
      },
    );
  };

  return (
    <Card variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-label={t('form.label')}>
      <CardContent>
        <Stack spacing={1}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <SectionTitle>{t('form.identity')}</SectionTitle>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="firstName" label={t('fields.firstName')} required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="lastName" label={t('fields.lastName')} required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="email"
                type="email"
                label={t('fields.email')}
                hint={t('form.emailHint')}
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 3 }}>
              <FormTextField
                control={control}
                name="phone"
                type="tel"
                reads="optionalText"
                label={t('fields.mobile')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 3 }}>
              <FormTextField
                control={control}
                name="landPhone"
                type="tel"
                reads="optionalText"
                label={t('fields.landPhone')}
              />
            </Grid>
            {user && (
              <Grid size={12}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Avatar src={user.photoUrl ?? undefined} alt="" sx={{ width: 56, height: 56 }} />
                  <Button component="label" startIcon={<PhotoCameraIcon />} disabled={photo.isPending}>
                    {t('form.photo')}
                    <input
                      hidden
                      type="file"
                      accept="image/png,image/jpeg,image/gif,image/webp"
                      onChange={(e) => onPhoto(e.target.files?.[0])}
                    />
                  </Button>
                </Stack>
              </Grid>
            )}
          </Grid>

          <SectionTitle>{t('form.access')}</SectionTitle>
          <RolesField
            control={control}
            name="roles"
            label={t('fields.roles')}
            choices={assignableRoles(myRoles, customRoles)}
            disabled={self}
          />
          <Grid container spacing={2}>
            {scope === 'platform' && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="organisationId"
                  reads={idReader}
                  label={t('fields.organisation')}
                  disabled={user != null}
                  hint={user ? t('form.organisationFollows') : undefined}
                  options={[
                    { value: '', label: t('form.none') },
                    ...(organisations.data ?? []).map((o) => ({ value: String(o.id), label: o.name })),
                  ]}
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              {scope === 'property' ? (
                <Typography sx={{ pt: 2 }}>
                  {t('fields.property')}: {sessionProperty?.name ?? ''}
                </Typography>
              ) : (
                <FormTextField
                  control={control}
                  name="propertyId"
                  reads={idReader}
                  label={t('fields.property')}
                  disabled={self}
                  hint={t('form.propertyHint')}
                  options={[
                    { value: '', label: t('form.none') },
                    ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
                  ]}
                />
              )}
            </Grid>
            {user && !self && (
              <Grid size={12}>
                <CheckboxField control={control} name="enabled" label={t('fields.enabled')} />
              </Grid>
            )}
          </Grid>

          <SectionTitle>{t('form.discounts')}</SectionTitle>
          <Grid container spacing={2}>
            {(
              [
                'maxBookingDiscountPercentage',
                'maxOrderDiscountPercentage',
                'maxOrderItemDiscountPercentage',
              ] as const
            ).map((name) => (
              <Grid key={name} size={{ xs: 12, sm: 4 }}>
                <FormTextField
                  control={control}
                  name={name}
                  reads="optionalNumber"
                  min={0}
                  step="0.01"
                  label={t(`fields.${name}`)}
                  hint={t('form.noCap')}
                  disabled={self && scope !== 'platform'}
                />
              </Grid>
            ))}
          </Grid>

          <SectionTitle>{t('form.target')}</SectionTitle>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <DayField
                control={control}
                name="targetStartDate"
                label={t('fields.targetStartDate')}
                disabled={self && scope !== 'platform'}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <DayField
                control={control}
                name="targetEndDate"
                label={t('fields.targetEndDate')}
                disabled={self && scope !== 'platform'}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <MoneyField
                control={control}
                name="targetAmount"
                label={t('fields.targetAmount')}
                disabled={self && scope !== 'platform'}
              />
            </Grid>
          </Grid>

          {!user && <Alert severity="info">{t('form.inviteInfo')}</Alert>}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={USER_LIST_PATH}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={submitting}>
              {submitting ? t('form.saving') : user ? t('form.save') : t('form.invite')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <PasswordLinkDialog
        open={invitation != null}
        link={invitation?.link ?? null}
        userName={invitation?.name ?? ''}
        onClose={() => {
          setInvitation(null);
          void navigate(USER_LIST_PATH);
        }}
      />
      {notice.element}
    </Card>
  );
}
