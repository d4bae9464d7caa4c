import { useEffect } from 'react';

import { APP_NAME } from '../config/env';
import { buildDocumentTitle } from '../lib/title';

/** Sets document.title from title parts, following the rule of spec §2.1. */
export function useDocumentTitle(parts: readonly (string | undefined)[]): void {
  const title = buildDocumentTitle(parts, APP_NAME);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
