import { ACCOMMODATION, type UpdatePropertyProfileInput } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ImageGallery, LogoUpload } from '../../../../features/business-profile/components/image-gallery';
import { ProfileForm } from '../../../../features/business-profile/components/profile-form';
import { useProfile } from '../../../../features/business-profile/api/get-profile';
import { useUpdateProfile } from '../../../../features/business-profile/api/update-profile';
import {
  useBusinessHours,
  useBusinessServices,
  useSaveBusinessHours,
  useSaveBusinessService,
} from '../../../../features/onboarding/api/business-setup';
import {
  BusinessHoursForm,
  defaultWeek,
} from '../../../../features/onboarding/components/business-hours-form';
import {
  BusinessServiceForm,
  emptyService,
} from '../../../../features/onboarding/components/business-service-form';
import { TaxesForm } from '../../../../features/onboarding/components/taxes-form';
import { getPropertyId } from '../../../../lib/session';
import { PaymentSettingPanel } from '../../../../features/payment-gateways/components/payment-setting-panel';
import { MessageSettingsPanel } from '../../../../features/messages/components/message-settings-panel';
import { BookingPageSettingsPanel } from '../../../../features/business-profile/components/booking-page-settings-panel';
import { DayCloseSettingsPanel } from '../../../../features/day-close/components/day-close-settings-panel';
import { useCan } from '../../../../hooks/use-can';

type TabKey =
  'details' | 'images' | 'tax' | 'hours' | 'services' | 'payments' | 'messages' | 'dayClose' | 'bookingPage';

function HoursTab({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('setup');
  const hours = useBusinessHours(propertyId);
  const save = useSaveBusinessHours(propertyId);
  const [saved, setSaved] = useState(false);
  if (hours.isPending) return <CircularProgress aria-label={t('loading')} />;
  return (
    <>
      {saved && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSaved(false)}>
          {t('profile.saved')}
        </Alert>
      )}
      <BusinessHoursForm
        defaultDays={hours.data?.length === 7 ? hours.data : defaultWeek()}
        submitLabel={t('profile.save')}
        onSave={async (values) => {
          setSaved(false);
          await save.mutateAsync(values);
          setSaved(true);
        }}
      />
    </>
  );
}

function ServicesTab({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('setup');
  const services = useBusinessServices(propertyId);
  const save = useSaveBusinessService(propertyId);
  const [formKey, setFormKey] = useState(0);
  if (services.isPending) return <CircularProgress aria-label={t('loading')} />;
  return (
    <>
      {(services.data ?? []).map((service) => (
        <Card key={service.id} variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {service.name}
              </Typography>
              {service.serviceType && <Chip size="small" label={service.serviceType} />}
            </Box>
            <BusinessServiceForm
              defaultValues={{
                name: service.name,
                serviceType: service.serviceType ?? '',
                description: service.description ?? '',
                email: service.email ?? '',
                phone: service.phone ?? '',
                taxDetails: service.taxDetails,
                active: service.active,
              }}
              submitLabel={t('profile.save')}
              onSave={(input) => save.mutateAsync({ input, serviceId: service.id })}
            />
          </CardContent>
        </Card>
      ))}
      <Card variant="outlined">
        <CardContent>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
            {t('service.add')}
          </Typography>
          <BusinessServiceForm
            key={formKey}
            defaultValues={emptyService()}
            submitLabel={t('service.add')}
            onSave={async (input) => {
              await save.mutateAsync({ input });
              setFormKey((k) => k + 1);
            }}
          />
        </CardContent>
      </Card>
    </>
  );
}

function TaxTab({
  propertyId,
  currency,
  taxes,
}: {
  propertyId: number;
  currency: string;
  taxes: UpdatePropertyProfileInput['taxes'];
}) {
  const { t } = useTranslation('setup');
  const update = useUpdateProfile(propertyId);
  const [saved, setSaved] = useState(false);
  return (
    <>
      {saved && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSaved(false)}>
          {t('profile.saved')}
        </Alert>
      )}
      <TaxesForm
        defaultValues={{ taxes: taxes ?? [] }}
        currency={currency}
        submitLabel={t('profile.save')}
        onSave={async (values) => {
          setSaved(false);
          await update.mutateAsync({ taxes: values.taxes });
          setSaved(true);
        }}
      />
    </>
  );
}

