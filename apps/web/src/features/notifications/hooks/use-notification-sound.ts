import { useEffect } from 'react';

import { getStoredNotificationCount, setStoredNotificationCount } from '../../../lib/session';

/** The bundled sound (public/sounds/notification.wav). */
export const NOTIFICATION_SOUND_URL = `${import.meta.env.BASE_URL}sounds/notification.wav`;

export function playNotificationSound(): void {
  // Browsers refuse to play before the user has interacted with the page; that is not an error worth showing.
  try {
    void Promise.resolve(new Audio(NOTIFICATION_SOUND_URL).play()).catch(() => undefined);
  } catch {
    // No audio support (old browser, test environment): the badge alone tells the news.
  }
}

/**
 * Spec §9: a sound plays when the count of New notifications exceeds the previous count stored in sessionStorage
 * ('notification value'); then the new count is stored.
 */
export function useNotificationSound(count: number, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    if (count > getStoredNotificationCount()) playNotificationSound();
    setStoredNotificationCount(count);
  }, [count, ready]);
}
