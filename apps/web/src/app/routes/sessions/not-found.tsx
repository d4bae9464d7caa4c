import { useTranslation } from 'react-i18next';

import { StatusPage } from '../../../components/status-page';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return <StatusPage code={404} heading={t('notFound.heading')} description={t('notFound.description')} />;
}
