import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';

import { DocumentTitle } from '../../components/document-title';
import { NavigationProgress } from '../../components/navigation-progress';
import { RouteAccessGuard } from '../../components/route-access-guard';
import { StatusPage } from '../../components/status-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * The top of every route: document title, navigation progress bar, the in-app role guard with its snackbar, then
 * the sessions or the guarded area.
 */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <NavigationProgress />
      <RouteAccessGuard />
      <Outlet />
    </>
  );
}

/** Any error a route throws ends here: the generic error page (or the 404 page for a 404 response). */
export function RootErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle([notFound ? t('routes.notFound') : t('routes.error')]);
  if (import.meta.env.DEV) console.error(error);
  return notFound ? (
    <StatusPage code={404} heading={t('notFound.heading')} description={t('notFound.description')} />
  ) : (
    <StatusPage heading={t('errorPage.heading')} description={t('errorPage.description')} />
  );
}
