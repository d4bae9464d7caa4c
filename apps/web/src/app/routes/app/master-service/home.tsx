import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** master-service/home: the business dashboard (spec §2.5). Its widgets come with later issues. */
export default function DashboardRoute() {
  const { t } = useTranslation();
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('dashboard.heading')}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('dashboard.description')}</Typography>
    </>
  );
}
