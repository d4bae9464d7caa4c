import HomeIcon from '@mui/icons-material/Home';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Hint } from '../../../components/hint/hint';
import { useShell } from '../hooks/use-shell';
import { canUpgrade, showsHome, UPGRADE_PATH } from '../utils/shell-rules';

/** Spec §2.3: the Home button, only when the property status is COMPLETED; goes to the home path of §2.1. */
export function HomeButton() {
  const { t } = useTranslation('shell');
  const { property, homePath } = useShell();
  if (!showsHome(property)) return null;
  return (
    <Hint title={t('layout.home')}>
      <IconButton color="inherit" component={Link} to={homePath} aria-label={t('layout.home')}>
        <HomeIcon />
      </IconButton>
    </Hint>
  );
}

/** Spec §2.3, §6: 'Upgrade Now', only for a property admin whose plan is not Business Premium. */
export function UpgradeButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const { roles, property } = useShell();
  if (!canUpgrade(roles, property)) return null;
  if (compact) {
    return (
      <Hint title={t('layout.upgradeNow')}>
        <IconButton color="inherit" component={Link} to={UPGRADE_PATH} aria-label={t('layout.upgradeNow')}>
          <RocketLaunchIcon />
        </IconButton>
      </Hint>
    );
  }
  return (
    <Button
      component={Link}
      to={UPGRADE_PATH}
      variant="contained"
      size="small"
      startIcon={<RocketLaunchIcon />}
      sx={{
        bgcolor: '#f59e0b',
        color: '#1f2937',
        whiteSpace: 'nowrap',
        '&:hover': { bgcolor: '#fbbf24' },
      }}
    >
      {t('layout.upgradeNow')}
    </Button>
  );
}
