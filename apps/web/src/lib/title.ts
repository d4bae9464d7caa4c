/** Joins the titled parts of the current route chain (spec §2.1). */
export const TITLE_PART_SEPARATOR = ' > ';
/** Separates the route parts from the app name. */
export const TITLE_APP_SEPARATOR = ' | ';

/**
 * The document title of spec §2.1: the route titles joined with ' > ', then ' | ' and the app name; with no titled
 * part, just the app name. Blank parts are ignored.
 */
export function buildDocumentTitle(parts: readonly (string | null | undefined)[], appName: string): string {
  const titled = parts.map((part) => part?.trim() ?? '').filter((part) => part.length > 0);
  return titled.length === 0
    ? appName
    : `${titled.join(TITLE_PART_SEPARATOR)}${TITLE_APP_SEPARATOR}${appName}`;
}
