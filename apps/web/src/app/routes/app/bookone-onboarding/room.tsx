import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import {
  getOnboarding,
  onboardingQueryKey,
  useOnboarding,
} from '../../../../features/onboarding/api/get-onboarding';
import { useRefreshSessionProperty } from '../../../../features/onboarding/api/refresh-property';
import { RoomSetup } from '../../../../features/onboarding/components/room-setup';
import { SetupComplete } from '../../../../features/onboarding/components/setup-complete';
import { getPropertyId, getSessionProperty } from '../../../../lib/session';

/**
 * /bookone-onboarding/room, "Add Room" (spec §2.5): room types and their physical rooms. When the first room type
 * has rooms the property is COMPLETED: the session's property and the menu are refreshed and next steps shown.
 */
export default function OnboardingRoomRoute() {
  const { t } = useTranslation('setup');
  const propertyId = getPropertyId();
  const onboarding = useOnboarding(propertyId);
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSessionProperty();
  const [completed, setCompleted] = useState(false);
  const [refreshError, setRefreshError] = useState<string | null>(null);

  const onRoomsAdded = async () => {
    if (propertyId == null) return;
    setRefreshError(null);
    try {
      const progress = await getOnboarding(propertyId);
      queryClient.setQueryData(onboardingQueryKey(propertyId), progress);
      const property = await refreshSession(propertyId);
      if (property.propertyStatus === 'COMPLETED' && property.noOfRoomType > 0) setCompleted(true);
    } catch (error) {
      setRefreshError(error instanceof Error ? error.message : String(error));
    }
  };

  const wizardOpen = onboarding.data?.steps.some(
    (s) => !s.done && ['business', 'manager', 'tax', 'plan'].includes(s.step),
  );
  const session = getSessionProperty();

  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {t('headings.addRoom')}
      </Typography>
      {propertyId == null ? (
        <Alert severity="warning">{t('noProperty')}</Alert>
      ) : completed ? (
        <SetupComplete accommodation homePath="/master-service/home" />
      ) : onboarding.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      ) : (
        <>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('rooms.intro')}</Typography>
          {wizardOpen && (
            <Alert
              severity="info"
              sx={{ mb: 2 }}
              action={
                <Button
                  component={RouterLink}
                  to={`/bookone-onboarding/property/0/${session?.organisationId ?? 0}`}
                  color="inherit"
                  size="small"
                >
                  {t('rooms.openWizard')}
                </Button>
              }
            >
              {t('rooms.wizardOpen')}
            </Alert>
          )}
          {refreshError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {refreshError}
            </Alert>
          )}
          <RoomSetup
            propertyId={propertyId}
            currency={session?.localCurrency ?? 'NZD'}
            onRoomsAdded={onRoomsAdded}
          />
        </>
      )}
    </>
  );
}
