import {
  DEFAULT_KITCHEN_STATION,
  KITCHEN_LATE_MINUTES,
  nextKitchenStatus,
  type KitchenTicket,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageHeading } from '../../../components/page-heading/page-heading';
import { errorMessage } from '../../../lib/error-message';
import { useLiveEvents, useLiveStatus } from '../../../lib/live';
import { useCan } from '../../../hooks/use-can';
import {
  kitchenBoardQuery,
  kitchenKey,
  useAcknowledgeVoid,
  useMoveTicket,
  useTicketPriority,
} from '../api/kitchen-board';
import { KitchenTicketCard } from './kitchen-ticket-card';
import { PrintableTicket } from './printable-ticket';

const ALL = '';
/** Ages are re-read this often (minutes shown). */
const CLOCK_MS = 30_000;

/** A short beep for a new ticket, when the cook turned the sound on. */
function beep() {
  try {
    const audio = new AudioContext();
    const osc = audio.createOscillator();
    osc.connect(audio.destination);
    osc.frequency.value = 880;
    osc.start();
    osc.stop(audio.currentTime + 0.2);
    osc.onended = () => void audio.close();
  } catch {
    // no audio here
  }
}

/**
 * The kitchen display (issue 12): a station's open tickets (?station= in the address), new ones arriving live
 * without a reload, each bumped to its next status with one key, aged and marked late past the threshold, printable
 * on an 80 mm printer. The sound is off until the cook turns it on.
 */
export function KitchenDisplayPage({ propertyId, timeZone }: { propertyId: number; timeZone?: string }) {
  const { t } = useTranslation('kitchen');
  const [params, setParams] = useSearchParams();
  const station = params.get('station') || null;
  const queryClient = useQueryClient();
  const board = useQuery(kitchenBoardQuery(propertyId, station));
  const move = useMoveTicket(propertyId);
  const priority = useTicketPriority(propertyId);
  const acknowledge = useAcknowledgeVoid(propertyId);
  const canWrite = useCan('kitchen.write');
  const [now, setNow] = useState(() => new Date());
  const [sound, setSound] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [printing, setPrinting] = useState<KitchenTicket | null>(null);
  const cards = useRef<(HTMLElement | null)[]>([]);
  const soundRef = useRef(sound);

  useEffect(() => {
    soundRef.current = sound;
  }, [sound]);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  useLiveEvents(propertyId, ['kitchen', 'ready'], (event) => {
    void queryClient.invalidateQueries({ queryKey: kitchenKey(propertyId) });
    setNow(new Date());
    if (event && soundRef.current && (!station || event.station === station)) beep();
  });
  const live = useLiveStatus(propertyId);
  // The printable ticket is rendered before the browser's print dialog opens (it prints what is on the page).
  const print = (ticket: KitchenTicket) => {
    flushSync(() => setPrinting(ticket));
    window.print();
  };

  const tickets = board.data?.tickets ?? [];
  // The station of the address stays a choice while the board loads (or once no group names it any more).
  const stations = [
    ...new Set([...(board.data?.stations ?? [DEFAULT_KITCHEN_STATION]), ...(station ? [station] : [])]),
  ];
  /** What the snackbar says once a change is saved, or the server's refusal (another cook was first: 409). */
  const done = (message: string) => ({
    onSuccess: () => setNotice(message),
    onError: (err: unknown) => setNotice(errorMessage(err)),
  });
  const bump = (ticket: KitchenTicket) => {
    const to = nextKitchenStatus(ticket.status);
    if (!to) return;
    move.mutate(
      { ticketId: ticket.id, from: ticket.status, to },
      done(t('moved', { number: ticket.number, status: t(`status.${to}`) })),
    );
  };
  const toggleRush = (ticket: KitchenTicket) => {
    const to = ticket.priority === 'RUSH' ? 'NORMAL' : 'RUSH';
    priority.mutate(
      { ticketId: ticket.id, priority: to },
      done(t(to === 'RUSH' ? 'rushed' : 'unrushed', { number: ticket.number })),
    );
  };
  const acknowledgeVoid = (ticket: KitchenTicket) =>
    acknowledge.mutate(ticket.id, done(t('acknowledged', { number: ticket.number })));
  const pending = (ticketId: number) =>
    (move.isPending && move.variables?.ticketId === ticketId) ||
    (priority.isPending && priority.variables?.ticketId === ticketId) ||
    (acknowledge.isPending && acknowledge.variables === ticketId);
  const focusAt = (index: number) => cards.current[Math.max(0, Math.min(tickets.length - 1, index))]?.focus();

  return (
    <Stack spacing={2}>
      <PageHeading title={t('title')} intro={t('intro', { minutes: KITCHEN_LATE_MINUTES })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('station')}
          value={station ?? ALL}
          onChange={(e) => {
            const next = new URLSearchParams(params);
            if (e.target.value) next.set('station', e.target.value);
            else next.delete('station');
            setParams(next, { replace: true });
          }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value={ALL}>{t('allStations')}</MenuItem>
          {stations.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={sound} onChange={(e) => setSound(e.target.checked)} />}
          label={t('sound')}
        />
        <Chip
          role="status"
          color={live === 'open' ? 'success' : 'default'}
          variant={live === 'open' ? 'filled' : 'outlined'}
          label={t(`live.${live}`)}
        />
      </Stack>
      <Typography id="kitchen-keys-hint" variant="body2" color="text.secondary">
        {t('keysHint')}
      </Typography>
      {board.isError && <Alert severity="error">{errorMessage(board.error)}</Alert>}
      {board.isSuccess && tickets.length === 0 && <Alert severity="info">{t('empty')}</Alert>}
      <Box component="section" aria-label={t('tickets')} aria-describedby="kitchen-keys-hint">
        <Grid container spacing={2}>
          {tickets.map((ticket, i) => (
            <Grid key={ticket.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <KitchenTicketCard
                ref={(el) => {
                  cards.current[i] = el;
                }}
                ticket={ticket}
                now={now}
                busy={pending(ticket.id)}
                onBump={bump}
                onAcknowledge={acknowledgeVoid}
                onRush={canWrite ? toggleRush : undefined}
                onPrint={print}
                onArrow={(d) => focusAt(i + d)}
              />
            </Grid>
          ))}
        </Grid>
      </Box>
      {printing && <PrintableTicket ticket={printing} timeZone={timeZone} />}
      <Snackbar
        open={notice != null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </Stack>
  );
}
