import type { User } from '@bookone/domain';
import { createContext, useContext } from 'react';

import type { ShellProperty } from '../utils/shell-rules';
import type { SidebarMenu } from './use-sidebar-menu';

/** What the layout shows of the signed-in user (GET /api/user/findById). */
export type ShellUser = Pick<User, 'firstName' | 'lastName' | 'photoUrl'> & { email?: string };

export type ShellContextValue = {
  user: ShellUser | null;
  /** As stored in the session (spec §3): the first entry decides the menu. */
  roles: readonly string[];
  property: ShellProperty | null;
  menu: SidebarMenu;
  /** Where the Home button goes (spec §2.1): from the navigation answer, else computed from the session. */
  homePath: string;
  signOut: () => void;
};

export const ShellContext = createContext<ShellContextValue | null>(null);

/** The session, user and menu of the admin layout. */
export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside AdminLayout.');
  return value;
}
