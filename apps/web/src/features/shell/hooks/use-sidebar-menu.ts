import type { MenuItem, SideMenuType } from '@bookone/domain';
import { useEffect, useRef, useState } from 'react';

import { getUserId } from '../../../lib/session';
import { useNavigationMenu } from '../api/get-navigation';

/** Spec §9: the menu refreshes itself once, 3000 ms after it first loads. */
export const AUTO_REFRESH_DELAY_MS = 3000;
/** Spec §9: the Refresh button clears the menu and reloads it after 100 ms. */
export const MANUAL_REFRESH_DELAY_MS = 100;

export type SidebarMenu = {
  menu: MenuItem[];
  /** Where the Home button goes, when the navigation answer has arrived. */
  homePath: string | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Clears the menu at once and reloads it after 100 ms. */
  refresh: () => void;
};

/** The menu of the signed-in user for a side menu type, with the refresh rules of spec §4. */
export function useSidebarMenu(sideMenuType: SideMenuType): SidebarMenu {
  const [userId] = useState(getUserId);
  const query = useNavigationMenu(userId, sideMenuType);
  const { refetch, isSuccess } = query;
  const [cleared, setCleared] = useState(false);
  const autoRefreshed = useRef(false);
  const manualTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!isSuccess || autoRefreshed.current) return;
    const timer = setTimeout(() => {
      autoRefreshed.current = true;
      void refetch();
    }, AUTO_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, refetch]);

  useEffect(() => () => clearTimeout(manualTimer.current), []);

  const refresh = () => {
    setCleared(true);
    clearTimeout(manualTimer.current);
    manualTimer.current = setTimeout(() => {
      void refetch().finally(() => setCleared(false));
    }, MANUAL_REFRESH_DELAY_MS);
  };

  return {
    menu: cleared ? [] : (query.data?.menu ?? []),
    homePath: query.data?.homePath,
    isLoading: cleared || query.isPending,
    isError: !cleared && query.isError,
    refresh,
  };
}
