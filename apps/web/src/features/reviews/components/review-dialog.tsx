import { reviewReplyInputSchema, reviewStatusInputSchema, type Review } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { ReasonDialog } from '../../../components/form-dialog/reason-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { formatDateTime, formatDay, propertyTimeZone } from '../../../lib/dates';
import { useReplyToReview, useSetReviewStatus } from '../api/reviews';
import { STATUS_COLOR } from './review-status';

type Target = 'PUBLISHED' | 'HIDDEN';

/**
 * A review opened from the list: the guest's ratings and words, the reply (saved with the form dialog kit), and
 * Publish / Hide, each asking for the reason kept in the audit log. `canWrite` false: read only.
 */
export function ReviewDialog({
  review,
  canWrite,
  onClose,
  onDone,
}: {
  review: Review;
  canWrite: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('reviews');
  const reply = useReplyToReview();
  const status = useSetReviewStatus();
  const [asking, setAsking] = useState<Target | null>(null);
  const { form, dialogProps } = useKitForm({
    schema: reviewReplyInputSchema,
    fields: ['reply'],
    defaultValues: { reply: review.reply ?? '' },
    onSave: async (input) => {
      await reply.mutateAsync({ id: review.id, input });
      onDone(t('dialog.replySaved'));
    },
  });
  const when = formatDateTime(review.createdAt, i18n.language, propertyTimeZone());

  return (
    <>
      <FormDialog
        {...dialogProps}
        title={t('dialog.title', { date: when })}
        onClose={onClose}
        submitLabel={t('dialog.saveReply')}
        submittingLabel={t('dialog.savingReply')}
        readOnly={!canWrite}
        maxWidth="md"
      >
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Rating value={review.rating} readOnly aria-hidden />
            <Typography>{t('list.ratingText', { rating: review.rating })}</Typography>
            <Chip size="small" color={STATUS_COLOR[review.status]} label={t(`statuses.${review.status}`)} />
          </Stack>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            <Typography component="dt" color="text.secondary">
              {t('dialog.guest')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {review.guestName ?? '—'}
            </Typography>
            <Typography component="dt" color="text.secondary">
              {t('dialog.shownAs')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {review.displayName ?? t('list.anonymous')}
            </Typography>
            <Typography component="dt" color="text.secondary">
              {t('dialog.about')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {`${t(`saleKinds.${review.saleKind}`)} ${review.saleReference} · ${review.about}`}
            </Typography>
            <Typography component="dt" color="text.secondary">
              {t('dialog.visit')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {formatDay(review.visitDate, i18n.language)}
            </Typography>
            {Object.entries(review.aspects).map(([aspect, value]) => (
              <Box key={aspect} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {t(`aspects.${aspect}` as 'aspects.staff', { defaultValue: aspect })}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {t('list.ratingText', { rating: value })}
                </Typography>
              </Box>
            ))}
            {review.statusReason && (
              <>
                <Typography component="dt" color="text.secondary">
                  {t('dialog.statusReason')}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {review.statusReason}
                  {review.statusChangedByName ? ` (${review.statusChangedByName})` : ''}
                </Typography>
              </>
            )}
          </Box>
          <Box>
            <Typography variant="subtitle2">{t('dialog.comment')}</Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{review.comment ?? t('dialog.noComment')}</Typography>
          </Box>
          {canWrite ? (
            <>
              <FormTextField
                control={form.control}
                name="reply"
                label={t('dialog.reply')}
                hint={t('dialog.replyHint')}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
              <Stack direction="row" spacing={1}>
                {review.status !== 'PUBLISHED' && (
                  <Button variant="outlined" color="success" onClick={() => setAsking('PUBLISHED')}>
                    {t('dialog.publish')}
                  </Button>
                )}
                {review.status !== 'HIDDEN' && (
                  <Button variant="outlined" color="warning" onClick={() => setAsking('HIDDEN')}>
                    {t('dialog.hide')}
                  </Button>
                )}
              </Stack>
            </>
          ) : (
            <>
              {review.reply && (
                <Box>
                  <Typography variant="subtitle2">{t('dialog.reply')}</Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap' }}>{review.reply}</Typography>
                </Box>
              )}
              <Alert severity="info">{t('dialog.readOnly')}</Alert>
            </>
          )}
        </Stack>
      </FormDialog>
      {asking && (
        <ReasonDialog
          schema={reviewStatusInputSchema.pick({ reason: true })}
          title={asking === 'PUBLISHED' ? t('dialog.publishTitle') : t('dialog.hideTitle')}
          label={t('dialog.reason')}
          hint={t('dialog.reasonHint')}
          submitLabel={asking === 'PUBLISHED' ? t('dialog.publish') : t('dialog.hide')}
          submittingLabel={asking === 'PUBLISHED' ? t('dialog.publishing') : t('dialog.hiding')}
          onClose={() => setAsking(null)}
          onSave={async ({ reason }) => {
            await status.mutateAsync({ id: review.id, input: { status: asking, reason } });
            setAsking(null);
            onDone(asking === 'PUBLISHED' ? t('dialog.published') : t('dialog.hidden'));
          }}
        />
      )}
    </>
  );
}
