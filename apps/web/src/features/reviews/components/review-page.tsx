import { reviewSubmitSchema, type PublicReviewRequest } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { PublicCard } from '../../../components/layout/public-card';
import { useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDay } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { usePublicReviewRequest, useSubmitReview } from '../api/reviews';
import { StarRatingField } from './star-rating-field';

/**
 * /feedback/:token, the guest's review page (no sign-in): the property and what was stayed in or visited, an overall
 * rating, the aspects of its business type, a comment and an optional name to show; a used or expired link says so.
 */
export function ReviewPage({ token }: { token: string }) {
  const { t } = useTranslation('reviews');
  const request = usePublicReviewRequest(token);

  let body: React.ReactNode;
  if (request.isPending) body = <Skeleton variant="rounded" height={320} aria-label={t('public.loading')} />;
  else if (request.isError)
    body = (
      <Alert severity="error" role="alert">
        {request.error instanceof ApiRequestError && [400, 404].includes(request.error.status)
          ? t('public.unknown')
          : errorMessage(request.error)}
      </Alert>
    );
  else body = <RequestView token={token} request={request.data} />;

  return <PublicCard maxWidth={560}>{body}</PublicCard>;
}

function RequestView({ token, request }: { token: string; request: PublicReviewRequest }) {
  const { t, i18n } = useTranslation('reviews');
  const [sent, setSent] = useState(false);
  const date = formatDay(request.date, i18n.language);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {request.logoUrl && (
          <Avatar src={request.logoUrl} alt="" variant="rounded" sx={{ width: 56, height: 56 }} />
        )}
        <Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {request.propertyName}
          </Typography>
          <Typography color="text.secondary">
            {t(`public.about.${request.saleKind}`, { about: request.about, date })}
          </Typography>
        </Box>
      </Stack>
      <Divider />
      {sent ? (
        <Alert severity="success" role="status">
          <AlertTitle>{t('public.thanksTitle')}</AlertTitle>
          {t('public.thanks', { property: request.propertyName })}
        </Alert>
      ) : request.state === 'USED' ? (
        <Alert severity="info" role="status">
          {t('public.used')}
        </Alert>
      ) : request.state === 'EXPIRED' ? (
        <Alert severity="error" role="alert">
          {t('public.expired')}
        </Alert>
      ) : (
        <ReviewForm token={token} request={request} onSent={() => setSent(true)} />
      )}
    </Stack>
  );
}

/** The request's schema, except that an aspect left unrated is allowed here (it is left out of what is sent). */
const formSchema = reviewSubmitSchema.extend({
  aspects: z.record(z.string(), z.number().int().min(1).max(5).nullable().optional()).default({}),
});

function ReviewForm({
  token,
  request,
  onSent,
}: {
  token: string;
  request: PublicReviewRequest;
  onSent: () => void;
}) {
  const { t } = useTranslation('reviews');
  const submit = useSubmitReview(token);
  const { form, formError, onSubmit, submitting } = useKitForm({
    schema: formSchema,
    defaultValues: { aspects: {}, comment: '', displayName: '' },
    fields: ['rating', 'aspects', 'comment', 'displayName'],
    mode: 'onSubmit',
    onSave: async (values) => {
      // An aspect left unrated is left out (they are optional); the overall rating is required.
      const aspects = Object.fromEntries(
        Object.entries(values.aspects).filter((e): e is [string, number] => typeof e[1] === 'number'),
      );
      await submit.mutateAsync({ ...values, aspects });
      onSent();
    },
  });
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-labelledby="review-title">
      <Box>
        <Typography id="review-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('public.title')}
        </Typography>
        {request.guestFirstName && (
          <Typography color="text.secondary">
            {t('public.hello', { name: request.guestFirstName })}
          </Typography>
        )}
      </Box>
      <StarRatingField control={form.control} name="rating" label={t('public.overall')} />
      <Box>
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {t('public.aspects')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {request.aspects.map((a) => (
            <StarRatingField
              key={a}
              control={form.control}
              name={`aspects.${a}`}
              label={t(`aspects.${a}` as 'aspects.staff')}
              size="medium"
            />
          ))}
        </Box>
      </Box>
      <FormTextField
        control={form.control}
        name="comment"
        label={t('public.comment')}
        hint={t('public.commentHint')}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <FormTextField
        control={form.control}
        name="displayName"
        label={t('public.displayName')}
        hint={t('public.displayNameHint')}
        autoComplete="nickname"
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {submitting ? t('public.submitting') : t('public.submit')}
      </Button>
    </Stack>
  );
}
