import type { Booking, BookingAction } from '@bookone/domain';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { bookingActionStates } from '../utils/booking-actions';
import { currentProperty } from '../utils/property';

type RowActionsProps = {
  booking: Booking;
  onAction: (action: BookingAction, booking: Booking) => void;
};

/** The ⋮ menu of a row: view, then the lifecycle steps the booking's state allows (refused ones say why). */
export function BookingRowActions({ booking, onAction }: RowActionsProps) {
  const { t } = useTranslation('bookings');
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { today, timeZone } = currentProperty();
  const states = anchor ? bookingActionStates(booking, today, timeZone) : [];
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('list.actionsFor', { number: booking.bookingNumber })}
        aria-haspopup="menu"
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
        onKeyDown={(e) => e.stopPropagation()}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor != null} onClose={close} onClick={(e) => e.stopPropagation()}>
        <MenuItem
          onClick={() => {
            close();
            void navigate(`/bookone/manage-booking/${booking.id}`);
          }}
        >
          {t('actions.VIEW')}
        </MenuItem>
        {states.map((s) => (
          <MenuItem
            key={s.action}
            disabled={!s.allowed}
            onClick={() => {
              close();
              onAction(s.action, booking);
            }}
          >
            <ListItemText
              primary={t(`actions.${s.action}`)}
              secondary={s.reason ? t(`reasons.${s.reason}`) : undefined}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
