// A booking flow's calls one at a time: busy while one runs, and its refusal kept in the page's words for the step
// that made it (shared by the flows of each kind of business).
import { useCallback, useState } from 'react';

import { shownError, type ShownError } from './errors';
import type { Translator } from './i18n';

export function useRun(tr: Translator) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const run = useCallback(
    async (fn: () => Promise<void>) => {
      setBusy(true);
      setError(null);
      try {
        await fn();
      } catch (err) {
        setError(shownError(err, tr));
      } finally {
        setBusy(false);
      }
    },
    [tr],
  );
  return { busy, error, setError, run };
}
