import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AppsIcon from '@mui/icons-material/Apps';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import ConciergeBellIcon from '@mui/icons-material/RoomService';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { getSessionRoles } from '../../../lib/session';
import { launcherFor, type LauncherGroup, type LauncherSection } from '../../../lib/reachable-pages';

const GROUP_ICONS: Record<LauncherGroup, SvgIconComponent> = {
  frontDesk: ConciergeBellIcon,
  guests: PeopleIcon,
  money: PaymentsIcon,
  housekeeping: CleaningServicesIcon,
  rates: PriceChangeIcon,
  property: ApartmentIcon,
  sales: StorefrontIcon,
  administration: AdminPanelSettingsIcon,
  other: AppsIcon,
};

function GroupCard({ section }: { section: LauncherSection }) {
  const { t } = useTranslation('dashboard');
  // Route titles live in the default namespace (routes.page.*), like the menu and the document title.
  const { t: tr } = useTranslation();
  const headingId = useId();
  const Icon = GROUP_ICONS[section.group];
  return (
    // A card per group, not a landmark: the launcher itself is the region (nine more would crowd the landmarks).
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Icon color="primary" aria-hidden />
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t(`launcher.groups.${section.group}`)}
          </Typography>
        </Stack>
        <List dense disablePadding aria-labelledby={headingId}>
          {section.links.map((link) => (
            <ListItem key={link.id} disablePadding>
              <ListItemButton component={Link} to={link.path} sx={{ borderRadius: 1 }}>
                <ListItemText primary={tr(link.title as never)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/**
 * "Your work": one click to every page the user's role may open, grouped by task (see utils/launcher.ts). Staff
 * whose menu is only the Dashboard find their bookings, tape chart, payments, guests and board here.
 */
export function WorkLauncher({ roles = getSessionRoles() }: { roles?: readonly string[] }) {
  const { t } = useTranslation('dashboard');
  const sections = launcherFor(roles);
  if (sections.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="work-launcher-heading" sx={{ mt: 4 }}>
      <Typography id="work-launcher-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {t('launcher.heading')}
      </Typography>
      <Grid container spacing={2}>
        {sections.map((section) => (
          <Grid key={section.group} size={{ xs: 12, sm: 6, lg: 4 }}>
            <GroupCard section={section} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
