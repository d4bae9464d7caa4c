import {
  ACCOMMODATION,
  PREMIUM_PLAN,
  type BusinessStepInput,
  type ManagerStepInput,
  type OnboardingProgress,
  type OnboardingStep,
  type PlanStepInput,
  type PropertyProfile,
  type TaxStepInput,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { api } from '../../../lib/api-client';
import { getSessionProperty } from '../../../lib/session';
import { useBusinessHours, useSaveBusinessHours, useSaveBusinessService } from '../api/business-setup';
import { onboardingQueryKey, useOnboarding } from '../api/get-onboarding';
import { useRefreshSessionProperty } from '../api/refresh-property';
import { useSaveOnboardingStep } from '../api/save-onboarding-step';
import { BusinessHoursForm, defaultWeek } from './business-hours-form';
import { BusinessServiceForm, emptyService } from './business-service-form';
import { BusinessStepForm } from './business-step-form';
import { ManagerStepForm } from './manager-step-form';
import { PlanStepForm } from './plan-step-form';
import { SetupComplete } from './setup-complete';
import { TaxesForm } from './taxes-form';

export const ROOM_PAGE = '/bookone-onboarding/room';

/** The wizard's steps for a business type: accommodation's last one is the room page. */
function wizardSteps(progress: OnboardingProgress): OnboardingStep[] {
  const steps = progress.steps.map((s) => s.step);
  return progress.businessType === ACCOMMODATION ? steps.filter((s) => s !== 'rooms') : steps;
}

const saved = <T,>(progress: OnboardingProgress, step: string) => progress.saved[step] as T | undefined;

function businessDefaults(
  progress: OnboardingProgress,
  profile: PropertyProfile | undefined,
): BusinessStepInput {
  const fromSave = saved<BusinessStepInput>(progress, 'business');
  if (fromSave) return fromSave;
  const session = getSessionProperty();
  return {
    name: profile?.name ?? session?.name ?? '',
    businessType: profile?.businessType ?? progress.businessType,
    shortName: profile?.shortName ?? '',
    email: profile?.email ?? session?.email ?? '',
    phone: profile?.phone ?? '',
    mobile: profile?.mobile ?? '',
    whatsApp: profile?.whatsApp ?? '',
    website: profile?.website ?? '',
    address: {
      addressLine1: profile?.address.addressLine1 ?? '',
      addressLine2: profile?.address.addressLine2 ?? '',
      suburb: profile?.address.suburb ?? '',
      city: profile?.address.city ?? '',
      state: profile?.address.state ?? '',
      country: profile?.address.country ?? '',
      postcode: profile?.address.postcode ?? '',
    },
    timezone: profile?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone,
    localCurrency: (profile?.localCurrency ?? 'NZD') as BusinessStepInput['localCurrency'],
  };
}

/**
 * The onboarding wizard (spec §2.5 "Add Property" / "Business Details Setup"): business details, manager, taxes,
 * plan, then for accommodation the room page and for other businesses opening hours and a first service. Each step
 * is saved on the server as it is finished; coming back opens the first step not done.
 */
export function OnboardingWizard({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('setup');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onboarding = useOnboarding(propertyId);
  const [profile, setProfile] = useState<PropertyProfile | undefined>();
  const [profileLoaded, setProfileLoaded] = useState(false);
  const [chosen, setChosen] = useState<OnboardingStep | null>(null);
  const [completed, setCompleted] = useState(false);
  const refreshSession = useRefreshSessionProperty();
  const hours = useBusinessHours(
    onboarding.data && onboarding.data.businessType !== ACCOMMODATION ? propertyId : null,
  );
  const headingRef = useRef<HTMLDivElement>(null);

  const saveBusiness = useSaveOnboardingStep(propertyId, 'business');
  const saveManager = useSaveOnboardingStep(propertyId, 'manager');
  const saveTax = useSaveOnboardingStep(propertyId, 'tax');
  const savePlan = useSaveOnboardingStep(propertyId, 'plan');
  const saveHours = useSaveBusinessHours(propertyId);
  const saveService = useSaveBusinessService(propertyId);

  useEffect(() => {
    let live = true;
    api
      .get<PropertyProfile>(`/api/property/${propertyId}/profile`)
      .then((p) => live && setProfile(p))
      .catch(() => undefined)
      .finally(() => live && setProfileLoaded(true));
    return () => {
      live = false;
    };
  }, [propertyId]);

  const progress = onboarding.data;
  const accommodation = progress?.businessType === ACCOMMODATION;

  // Resume: the first unfinished step (the room page for accommodation once the wizard is done).
  const resumeOnRoomPage =
    !!progress && accommodation && (progress.nextStep === 'roomTypes' || progress.nextStep === 'rooms');
  useEffect(() => {
    if (resumeOnRoomPage && !chosen) void navigate(ROOM_PAGE, { replace: true });
  }, [resumeOnRoomPage, chosen, navigate]);
  const active: OnboardingStep | null =
    chosen ?? (progress && !resumeOnRoomPage ? (progress.nextStep ?? wizardSteps(progress)[0]!) : null);
  const setActive = setChosen;

  useEffect(() => {
    headingRef.current?.focus();
  }, [active]);

  if (onboarding.isError)
    return (
      <Alert severity="error" role="alert">
        {onboarding.error.message}
      </Alert>
    );
  if (!progress || !profileLoaded || !active)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );

  const steps = wizardSteps(progress);
  const activeIndex = steps.indexOf(active);
  const doneOf = (step: OnboardingStep) => progress.steps.find((s) => s.step === step)?.done ?? false;
  const goBack = () => setActive(steps[Math.max(0, activeIndex - 1)]!);

  /** After a save: the next step, the room page, or (when the server says COMPLETED) the success screen. */
  const advance = async (next: OnboardingProgress) => {
    if (next.complete && next.propertyStatus === 'COMPLETED' && progress.propertyStatus === 'NEW') {
      await refreshSession(propertyId);
      setCompleted(true);
      return;
    }
    const following = steps[activeIndex + 1];
    if (!following) {
      if (next.complete) {
        await refreshSession(propertyId);
        setCompleted(true);
      }
      return;
    }
    if (following === 'roomTypes') {
      await refreshSession(propertyId);
      void navigate(ROOM_PAGE);
      return;
    }
    setActive(following);
  };

  const afterServerWrite = async () => {
    const next = await queryClient.fetchQuery({
      queryKey: onboardingQueryKey(propertyId),
      queryFn: () => api.get<OnboardingProgress>(`/api/property/${propertyId}/onboarding`),
      staleTime: 0,
    });
    await advance(next);
  };

  if (completed) return <SetupComplete accommodation={accommodation} homePath="/master-service/home" />;

  const currency = profile?.localCurrency ?? getSessionProperty()?.localCurrency ?? 'NZD';
  const taxDefaults: TaxStepInput = saved<TaxStepInput>(progress, 'tax') ?? {
    taxes: profile?.taxes.length ? profile.taxes : [{ name: 'GST', percentage: 15, taxSlabsList: [] }],
  };

  return (
    <Box>
      <Typography variant="body1" sx={{ color: 'text.secondary', mb: 2 }}>
        {accommodation ? t('wizard.introAccommodation') : t('wizard.introBusiness')}
      </Typography>
      <Stepper
        nonLinear
        activeStep={activeIndex}
        orientation={narrow ? 'vertical' : 'horizontal'}
        alternativeLabel={!narrow}
        sx={{ mb: 3 }}
        aria-label={t('wizard.progress')}
      >
        {steps.map((step, index) => {
          const done = doneOf(step);
          const reachable = done || index <= steps.findIndex((s) => !doneOf(s));
          return (
            <Step key={step} completed={done}>
              {reachable && step !== 'roomTypes' ? (
                <StepButton
                  onClick={() => setActive(step)}
                  aria-current={step === active ? 'step' : undefined}
                  optional={done ? <Typography variant="caption">{t('wizard.saved')}</Typography> : undefined}
                >
                  {t(`steps.${step}`)}
                </StepButton>
              ) : step === 'roomTypes' && reachable ? (
                <StepButton onClick={() => void navigate(ROOM_PAGE)}>{t('steps.roomTypes')}</StepButton>
              ) : (
                <StepLabel>{t(`steps.${step}`)}</StepLabel>
              )}
            </Step>
          );
        })}
      </Stepper>
      <Card variant="outlined">
        <CardContent>
          <Typography
            ref={headingRef}
            tabIndex={-1}
            component="h2"
            variant="h6"
            sx={{ fontWeight: 700, mb: 0.5, outline: 'none' }}
          >
            {t('wizard.stepOf', { n: activeIndex + 1, total: steps.length, name: t(`steps.${active}`) })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {t(`stepHints.${active}`)}
          </Typography>
          {active === 'business' && (
            <BusinessStepForm
              defaultValues={businessDefaults(progress, profile)}
              onSave={async (values) => advance(await saveBusiness.mutateAsync(values))}
            />
          )}
          {active === 'manager' && (
            <ManagerStepForm
              defaultValues={
                saved<ManagerStepInput>(progress, 'manager') ?? {
                  managerFirstName: profile?.managerFirstName ?? '',
                  managerLastName: profile?.managerLastName ?? '',
                  managerEmail: profile?.managerEmail ?? '',
                  managerContactNo: profile?.managerContactNo ?? '',
                }
              }
              onBack={goBack}
              onSave={async (values) => advance(await saveManager.mutateAsync(values))}
            />
          )}
          {active === 'tax' && (
            <TaxesForm
              defaultValues={taxDefaults}
              currency={currency}
              onBack={goBack}
              onSave={async (values) => advance(await saveTax.mutateAsync(values))}
            />
          )}
          {active === 'plan' && (
            <PlanStepForm
              defaultValues={
                saved<PlanStepInput>(progress, 'plan') ?? {
                  plan: profile?.plan ?? PREMIUM_PLAN,
                  subscriptions: [],
                }
              }
              onBack={goBack}
              onSave={async (values) => advance(await savePlan.mutateAsync(values))}
            />
          )}
          {active === 'businessHours' &&
            (hours.isPending ? (
              <CircularProgress aria-label={t('loading')} />
            ) : (
              <BusinessHoursForm
                defaultDays={hours.data && hours.data.length === 7 ? hours.data : defaultWeek()}
                onBack={goBack}
                onSave={async (values) => {
                  await saveHours.mutateAsync(values);
                  await afterServerWrite();
                }}
              />
            ))}
          {active === 'businessService' && (
            <BusinessServiceForm
              defaultValues={{ ...emptyService(), email: profile?.email ?? '', phone: profile?.phone ?? '' }}
              onBack={goBack}
              submitLabel={t('wizard.finish')}
              onSave={async (values) => {
                await saveService.mutateAsync({ input: values });
                await afterServerWrite();
              }}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
