import {
  BUSINESS_TYPES,
  CURRENCIES,
  updatePropertyProfileSchema,
  type AddressChoice,
  type AddressLevel,
  type PropertyProfile,
  type UpdatePropertyProfileInput,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useWatch, type Control, type Path, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { useKitForm } from '../../../components/form-dialog';
import { AddressAutocompleteField, fillAddress } from '../../../components/form/address-autocomplete-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { GridField } from '../../../components/form/grid-field';
import { useUpdateProfile } from '../api/update-profile';
import { SeoNameStatus } from './seo-name-status';

type Values = UpdatePropertyProfileInput;

const s = (v: string | null | undefined) => v ?? '';

/** The editable fields of the profile, as the form holds them ('' for an empty box). */
export function profileFormValues(p: PropertyProfile): Values {
  return {
    name: p.name,
    shortName: s(p.shortName),
    businessType: p.businessType,
    seoFriendlyName: s(p.seoFriendlyName),
    localCurrency: p.localCurrency as Values['localCurrency'],
    timezone: p.timezone,
    slogan: s(p.slogan),
    businessDescription: s(p.businessDescription),
    email: s(p.email),
    phone: s(p.phone),
    mobile: s(p.mobile),
    whatsApp: s(p.whatsApp),
    website: s(p.website),
    managerFirstName: s(p.managerFirstName),
    managerLastName: s(p.managerLastName),
    managerEmail: s(p.managerEmail),
    managerContactNo: s(p.managerContactNo),
    gstNumber: s(p.gstNumber),
    noOfFloor: p.noOfFloor,
    checkInTime: s(p.checkInTime),
    checkOutTime: s(p.checkOutTime),
    latitude: p.latitude,
    longitude: p.longitude,
    facebook: s(p.facebook),
    instagram: s(p.instagram),
    twitter: s(p.twitter),
    address: {
      addressLine1: s(p.address.addressLine1),
      addressLine2: s(p.address.addressLine2),
      suburb: s(p.address.suburb),
      city: s(p.address.city),
      state: s(p.address.state),
      country: s(p.address.country),
      postcode: s(p.address.postcode),
    },
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
        <Grid container spacing={2}>
          {children}
        </Grid>
      </CardContent>
    </Card>
  );
}

type FormValues = z.input<typeof updatePropertyProfileSchema>;

/**
 * The public address with its availability check. It watches its own field, so that typing there re-renders this
 * cell only, not the thirty fields of the form.
 */
function SeoNameField({
  control,
  setValue,
  profile,
}: {
  control: Control<FormValues, unknown, Values>;
  setValue: UseFormSetValue<FormValues>;
  profile: PropertyProfile;
}) {
  const { t } = useTranslation('setup');
  const seoName = useWatch({ control, name: 'seoFriendlyName' }) ?? '';
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <FormTextField
        control={control}
        name="seoFriendlyName"
        label={t('fields.seoFriendlyName')}
        hint={t('profile.seo.hint')}
      />
      <SeoNameStatus
        name={seoName}
        current={profile.seoFriendlyName}
        propertyId={profile.id}
        onUseSuggestion={(suggestion) =>
          setValue('seoFriendlyName', suggestion, { shouldDirty: true, shouldValidate: true })
        }
      />
    </Grid>
  );
}

