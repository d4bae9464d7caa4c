import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

import { Hint } from '../../../components/hint/hint';
import { useNotificationsDrawer } from '../../../components/layout/notifications-drawer-context';
import { useNotificationSound } from '../hooks/use-notification-sound';
import { useNotifications } from '../hooks/use-notifications';

/** The id of the notifications panel, which this button controls. */
export const NOTIFICATIONS_PANEL_ID = 'notifications-panel';

/**
 * The bell of the header (spec §2.3): the count of New notifications as a badge (spec §4: only for a property admin
 * whose property is COMPLETED), opening and closing the slide-in notifications panel. It also plays the sound when
 * the count grows (spec §9), and it is the one that listens to the live channel for the count and the panel.
 */
export function NotificationsButton() {
  const { t } = useTranslation();
  const drawer = useNotificationsDrawer();
  const { count, ready } = useNotifications({ live: true });
  useNotificationSound(count, ready);
  const label = count > 0 ? t('notifications.buttonWithCount', { count }) : t('notifications.button');

  return (
    <Hint title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-expanded={drawer.open}
        aria-controls={NOTIFICATIONS_PANEL_ID}
        onClick={drawer.toggle}
      >
        <Badge badgeContent={count} color="secondary" invisible={count === 0} max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Hint>
  );
}
