import { useDocumentTitle } from '../hooks/use-document-title';
import { useRouteParts } from '../hooks/use-route-parts';

/** Keeps the document title in step with the current route chain. Renders nothing. */
export function DocumentTitle() {
  useDocumentTitle(useRouteParts().map((part) => part.title));
  return null;
}
