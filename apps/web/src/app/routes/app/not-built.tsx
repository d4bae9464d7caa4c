import { APP_ROUTES } from '@bookone/domain';
import ConstructionIcon from '@mui/icons-material/Construction';
import HomeIcon from '@mui/icons-material/Home';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';

import { APP_NAME } from '../../../config/env';
import { paths } from '../../../config/paths';
import type { TranslationKey } from '../../../lib/route-handle';
import { userHomePath } from '../../../lib/route-access';

/** The owners of the domain route table, as translation keys; an owner not listed shows as written. */
const OWNER_KEYS: Record<string, TranslationKey> = {
  'shell (issue 3)': 'notBuilt.owners.shell',
  'property setup (issue 4)': 'notBuilt.owners.propertySetup',
  'front office (issue 5)': 'notBuilt.owners.frontOffice',
  'not yet planned': 'notBuilt.owners.notPlanned',
};

/**
 * The one page every route of the domain table shows until its module is built: the page title, which piece of
 * work brings it, and a way back home. It reads its route from the matched route id.
 */
export default function NotBuiltRoute() {
  const { t } = useTranslation();
  const matches = useMatches();
  const match = matches.at(-1);
  const route = APP_ROUTES.find((candidate) => candidate.id === match?.id);
  const values = { ...match?.params, appName: APP_NAME };
  const title = route ? t(route.title as TranslationKey, values) : t('notBuilt.fallbackTitle');
  const ownerKey = route ? OWNER_KEYS[route.owner] : undefined;
  const owner = ownerKey ? t(ownerKey) : (route?.owner ?? '');
  // The user's home, unless this page is it (a starter business's profile page is not built yet).
  const { pathname } = useLocation();
  const home = userHomePath();
  const homeHref = home === pathname ? paths.home.getHref() : home;

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 4, sm: 8 } }}>
      <Card variant="outlined" sx={{ maxWidth: 560, width: '100%', textAlign: 'center' }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Avatar sx={{ mx: 'auto', mb: 2, width: 56, height: 56, bgcolor: 'secondary.main' }}>
            <ConstructionIcon aria-hidden />
          </Avatar>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Chip label={t('notBuilt.badge')} size="small" sx={{ mt: 1.5 }} />
          <Typography sx={{ mt: 2, color: 'text.secondary' }}>
            {t('notBuilt.description', { owner })}
          </Typography>
          <Button component={Link} to={homeHref} variant="contained" startIcon={<HomeIcon />} sx={{ mt: 4 }}>
            {t('common.backHome')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
