import { ACCOMMODATION, can, formatCurrency, type Property, type User } from '@bookone/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { getSessionRoles } from '../../../lib/session';
import { useSalesReport } from '../api/dashboard';
import { achievedBy, formatPercent, progressOf } from '../utils/figures';
import { FrontDeskPanels, type DeskActions } from './front-desk-panels';

const isAccommodation = (property: Property | null): property is Property =>
  property?.businessType === ACCOMMODATION;

/**
 * The home page's front office, for an accommodation property: today's desk panels (property staff whose menu is
 * only the Dashboard do their daily work here), or the housekeeping board's link for housekeeping staff.
 */
export function HomeFrontOffice({
  property,
  deskActions,
}: {
  property: Property | null;
  deskActions: DeskActions;
}) {
  const { t } = useTranslation('dashboard');
  if (!isAccommodation(property)) return null;
  return (
    <Box component="section" aria-labelledby="home-front-office-heading" sx={{ mt: 4 }}>
      <Typography id="home-front-office-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {t('home.heading')}
      </Typography>
      <FrontDeskPanels propertyId={property.id} actions={deskActions} />
    </Box>
  );
}

/**
 * The achieved figure next to the target (spec §6): the sum of the current user's rows of the sales report over the
 * target period, with the progress towards the target. Only for accommodation properties and users with a target
 * period, and only for roles that may read the report.
 */
export function AchievedFigure({ user, property }: { user: User; property: Property | null }) {
  const { t, i18n } = useTranslation('dashboard');
  const from = user.targetStartDate;
  const to = user.targetEndDate;
  const enabled =
    isAccommodation(property) &&
    user.targetAmount != null &&
    from != null &&
    to != null &&
    to >= from &&
    can(getSessionRoles(), 'report.sales');
  const report = useSalesReport(property?.id ?? 0, from ?? '', to ?? '', enabled);
  if (!enabled) return null;
  if (report.isLoading) return <Skeleton variant="text" width="60%" />;
  if (report.isError)
    return (
      <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
        {t('target.failed')}
      </Typography>
    );
  const achieved = achievedBy(report.data ?? [], user.username);
  const progress = progressOf(achieved, user.targetAmount ?? 0);
  const percent = formatPercent(progress.percent, i18n.language);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="p" sx={{ fontWeight: 600 }} data-testid="target-achieved">
        {t('target.achieved', { amount: formatCurrency(achieved, property?.localCurrency) })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progress.bar}
        aria-label={t('target.progressLabel')}
        aria-valuetext={t('target.progress', { percent })}
        sx={{ mt: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('target.progress', { percent })}
      </Typography>
    </Box>
  );
}
