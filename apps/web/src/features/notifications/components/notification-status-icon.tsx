import type { Notification } from '@bookone/domain';
import CancelIcon from '@mui/icons-material/Cancel';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { useTranslation } from 'react-i18next';

/** Spec §4: confirmed shows a primary receipt icon, cancelled a warn icon, submitted an accent icon. */
export function NotificationStatusIcon({ status }: { status: Notification['status'] }) {
  const { t } = useTranslation();
  const title = t(`notifications.status.${status}`);
  switch (status) {
    case 'confirmed':
      return <ReceiptIcon color="primary" titleAccess={title} data-status={status} />;
    case 'cancelled':
      return <CancelIcon color="error" titleAccess={title} data-status={status} />;
    case 'submitted':
      return <PendingActionsIcon color="secondary" titleAccess={title} data-status={status} />;
  }
}