/** Every editable field of the business profile, in sections; one Save sends them all (PUT …/profile). */
export function ProfileForm({
  profile,
  accommodation,
}: {
  profile: PropertyProfile;
  accommodation: boolean;
}) {
  const { t } = useTranslation('setup');
  const update = useUpdateProfile(profile.id);
  const [saved, setSaved] = useState(false);
  const kit = useKitForm({
    schema: updatePropertyProfileSchema,
    defaultValues: profileFormValues(profile),
    alwaysShowServerMessage: true,
    onSave: async (values) => {
      const next = await update.mutateAsync(values);
      reset(profileFormValues(next));
      setSaved(true);
    },
  });
  const { control, setValue, reset } = kit.form;
  // The address offers the address setup's places as it is typed (free text stays allowed); a pick fills the rest.
  const { i18n } = useTranslation();
  const [country, state, city, suburb] = useWatch({
    control,
    name: ['address.country', 'address.state', 'address.city', 'address.suburb'],
  });
  const pickPlace = (c: AddressChoice) =>
    fillAddress(setValue, c, i18n.language, {
      suburb: 'address.suburb',
      city: 'address.city',
      state: 'address.state',
      country: 'address.country',
      postcode: 'address.postcode',
    });
  const place = (name: Path<Values>, label: string, level: AddressLevel, md = 6) => (
    <Grid size={{ xs: 12, md }}>
      <AddressAutocompleteField
        control={control}
        name={name}
        level={level}
        label={label}
        within={{ country, state, city, suburb }}
        onPick={pickPlace}
      />
    </Grid>
  );

  const field = (
    name: Path<Values>,
    label: string,
    extra: Partial<{
      type: string;
      required: boolean;
      numeric: boolean;
      hint: ReactNode;
      md: number;
      multiline: boolean;
    }> = {},
  ) => (
    <GridField
      control={control}
      name={name}
      label={label}
      md={extra.md}
      type={extra.type}
      required={extra.required}
      reads={extra.numeric ? 'optionalNumber' : 'text'}
      hint={extra.hint}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      slotProps={extra.type === 'time' ? { inputLabel: { shrink: true } } : undefined}
    />
  );

  return (
    <form noValidate aria-label={t('profile.formLabel')} onSubmit={kit.onSubmit}>
      <Section title={t('profile.sections.business')}>
        {field('name', t('fields.name'), { required: true })}
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="businessType"
            label={t('fields.businessType')}
            options={BUSINESS_TYPES.map((type) => ({ value: type, label: t(`businessTypes.${type}`) }))}
          />
        </Grid>
        {field('shortName', t('fields.shortName'), { hint: t('profile.shortNameHint') })}
        <SeoNameField control={control} setValue={setValue} profile={profile} />
        {field('slogan', t('fields.slogan'), { md: 12 })}
        {field('businessDescription', t('fields.businessDescription'), { md: 12, multiline: true })}
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="localCurrency"
            label={t('fields.localCurrency')}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
        </Grid>
        {field('timezone', t('fields.timezone'))}
        {field('gstNumber', t('fields.gstNumber'))}
        {accommodation && field('noOfFloor', t('fields.noOfFloor'), { numeric: true })}
        {accommodation && field('checkInTime', t('fields.checkInTime'), { type: 'time' })}
        {accommodation && field('checkOutTime', t('fields.checkOutTime'), { type: 'time' })}
      </Section>
      <Section title={t('profile.sections.contact')}>
        {field('email', t('fields.email'), { type: 'email' })}
        {field('phone', t('fields.phone'), { type: 'tel' })}
        {field('mobile', t('fields.mobile'), { type: 'tel' })}
        {field('whatsApp', t('fields.whatsApp'), { type: 'tel' })}
        {field('managerFirstName', t('fields.managerFirstName'))}
        {field('managerLastName', t('fields.managerLastName'))}
        {field('managerEmail', t('fields.managerEmail'), { type: 'email' })}
        {field('managerContactNo', t('fields.managerContactNo'), { type: 'tel' })}
      </Section>
      <Section title={t('profile.sections.address')}>
        {place('address.addressLine1', t('fields.addressLine1'), 'street')}
        {field('address.addressLine2', t('fields.addressLine2'))}
        {place('address.suburb', t('fields.suburb'), 'suburb', 4)}
        {place('address.city', t('fields.city'), 'city', 4)}
        {place('address.state', t('fields.state'), 'state', 4)}
        {place('address.country', t('fields.country'), 'country')}
        {field('address.postcode', t('fields.postcode'))}
        {field('latitude', t('fields.latitude'), { numeric: true })}
        {field('longitude', t('fields.longitude'), { numeric: true })}
      </Section>
      <Section title={t('profile.sections.web')}>
        {field('website', t('fields.website'), { type: 'url', md: 12 })}
        {field('facebook', t('fields.facebook'), { type: 'url', md: 4 })}
        {field('instagram', t('fields.instagram'), { type: 'url', md: 4 })}
        {field('twitter', t('fields.twitter'), { type: 'url', md: 4 })}
      </Section>
      {kit.formError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {kit.formError}
        </Alert>
      )}
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          py: 1,
          bgcolor: 'background.default',
          display: 'flex',
          gap: 2,
          zIndex: 1,
        }}
      >
        <Button
          type="submit"
          variant="contained"
          disabled={kit.submitting}
          startIcon={kit.submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('profile.save')}
        </Button>
        <Button disabled={!kit.dirty || kit.submitting} onClick={() => reset(profileFormValues(profile))}>
          {t('profile.discard')}
        </Button>
      </Box>
      <Snackbar open={saved} autoHideDuration={4000} onClose={() => setSaved(false)}>
        <Alert severity="success" variant="filled" onClose={() => setSaved(false)}>
          {t('profile.saved')}
        </Alert>
      </Snackbar>
    </form>
  );
}
