import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { PublicCard } from '../../../components/layout/public-card';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useUnsubscribe, useUnsubscribePage } from '../api/campaigns';

/**
 * /unsubscribe/:token, the guest's side of a campaign's unsubscribe link (no sign-in): it names the property and asks
 * for one click (opening the page changes nothing: mail scanners open links); then it says it is done.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const { t } = useTranslation('campaigns');
  const page = useUnsubscribePage(token);
  const unsubscribe = useUnsubscribe(token);

  let body: React.ReactNode;
  if (page.isPending)
    body = <Skeleton variant="rounded" height={160} aria-label={t('unsubscribe.loading')} />;
  else if (page.isError)
    body = (
      <Alert severity="error" role="alert">
        {page.error instanceof ApiRequestError && [400, 404].includes(page.error.status)
          ? t('unsubscribe.unknown')
          : errorMessage(page.error)}
      </Alert>
    );
  else if (unsubscribe.isSuccess || page.data.alreadyUnsubscribed)
    body = (
      <Alert severity="success" role="status">
        {t('unsubscribe.done', { property: page.data.propertyName })}
      </Alert>
    );
  else
    body = (
      <Stack spacing={2}>
        <Typography>{t('unsubscribe.question', { property: page.data.propertyName })}</Typography>
        {unsubscribe.isError && (
          <Alert severity="error" role="alert">
            {errorMessage(unsubscribe.error)}
          </Alert>
        )}
        <Box>
          <Button variant="contained" onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
            {t('unsubscribe.confirm')}
          </Button>
        </Box>
      </Stack>
    );

  return (
    <PublicCard maxWidth={520}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('unsubscribe.title')}
      </Typography>
      {body}
    </PublicCard>
  );
}
