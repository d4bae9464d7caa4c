import { LEAD_STAGES, type Lead, type LeadStage } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FactsList } from '../../../components/facts/facts-list';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useAddLeadNote, useLead, useLeadHistory, useLeadNotes } from '../api/leads';
import { leadName, movesOf } from '../utils/format';
import { LeadDialog } from './lead-dialog';
import { LeadStageChip } from './lead-stage-chip';

/** One lead: its facts, the moves it may make, its notes (and a new one) and its history. */
export function LeadDetailsDialog({
  id,
  onClose,
  onMove,
  canWrite,
}: {
  id: number;
  onClose: () => void;
  onMove: (lead: Lead, stage: LeadStage) => void;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation('leads');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const lead = useLead(id);
  const [editing, setEditing] = useState(false);
  const lang = i18n.language;
  const l = lead.data;

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {l ? l.propertyName : t('details.loading')} {l && <LeadStageChip stage={l.stage} />}
      </DialogTitle>
      <DialogContent dividers>
        {lead.isError && <Alert severity="error">{errorMessage(lead.error)}</Alert>}
        {!l && !lead.isError && <Skeleton variant="rounded" height={160} aria-label={t('details.loading')} />}
        {l && (
          <Stack spacing={3}>
            <FactsList
              items={[
                [t('fields.contact'), leadName(l)],
                [t('fields.email'), l.email ?? '—'],
                [t('fields.mobile'), l.mobile ?? '—'],
                [t('fields.ownerName'), l.ownerName ?? '—'],
                [t('fields.businessType'), t(`businessType.${l.businessType}`)],
                [t('fields.city'), l.city ?? '—'],
                [t('fields.solutions'), l.solutions.map((s) => t(`solution.${s}`)).join(', ') || '—'],
                [t('fields.source'), t(`source.${l.source}`)],
                [t('fields.accountManager'), l.accountManagerName ?? t('list.nobody')],
                [t('fields.followUpDate'), formatDay(l.followUpDate, lang) || '—'],
                ...(l.lostReason ? [[t('fields.lostReason'), l.lostReason] as const] : []),
              ]}
            />
            {l.stage === 'WON' && <Alert severity="success">{t('details.won')}</Alert>}
            {canWrite && movesOf(l.stage).length > 0 && (
              <Box component="section" aria-label={t('details.moves')}>
                <Typography variant="subtitle2" component="h3" gutterBottom>
                  {t('details.moves')}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {movesOf(l.stage).map((stage) => (
                    <Button
                      key={stage}
                      variant="outlined"
                      size="small"
                      color={stage === 'LOST' ? 'error' : stage === 'WON' ? 'success' : 'primary'}
                      onClick={() => onMove(l, stage)}
                    >
                      {t('board.moveTo', { stage: t(`stage.${stage}`) })}
                    </Button>
                  ))}
                </Stack>
              </Box>
            )}
            <Divider />
            <LeadNotes id={l.id} canWrite={canWrite} />
            <Divider />
            <LeadHistory id={l.id} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {canWrite && l && l.stage !== 'WON' && (
          <Button onClick={() => setEditing(true)}>{t('details.edit')}</Button>
        )}
        <Button onClick={onClose}>{t('details.close')}</Button>
      </DialogActions>
      {l && <LeadDialog open={editing} lead={l} onClose={() => setEditing(false)} />}
    </Dialog>
  );
}

function LeadNotes({ id, canWrite }: { id: number; canWrite: boolean }) {
  const { t, i18n } = useTranslation('leads');
  const notes = useLeadNotes(id);
  const add = useAddLeadNote(id);
  const [body, setBody] = useState('');
  return (
    <Box component="section" aria-labelledby={`lead-notes-${id}`}>
      <Typography id={`lead-notes-${id}`} variant="subtitle2" component="h3">
        {t('notes.heading')}
      </Typography>
      {canWrite && (
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ my: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (!body.trim()) return;
            add.mutate(body.trim(), { onSuccess: () => setBody('') });
          }}
        >
          <TextField
            size="small"
            fullWidth
            multiline
            maxRows={4}
            label={t('notes.new')}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Button type="submit" variant="contained" disabled={add.isPending || !body.trim()}>
            {t('notes.add')}
          </Button>
        </Stack>
      )}
      {add.isError && <Alert severity="error">{errorMessage(add.error)}</Alert>}
      <List dense>
        {(notes.data ?? []).map((n) => (
          <ListItem key={n.id} disableGutters>
            <ListItemText
              primary={n.body}
              secondary={`${n.createdByName ?? ''} · ${formatDateTime(n.createdAt, i18n.language)}`}
            />
          </ListItem>
        ))}
        {notes.data?.length === 0 && <Typography color="text.secondary">{t('notes.none')}</Typography>}
      </List>
    </Box>
  );
}

const FIELD_WORDS = [
  'propertyName',
  'businessType',
  'firstName',
  'lastName',
  'email',
  'mobile',
  'ownerName',
  'city',
  'solutions',
  'source',
  'accountManagerUserId',
  'followUpDate',
  'stage',
  'lostReason',
] as const;
const isField = (f: string): f is (typeof FIELD_WORDS)[number] =>
  (FIELD_WORDS as readonly string[]).includes(f);
const isStage = (s: unknown): s is LeadStage => (LEAD_STAGES as readonly unknown[]).includes(s);

function LeadHistory({ id }: { id: number }) {
  const { t, i18n } = useTranslation('leads');
  const history = useLeadHistory(id);
  const fieldName = (field: string) => (isField(field) ? t(`fields.${field}`) : field);
  const describe = (e: {
    action: string;
    event: string | null;
    changes: { field: string; after: unknown }[];
  }) => {
    if (e.event === 'NOTE') return t('history.note');
    if (e.action === 'create') return t('history.created');
    const stage = e.changes.find((c) => c.field === 'stage')?.after;
    if (isStage(stage)) return t('history.moved', { stage: t(`stage.${stage}`) });
    return t('history.changed', { fields: e.changes.map((c) => fieldName(c.field)).join(', ') });
  };
  return (
    <Box component="section" aria-labelledby={`lead-history-${id}`}>
      <Typography id={`lead-history-${id}`} variant="subtitle2" component="h3">
        {t('history.heading')}
      </Typography>
      <List dense>
        {(history.data ?? []).map((e) => (
          <ListItem key={e.id} disableGutters>
            <ListItemText
              primary={describe(e)}
              secondary={`${e.userName ?? t('history.website')} · ${formatDateTime(e.createdAt, i18n.language)}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
