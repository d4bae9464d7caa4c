import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigation } from 'react-router';

/**
 * A thin bar at the top of the window while a lazy route module or a route loader is loading (spec §2.2). Inside
 * the signed-in area the admin layout shows its own bar under the header, so this one steps aside there.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const inAdminLayout = useMatches().some((match) => match.id === 'app');
  if (navigation.state === 'idle' || inAdminLayout) return null;
  return (
    <LinearProgress
      aria-label={t('common.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    />
  );
}
