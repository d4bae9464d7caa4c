import { ENQUIRY_TRANSITIONS, type EnquiryStatus } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { FactsList } from '../../../components/facts/facts-list';
import { useCan } from '../../../hooks/use-can';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useEnquiry, useSetEnquiryStatus } from '../api/enquiries';
import { formatBudget, guestName } from '../utils/format';
import { EnquiryAssignDialog } from './enquiry-assign-dialog';
import { EnquiryDialog } from './enquiry-dialog';
import { EnquiryLostDialog } from './enquiry-lost-dialog';
import { EnquiryQuoteSection } from './enquiry-quote-section';
import { EnquiryStatusChip } from './enquiry-status-chip';

/** The audit feature's History panel, given by the route (a feature does not import another). */
export type HistorySlot = ComponentType<{ entity: string; entityId: number; version?: string }>;

/** The moves offered here: WON comes from the booking it became (the quote flow), LOST through its reason. */
const DIRECT_MOVES = ['QUOTED', 'EXPIRED', 'NEW'] as const satisfies readonly EnquiryStatus[];

/**
 * One enquiry: the guest, the stay asked for, preferences and budget, who follows it up and when, its outcome;
 * edit, assign and move it (quoted, lost with a reason, expired, reopened); its History from the audit log.
 */
export function EnquiryDetailsDialog({
  id,
  onClose,
  HistoryPanel,
}: {
  id: number;
  onClose: () => void;
  HistoryPanel?: HistorySlot | undefined;
}) {
  const { t, i18n } = useTranslation('enquiries');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const query = useEnquiry(id);
  const canWrite = useCan('enquiry.write');
  const setStatus = useSetEnquiryStatus();
  const [editing, setEditing] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const [losing, setLosing] = useState(false);
  const e = query.data;
  const lang = i18n.language;

  const moves = e ? ENQUIRY_TRANSITIONS[e.status] : [];
  const move = (status: EnquiryStatus) => {
    if (!e) return;
    setStatus.reset();
    setStatus.mutate({ id: e.id, change: { status } });
  };

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={phone}>
        <DialogTitle id={titleId}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>
              {e ? t('details.title', { number: e.enquiryNumber, name: guestName(e) }) : t('details.loading')}
            </span>
            {e && <EnquiryStatusChip status={e.status} />}
          </Stack>
        </DialogTitle>
        <DialogContent dividers>
          {query.isError && <Alert severity="error">{errorMessage(query.error)}</Alert>}
          {!e && !query.isError && <Skeleton variant="rounded" height={240} />}
          {e && (
            <Stack spacing={2}>
              {setStatus.isError && (
                <Alert severity="error" onClose={() => setStatus.reset()}>
                  {errorMessage(setStatus.error)}
                </Alert>
              )}
              <FactsList
                items={[
                  [t('fields.phone'), e.phone ?? '—'],
                  [t('fields.email'), e.email ?? '—'],
                  [t('fields.source'), t(`source.${e.source}`)],
                  [t('fields.property'), e.propertyName ?? t('list.organisationLevel')],
                  [t('fields.received'), formatDateTime(e.createdAt, lang)],
                  [t('fields.createdBy'), e.createdByName ?? '—'],
                ]}
              />
              <FactsList
                items={[
                  [t('fields.accommodationType'), e.accommodationType ?? '—'],
                  [t('fields.location'), e.location ?? '—'],
                  [
                    t('fields.stay'),
                    e.checkInDate
                      ? `${formatDay(e.checkInDate, lang)} – ${formatDay(e.checkOutDate, lang)}`
                      : '—',
                  ],
                  [
                    t('fields.party'),
                    t('details.party', {
                      persons: e.persons,
                      children: e.children,
                      rooms: e.rooms,
                      pets: e.pets,
                    }),
                  ],
                  [t('fields.foodOptions'), e.foodOptions ?? '—'],
                  [t('fields.dietaryRequirement'), e.dietaryRequirement ?? '—'],
                  [t('fields.budget'), formatBudget(e, lang) || '—'],
                ]}
              />
              <FactsList
                items={[
                  [t('fields.assignee'), e.assigneeName ?? t('list.unassigned')],
                  [t('fields.followUpDate'), e.followUpDate ? formatDay(e.followUpDate, lang) : '—'],
                  ...(e.lostReason ? ([[t('fields.lostReason'), e.lostReason]] as const) : []),
                  ...(e.bookingReference ? ([[t('fields.booking'), e.bookingReference]] as const) : []),
                  [t('fields.notes'), e.notes ?? '—'],
                ]}
              />
              <EnquiryQuoteSection enquiry={e} canWrite={canWrite} />
              {HistoryPanel && <HistoryPanel entity="enquiry" entityId={e.id} version={e.updatedAt} />}
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {e && canWrite && (
            <>
              <Button onClick={() => setEditing(true)}>{t('actions.edit')}</Button>
              <Button onClick={() => setAssigning(true)}>{t('actions.assign')}</Button>
              {DIRECT_MOVES.filter((s) => moves.includes(s)).map((s) => (
                <Button key={s} onClick={() => move(s)} disabled={setStatus.isPending}>
                  {t(`actions.to${s}`)}
                </Button>
              ))}
              {moves.includes('LOST') && (
                <Button color="error" onClick={() => setLosing(true)}>
                  {t('actions.toLOST')}
                </Button>
              )}
            </>
          )}
          <Button variant="contained" onClick={onClose}>
            {t('actions.close')}
          </Button>
        </DialogActions>
      </Dialog>
      {e && (
        <>
          <EnquiryDialog
            open={editing}
            onClose={() => setEditing(false)}
            organisationId={e.organisationId}
            enquiry={e}
          />
          {assigning && <EnquiryAssignDialog enquiry={e} onClose={() => setAssigning(false)} />}
          {losing && <EnquiryLostDialog enquiry={e} onClose={() => setLosing(false)} />}
        </>
      )}
    </>
  );
}
