import {
  ACCOMMODATION,
  findRoute,
  formatCurrency,
  formatTargetDate,
  topMenu,
  type MenuItem,
  type Property,
  type User,
} from '@bookone/domain';
import ApartmentIcon from '@mui/icons-material/Apartment';
import FlagIcon from '@mui/icons-material/Flag';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { paths } from '../../../../config/paths';
import { useCurrentUser } from '../../../../features/auth/api/get-user';
import { useLazyDeskActions } from '../compose/lazy-desk-actions';
import { AchievedFigure, HomeFrontOffice } from '../../../../features/dashboard/components/home-front-office';
import { WorkLauncher } from '../../../../features/dashboard/components/work-launcher';
import { getNavigationQueryOptions } from '../../../../features/shell/api/get-navigation';
import { MenuIcon } from '../../../../features/shell/components/menu-icon';
import { useMenuLabel } from '../../../../features/shell/utils/menu-label';
import { useCan } from '../../../../hooks/use-can';
import { canOpenRoute } from '../../../../lib/route-access';
import { getSessionProperty, getSessionRoles, getUserId } from '../../../../lib/session';

/** A service business's today glance: downloaded only by the homes that show it (issue 9's home JS budget). */
const ServiceHome = lazy(() =>
  import('../../../../features/reservations/components/today/service-home').then((m) => ({
    default: m.ServiceHome,
  })),
);

/** How many quick links the dashboard shows at most. */
const QUICK_LINK_LIMIT = 12;

type QuickLink = { name: string; icon: string | undefined; path: string };

/** The internal links of a menu, with their absolute paths (a group's state prefixes its children). */
function quickLinksOf(menu: readonly MenuItem[], parents: string[] = [], icon?: string): QuickLink[] {
  return menu.flatMap((item) => {
    if (item.type === 'separator' || item.type === 'extLink' || item.type === 'icon') return [];
    const states = item.state ? [...parents, item.state] : parents;
    if (item.sub && item.sub.length > 0) return quickLinksOf(item.sub, states, item.icon ?? icon);
    if (!item.state) return [];
    return [{ name: item.name, icon: item.icon ?? icon, path: `/${states.join('/')}`.replace(/\/+/g, '/') }];
  });
}

/** A card of the home page: an icon and a heading (h2, under the page's h1), then its content. */
function HomeCard({ icon, heading, children }: { icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          {icon}
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {heading}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function PropertyCard({ property }: { property: Property | null }) {
  const { t } = useTranslation();
  const isAdmin = getSessionRoles().includes('PROP_ADMIN');
  return (
    <HomeCard icon={<ApartmentIcon color="primary" aria-hidden />} heading={t('home.property.heading')}>
      {property ? (
        <>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {property.name}
          </Typography>
          <Typography color="text.secondary">{property.businessType}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={property.propertyStatus === 'COMPLETED' ? 'success' : 'warning'}
              label={t('home.property.status', { status: t(`home.status.${property.propertyStatus}`) })}
            />
            <Chip
              size="small"
              variant="outlined"
              icon={<WorkspacePremiumIcon />}
              label={t('home.property.plan', { plan: property.plan ?? t('home.property.noPlan') })}
            />
          </Stack>
          {isAdmin && (
            <Button
              component={Link}
              to={paths.masterService.upgradePlan.getHref()}
              size="small"
              sx={{ mt: 2 }}
            >
              {t('home.property.comparePlans')}
            </Button>
          )}
        </>
      ) : (
        <Typography color="text.secondary">{t('home.property.none')}</Typography>
      )}
    </HomeCard>
  );
}

/**
 * The user's sales target (spec §6: target figures appear only when the user has a target), with its period in
 * 'MMM d, y' (spec §9), and for an accommodation property the amount achieved so far with the progress.
 */
function TargetCard({ user, property }: { user: User; property: Property | null }) {
  const { t } = useTranslation();
  if (user.targetAmount == null) return null;
  const currency = property?.localCurrency ?? 'NZD';
  return (
    <HomeCard icon={<FlagIcon color="primary" aria-hidden />} heading={t('home.target.heading')}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {formatCurrency(user.targetAmount, currency)}
      </Typography>
      {user.targetStartDate && user.targetEndDate && (
        <Typography color="text.secondary">
          {t('home.target.period', {
            from: formatTargetDate(user.targetStartDate),
            to: formatTargetDate(user.targetEndDate),
          })}
        </Typography>
      )}
      <AchievedFigure user={user} property={property} />
    </HomeCard>
  );
}

function QuickLinks() {
  const { t } = useTranslation();
  const label = useMenuLabel();
  const { pathname } = useLocation();
  // The full menu of the user (GET /api/me/navigation); without it the dashboard simply has no quick links.
  const { data } = useQuery(getNavigationQueryOptions(getUserId(), 'icon-menu'));
  if (!data) return null;
  const seen = new Set<string>([pathname]);
  const links = quickLinksOf(topMenu(data.menu))
    .filter((link) => {
      if (seen.has(link.path)) return false;
      seen.add(link.path);
      const route = findRoute(link.path);
      return !route || canOpenRoute(route, link.path);
    })
    .slice(0, QUICK_LINK_LIMIT);
  if (links.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="quick-links-heading" sx={{ mt: 4 }}>
      <Typography id="quick-links-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {t('home.quickLinks')}
      </Typography>
      <Grid container spacing={2}>
        {links.map((link) => (
          <Grid key={link.path} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={link.path} sx={{ height: '100%', p: 2 }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <MenuIcon name={link.icon} color="primary" aria-hidden />
                  <Typography sx={{ fontWeight: 500 }}>{label(link.name)}</Typography>
                </Stack>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/**
 * master-service/home: the dashboard landing page (spec §2.5): a greeting, the property, the target, the launcher
 * to every page the role may open, today's front desk for an accommodation property or today's reservations for a
 * service business (a spa, a barber), and the menu's quick links.
 */
export default function DashboardRoute() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const property = getSessionProperty();
  const deskActions = useLazyDeskActions();
  const canReadReservations = useCan('reservation.read');
  const serviceBusiness = property != null && property.businessType !== ACCOMMODATION && canReadReservations;
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('dashboard.heading')}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        {user ? t('home.greeting', { firstName: user.firstName }) : t('home.greetingNoName')}
      </Typography>
      <Grid container spacing={2} sx={{ mt: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PropertyCard property={property} />
        </Grid>
        {user?.targetAmount != null && (
          <Grid size={{ xs: 12, md: 6 }}>
            <TargetCard user={user} property={property} />
          </Grid>
        )}
      </Grid>
      <WorkLauncher />
      <HomeFrontOffice property={property} deskActions={deskActions} />
      {serviceBusiness && (
        <Suspense fallback={null}>
          <ServiceHome propertyId={property.id} />
        </Suspense>
      )}
      <QuickLinks />
    </>
  );
}
