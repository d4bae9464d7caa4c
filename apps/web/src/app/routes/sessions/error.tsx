import { useTranslation } from 'react-i18next';

import { StatusPage } from '../../../components/status-page';

export default function ErrorRoute() {
  const { t } = useTranslation();
  return <StatusPage heading={t('errorPage.heading')} description={t('errorPage.description')} />;
}
