import {
  ESSENTIALS_PLAN,
  maxImagesFor,
  MENUS,
  PREMIUM_PLAN,
  STARTER_PLAN,
  type MenuKey,
  type Plan,
} from '@bookone/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MailIcon from '@mui/icons-material/Mail';
import RemoveIcon from '@mui/icons-material/Remove';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../../components/dialogs/confirm-dialog';
import { APP_NAME, SUPPORT_EMAIL } from '../../../../config/env';
import type { TranslationKey } from '../../../../lib/route-handle';
import { getSessionProperty } from '../../../../lib/session';

/** The plans of spec §9, cheapest first, with the menu each one gets (domain menu selection, spec §6). */
const PLAN_ORDER: readonly { plan: Plan; menu: MenuKey }[] = [
  { plan: STARTER_PLAN, menu: 'starter' },
  { plan: ESSENTIALS_PLAN, menu: 'essentials' },
  { plan: PREMIUM_PLAN, menu: 'premium' },
];

/** Every feature of the largest plan, by the address it opens; a plan has a feature when its menu links there. */
const FEATURES = MENUS.premium.map((item) => ({
  state: item.state ?? item.name,
  label: `upgrade.features.${item.name.replace(/^menu\./, '')}` as TranslationKey,
}));

function planHas(menu: MenuKey, state: string): boolean {
  return MENUS[menu].some((item) => (item.state ?? item.name) === state);
}

/** The instructions shown once the user confirms: plan changes are made by the platform team, not here. */
function RequestInstructions({ plan, propertyName }: { plan: Plan; propertyName: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // The answer to the user's click: bring it into view (the plans are further down the page).
  useEffect(() => {
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [plan]);
  const subject = t('upgrade.request.mailSubject', { plan, property: propertyName });
  return (
    <Alert ref={ref} severity="info" sx={{ mt: 3 }} role="status">
      <AlertTitle>{t('upgrade.request.title', { plan })}</AlertTitle>
      <Typography variant="body2">{t('upgrade.request.notSent', { appName: APP_NAME })}</Typography>
      {SUPPORT_EMAIL ? (
        <>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('upgrade.request.contactEmail', { email: SUPPORT_EMAIL, plan, property: propertyName })}
          </Typography>
          <Button
            href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`}
            startIcon={<MailIcon />}
            size="small"
            sx={{ mt: 1 }}
          >
            {t('upgrade.request.writeEmail')}
          </Button>
        </>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('upgrade.request.contactAdmin', { plan, property: propertyName })}
        </Typography>
      )}
    </Alert>
  );
}

/**
 * /master-service/Upgrade-Plan (spec §2.1), reached from 'Upgrade Now': the three plans side by side with their
 * image allowance (spec §9) and the features their menus open, the current plan highlighted. There is no payment
 * flow: asking for an upgrade (after a confirmation) explains how to reach the platform team, who make the change.
 */
export default function UpgradePlanRoute() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const property = getSessionProperty();
  // A property without a plan is on the starter plan (domain maxImagesFor).
  const current = property?.plan ?? STARTER_PLAN;
  const currentRank = PLAN_ORDER.findIndex((entry) => entry.plan === current);
  const [requested, setRequested] = useState<Plan | null>(null);

  const request = async (plan: Plan) => {
    const ok = await confirm({
      title: t('upgrade.confirm.title'),
      message: t('upgrade.confirm.message', { plan, property: property?.name ?? APP_NAME }),
      okText: t('upgrade.confirm.ok'),
    });
    if (ok) setRequested(plan);
  };

  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('upgrade.heading')}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('upgrade.intro', { plan: current })}</Typography>
      {requested && <RequestInstructions plan={requested} propertyName={property?.name ?? ''} />}
      <Grid
        container
        spacing={2}
        component="ul"
        role="list"
        aria-label={t('upgrade.plansLabel')}
        sx={{ mt: 2, mb: 0, p: 0, listStyle: 'none' }}
      >
        {PLAN_ORDER.map(({ plan, menu }, rank) => {
          const isCurrent = plan === current;
          return (
            <Grid key={plan} size={{ xs: 12, md: 4 }} component="li">
              <Card
                variant="outlined"
                aria-current={isCurrent ? 'true' : undefined}
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  borderWidth: isCurrent ? 2 : 1,
                  borderColor: isCurrent ? 'primary.main' : 'divider',
                }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <WorkspacePremiumIcon color={isCurrent ? 'primary' : 'action'} aria-hidden />
                    <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                      {plan}
                    </Typography>
                  </Box>
                  <Box sx={{ minHeight: 24, mt: 1 }}>
                    {isCurrent && <Chip size="small" color="primary" label={t('upgrade.currentPlan')} />}
                  </Box>
                  <Typography sx={{ mt: 1, fontWeight: 600 }}>
                    {t('upgrade.images', { count: maxImagesFor(plan) })}
                  </Typography>
                  <List dense aria-label={t('upgrade.featuresOf', { plan })}>
                    {FEATURES.map((feature) => {
                      const included = planHas(menu, feature.state);
                      return (
                        <ListItem key={feature.state} disableGutters sx={{ opacity: included ? 1 : 0.7 }}>
                          <ListItemIcon sx={{ minWidth: 32 }}>
                            {included ? (
                              <CheckCircleIcon
                                color="success"
                                fontSize="small"
                                titleAccess={t('upgrade.included')}
                              />
                            ) : (
                              <RemoveIcon fontSize="small" titleAccess={t('upgrade.notIncluded')} />
                            )}
                          </ListItemIcon>
                          <ListItemText primary={t(feature.label)} />
                        </ListItem>
                      );
                    })}
                  </List>
                </CardContent>
                <CardActions sx={{ p: 2, pt: 0 }}>
                  {rank > currentRank && (
                    <Button
                      variant="contained"
                      fullWidth
                      aria-label={t('upgrade.requestUpgradeTo', { plan })}
                      onClick={() => void request(plan)}
                    >
                      {t('upgrade.requestUpgrade')}
                    </Button>
                  )}
                </CardActions>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
}