/**
 * /master-service/business-dashboard/profile: the business profile. Every property field in sections, the logo and
 * the gallery with the plan's image limit, taxes, and for non-accommodation businesses the opening hours and the
 * business services (outlets).
 */
export default function BusinessProfileRoute() {
  const { t } = useTranslation('setup');
  const propertyId = getPropertyId();
  const profile = useProfile(propertyId);
  const [tab, setTab] = useState<TabKey>('details');
  // The property's payment gateway setting (issue 13) is a tab of its own, for those who may set it.
  const { t: tPay } = useTranslation('payment-gateways');
  const canSetPayments = useCan('gateway.setting');
  // What the property sends its guests (confirmations, reminders: decision 0043).
  const { t: tMessages } = useTranslation('messages');
  const canSetMessages = useCan('property.setup');
  // A hotel's day close: the automatic night audit, its time and no-show rule (decision 0046).
  const { t: tDayClose } = useTranslation('day-close');

  if (propertyId == null)
    return (
      <>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
          {t('headings.profile')}
        </Typography>
        <Alert severity="warning">{t('noProperty')}</Alert>
      </>
    );

  const data = profile.data;
  const accommodation = data?.businessType === ACCOMMODATION;
  const tabs: TabKey[] = accommodation
    ? ['details', 'images', 'tax']
    : ['details', 'images', 'tax', 'hours', 'services'];
  if (canSetPayments) tabs.push('payments');
  if (canSetMessages) tabs.push('messages');
  if (canSetMessages && accommodation) tabs.push('dayClose');
  // The public booking page's settings (issue 16), for a property that holds the Booking Engine subscription.
  const sellsOnline = data?.subscriptionList.some((s) => s.name.trim().toLowerCase() === 'booking engine');
  if (canSetMessages && sellsOnline) tabs.push('bookingPage');

  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('headings.profile')}
        </Typography>
        {data && <Chip label={data.plan ?? 'Business Starter'} color="primary" variant="outlined" />}
        {data && <Chip label={t(`status.${data.propertyStatus}`)} />}
      </Box>
      {profile.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : profile.isError ? (
        <Alert severity="error" role="alert">
          {profile.error.message}
        </Alert>
      ) : (
        data && (
          <>
            <Tabs
              value={tab}
              onChange={(_, value: TabKey) => setTab(value)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t('profile.tabs.label')}
              sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
            >
              {tabs.map((key) => (
                <Tab
                  key={key}
                  value={key}
                  label={
                    key === 'payments'
                      ? tPay('setting.tab')
                      : key === 'messages'
                        ? tMessages('settings.tab')
                        : key === 'dayClose'
                          ? tDayClose('settings.tab')
                          : key === 'bookingPage'
                            ? t('bookingPage.tab')
                            : t(`profile.tabs.${key}`)
                  }
                  id={`profile-tab-${key}`}
                  aria-controls={`profile-panel-${key}`}
                />
              ))}
            </Tabs>
            <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`}>
              {tab === 'details' && (
                <ProfileForm key={data.id} profile={data} accommodation={accommodation} />
              )}
              {tab === 'images' && (
                <>
                  <Card variant="outlined" sx={{ mb: 2 }}>
                    <CardContent>
                      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
                        {t('profile.logo.title')}
                      </Typography>
                      <LogoUpload profile={data} />
                    </CardContent>
                  </Card>
                  <Card variant="outlined">
                    <CardContent>
                      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
                        {t('profile.images.title')}
                      </Typography>
                      <ImageGallery profile={data} />
                    </CardContent>
                  </Card>
                </>
              )}
              {tab === 'tax' && (
                <TaxTab propertyId={propertyId} currency={data.localCurrency} taxes={data.taxes} />
              )}
              {tab === 'hours' && <HoursTab propertyId={propertyId} />}
              {tab === 'services' && <ServicesTab propertyId={propertyId} />}
              {tab === 'payments' && <PaymentSettingPanel propertyId={propertyId} />}
              {tab === 'messages' && (
                <MessageSettingsPanel propertyId={propertyId} accommodation={accommodation} />
              )}
              {tab === 'dayClose' && <DayCloseSettingsPanel propertyId={propertyId} />}
              {tab === 'bookingPage' && (
                <BookingPageSettingsPanel
                  propertyId={propertyId}
                  seoFriendlyName={data.seoFriendlyName}
                  accommodation={accommodation}
                />
              )}
            </Box>
          </>
        )
      )}
    </>
  );
}
