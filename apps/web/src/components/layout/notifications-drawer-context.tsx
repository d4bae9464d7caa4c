import { createContext, useContext } from 'react';

/**
 * The slide-in notifications panel of the admin layout (spec §2.2). AdminLayout (features/shell) owns the drawer
 * and provides this context; the notifications button (features/notifications) reads it to open and close the
 * drawer, so neither feature imports the other.
 */
export type NotificationsDrawerState = {
  open: boolean;
  toggle: () => void;
  setOpen: (open: boolean) => void;
};

const closed: NotificationsDrawerState = { open: false, toggle: () => undefined, setOpen: () => undefined };

export const NotificationsDrawerContext = createContext<NotificationsDrawerState>(closed);

/** The drawer's state; outside AdminLayout (e.g. a component test) it is closed and does nothing. */
export function useNotificationsDrawer(): NotificationsDrawerState {
  return useContext(NotificationsDrawerContext);
}
