import { formatNotificationDate, notificationTarget, type Notification } from '@bookone/domain';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useNotificationsDrawer } from '../../../components/layout/notifications-drawer-context';
import { useMarkNotificationRead } from '../api/save-notification';
import { useNotifications } from '../hooks/use-notifications';
import { clearNotifications } from '../stores/cleared-notifications';
import { NOTIFICATIONS_PANEL_ID } from './notifications-button';
import { NotificationStatusIcon } from './notification-status-icon';

/** The created date as 'dd/MM/yyyy HH:mm'; a date the browser cannot read shows as sent. */
function displayDate(value: string): string {
  try {
    return formatNotificationDate(value);
  } catch {
    return value;
  }
}

/**
 * The list inside the slide-in notifications panel (spec §2.2, §4, §9): the New notifications, newest first, each
 * with its status icon, message, reference number and date. Clicking one marks it Read (saved on the server), which
 * refreshes the list, then goes to the page its type leads to (spec §2.4). 'Clear all' empties the panel locally.
 */
export function NotificationsPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const drawer = useNotificationsDrawer();
  const { items, propertyId } = useNotifications();
  const markRead = useMarkNotificationRead(propertyId);

  const open = async (notification: Notification) => {
    try {
      await markRead.mutateAsync(notification.id);
    } catch {
      // The page is what the user asked for: a failed save does not keep them here.
    }
    drawer.setOpen(false);
    await navigate(notificationTarget(notification.notificationType, notification.referenceId));
  };

  return (
    <Box
      id={NOTIFICATIONS_PANEL_ID}
      component="section"
      aria-labelledby={headingId}
      sx={{ width: { xs: '100vw', sm: 360 }, maxWidth: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flexGrow: 1, fontWeight: 700 }}>
          {t('notifications.title')}
        </Typography>
        {items.length > 0 && (
          <Button size="small" onClick={() => clearNotifications(items.map((item) => item.id))}>
            {t('notifications.clearAll')}
          </Button>
        )}
      </Box>
      <Divider />
      {items.length === 0 ? (
        <Box sx={{ px: 3, py: 6, textAlign: 'center', color: 'text.secondary' }}>
          <NotificationsNoneIcon aria-hidden sx={{ fontSize: 40, mb: 1 }} />
          <Typography>{t('notifications.empty')}</Typography>
        </Box>
      ) : (
        <List disablePadding aria-label={t('notifications.title')}>
          {items.map((notification) => (
            <ListItem key={notification.id} disablePadding divider>
              <ListItemButton
                disabled={markRead.isPending}
                onClick={() => void open(notification)}
                sx={{ alignItems: 'flex-start', py: 1.5 }}
              >
                <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
                  <NotificationStatusIcon status={notification.status} />
                </ListItemIcon>
                <ListItemText
                  primary={notification.message}
                  secondary={
                    <>
                      {notification.referenceNumber && (
                        <Box component="span" sx={{ display: 'block' }}>
                          {t('notifications.reference', { reference: notification.referenceNumber })}
                        </Box>
                      )}
                      <Box component="time" dateTime={notification.createdDate} sx={{ display: 'block' }}>
                        {displayDate(notification.createdDate)}
                      </Box>
                    </>
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
