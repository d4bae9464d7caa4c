import { bookingEngineSettingsSchema, type BookingEngineSettings } from '@bookone/domain';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { CheckboxField } from '../../../components/form-dialog/checkbox-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SettingsCard, SettingsForm, useSettingsForm } from '../../../components/form/settings-card';
import { useBookingPageSettings, useSaveBookingPageSettings } from '../api/booking-page-settings';

function BookingPageForm({
  propertyId,
  defaults,
  accommodation,
}: {
  propertyId: number;
  defaults: BookingEngineSettings;
  accommodation: boolean;
}) {
  const { t } = useTranslation('setup');
  const save = useSaveBookingPageSettings(propertyId);
  const { form, frame } = useSettingsForm(bookingEngineSettingsSchema, defaults, (v) => save.mutateAsync(v));
  return (
    <SettingsForm
      label={t('bookingPage.heading')}
      savedText={t('bookingPage.saved')}
      submitLabel={t('bookingPage.save')}
      {...frame}
    >
      {/* A hold is a room kept unpaid (an enquiry): services and tables are confirmed or paid at once. */}
      {accommodation && (
        <CheckboxField control={form.control} name="allowHold" label={t('bookingPage.allowHold')} />
      )}
      <FormTextField
        control={form.control}
        name="depositPercentage"
        label={t('bookingPage.depositPercentage')}
        hint={t('bookingPage.depositHint')}
        reads="number"
        type="number"
        sx={{ maxWidth: 240 }}
      />
    </SettingsForm>
  );
}

/**
 * The business profile's Booking page tab (issue 16): where the public page is, whether guests may ask to hold a
 * room unpaid, and the share of the price asked as a deposit online.
 */
export function BookingPageSettingsPanel({
  propertyId,
  seoFriendlyName,
  accommodation,
}: {
  propertyId: number;
  seoFriendlyName: string | null;
  accommodation: boolean;
}) {
  const { t } = useTranslation('setup');
  return (
    <SettingsCard
      title={t('bookingPage.heading')}
      intro={t('bookingPage.intro')}
      query={useBookingPageSettings(propertyId)}
      loadingLabel={t('loading')}
    >
      {(settings) => (
        <>
          <Typography sx={{ mb: 2 }}>
            {seoFriendlyName ? (
              <>
                {t('bookingPage.address')}{' '}
                <Link href={`/book/${seoFriendlyName}`} target="_blank" rel="noopener">
                  {`${window.location.origin}/book/${seoFriendlyName}`}
                </Link>
              </>
            ) : (
              t('bookingPage.noAddress')
            )}
          </Typography>
          <BookingPageForm propertyId={propertyId} defaults={settings} accommodation={accommodation} />
        </>
      )}
    </SettingsCard>
  );
}
