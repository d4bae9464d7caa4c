import type { Booking, BookingAction } from '@bookone/domain';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';

import type { DeskActions } from '../../../../features/dashboard/components/front-desk-panels';

export type DeskActionRequest = { id: number; action: BookingAction; booking: Booking };

const DeskActionsHost = lazy(() => import('./desk-actions-host'));

/**
 * The desk actions of the dashboards (home, /bookone/dashboard), downloaded on the first click instead of with the
 * page: their dialogs bring the forms, zod and react-hook-form, about a quarter of the signed-in home's JavaScript
 * (issue 9 §3), for a check-in or check-out that most visits never start. The first click waits for that chunk.
 */
export function useLazyDeskActions(): DeskActions {
  const [request, setRequest] = useState<DeskActionRequest | null>(null);
  const next = useRef(0);
  const run = useCallback((action: BookingAction, booking: Booking) => {
    next.current += 1;
    setRequest({ id: next.current, action, booking });
  }, []);
  const dialogs = request && (
    <Suspense fallback={null}>
      <DeskActionsHost request={request} />
    </Suspense>
  );
  return { run, dialogs };
}
