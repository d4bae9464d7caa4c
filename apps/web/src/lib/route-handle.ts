import type { ParseKeys } from 'i18next';
import type { UIMatch } from 'react-router';

/** A key of the translation files. */
export type TranslationKey = ParseKeys;

/**
 * What a route of the route table says about itself. Both texts are translation keys; they are interpolated with
 * `appName` and the route parameters, so a breadcrumb like 'Booking {{id}}' shows the current id.
 */
export type RouteHandle = {
  /** A part of the document title (spec §2.1). A route without it adds nothing to the title. */
  title?: TranslationKey;
  /** The breadcrumb label, when it differs from the title. */
  breadcrumb?: TranslationKey;
  /** The roles allowed to open the page (domain route table); the role guard enforces them. */
  roles?: readonly string[];
};

function isRouteHandle(value: unknown): value is RouteHandle {
  if (value == null || typeof value !== 'object') return false;
  const { title, breadcrumb } = value as Record<string, unknown>;
  return (
    (title === undefined || typeof title === 'string') &&
    (breadcrumb === undefined || typeof breadcrumb === 'string')
  );
}

/** The handle of a matched route, when it is a RouteHandle. */
export function getRouteHandle(match: Pick<UIMatch, 'handle'>): RouteHandle | undefined {
  const handle: unknown = match.handle;
  return isRouteHandle(handle) ? handle : undefined;
}
