import { EDITABLE_CAMPAIGN_STATUSES, type Campaign } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { errorMessage } from '../../../components/form-dialog';
import { formatDateTime } from '../../../lib/dates';
import { useCampaignAction } from '../api/campaigns';

/**
 * A campaign's results (audience, sent, waiting, failed, unsubscribed, redemptions and revenue of its code) and,
 * while it is a draft or scheduled, its actions: edit, send now (after a confirmation), cancel.
 */
export function CampaignResultsDialog({
  campaign,
  zone,
  canWrite,
  onEdit,
  onClose,
  onDone,
}: {
  campaign: Campaign;
  /** The time zone its schedule is in (campaignZone). */
  zone: string;
  canWrite: boolean;
  onEdit: () => void;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('campaigns');
  const titleId = useId();
  const confirm = useConfirm();
  const action = useCampaignAction();
  const [error, setError] = useState<string | null>(null);
  const editable = canWrite && (EDITABLE_CAMPAIGN_STATUSES as readonly string[]).includes(campaign.status);
  const n = (v: number) => new Intl.NumberFormat(i18n.language).format(v);
  const money = (v: number) =>
    new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v);
  const r = campaign.results;
  const figures: [string, string][] = [
    [t('results.audience'), r.audienceSize == null ? '—' : n(r.audienceSize)],
    [t('results.sent'), n(r.sent)],
    [t('results.pending'), n(r.pending)],
    [t('results.failed'), n(r.failed)],
    [t('results.unsubscribed'), n(r.unsubscribed)],
    [t('results.redemptions'), n(r.redemptions)],
    [t('results.revenue'), money(r.revenue)],
  ];

  async function run(kind: 'send' | 'cancel') {
    const ok = await confirm({
      title: t(`results.${kind}Title`),
      message: t(`results.${kind}Message`, { name: campaign.name }),
      okText: t(`results.${kind}`),
      cancelText: t('results.keep'),
    });
    if (!ok) return;
    setError(null);
    try {
      await action.mutateAsync({ id: campaign.id, action: kind });
      onDone(t(`results.${kind}Done`));
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{campaign.name}</DialogTitle>
      <DialogContent dividers>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(`statuses.${campaign.status}`)}
          {campaign.sentAt && ` · ${formatDateTime(campaign.sentAt, i18n.language, zone)}`}
          {!campaign.sentAt &&
            campaign.scheduledAt &&
            ` · ${formatDateTime(campaign.scheduledAt, i18n.language, zone)}`}
          {campaign.promotionName && ` · ${t('results.carries', { name: campaign.promotionName })}`}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content auto', columnGap: 3, rowGap: 1, m: 0 }}
        >
          {figures.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        {editable && (
          <>
            <Button color="warning" onClick={() => void run('cancel')} disabled={action.isPending}>
              {t('results.cancel')}
            </Button>
            <Button onClick={onEdit} disabled={action.isPending}>
              {t('results.edit')}
            </Button>
            <Button variant="contained" onClick={() => void run('send')} disabled={action.isPending}>
              {t('results.send')}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{t('results.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
