import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

import { APP_NAME } from '../config/env';
import { getRouteHandle } from '../lib/route-handle';

export type RoutePart = {
  /** The translated title, or undefined for a route that adds nothing to the document title. */
  title: string | undefined;
  /** The translated breadcrumb label (the title unless the route gives its own). */
  breadcrumb: string;
  pathname: string;
};

/** The titled routes of the current route chain, outermost first: the source of the title and the breadcrumb. */
export function useRouteParts(): RoutePart[] {
  const matches = useMatches();
  const { t } = useTranslation();
  return matches.flatMap((match) => {
    const handle = getRouteHandle(match);
    const breadcrumbKey = handle?.breadcrumb ?? handle?.title;
    if (!breadcrumbKey) return [];
    const values = { ...match.params, appName: APP_NAME };
    return [
      {
        title: handle?.title ? t(handle.title, values) : undefined,
        breadcrumb: t(breadcrumbKey, values),
        pathname: match.pathname,
      },
    ];
  });
}
