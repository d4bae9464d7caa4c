import { useEffect, useRef } from 'react';

import type { DeskActionRequest } from './lazy-desk-actions';
import { useDeskActions } from './desk-actions';

/**
 * The desk's booking actions, mounted on the first action asked for (lazy-desk-actions.tsx): runs each new request
 * once and renders the dialogs. It stays mounted after that, so a dialog keeps its state between requests.
 */
export default function DeskActionsHost({ request }: { request: DeskActionRequest }) {
  const actions = useDeskActions();
  const ran = useRef(0);
  const { run } = actions;
  useEffect(() => {
    if (ran.current === request.id) return;
    ran.current = request.id;
    run(request.action, request.booking);
  }, [request, run]);
  return actions.dialogs;
}
