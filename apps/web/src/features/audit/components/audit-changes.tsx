import type { AuditLogEntry } from '@bookone/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { formatChange } from '../utils/audit-format';

/** What an entry changed, one "field: before → after" per line, under the event's name when it has one. */
export function AuditChanges({ entry, showEvent = true }: { entry: AuditLogEntry; showEvent?: boolean }) {
  const { t, i18n } = useTranslation('audit');
  const texts = { empty: t('values.empty'), yes: t('values.yes'), no: t('values.no') };
  return (
    <Box sx={{ py: 0.5, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
      {showEvent && entry.event && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {eventLabel(t, entry.event)}
        </Typography>
      )}
      {entry.changes.length === 0 && !entry.event ? (
        <Typography variant="body2" color="text.secondary">
          {t('values.noFields')}
        </Typography>
      ) : (
        entry.changes.map((c) => (
          <Typography key={c.field} variant="body2">
            {formatChange(c, entry, i18n.language, texts)}
          </Typography>
        ))
      )}
    </Box>
  );
}

/** An event's name: translated when known ("CANCEL" → "Cancelled"), else the code made readable. */
export function eventLabel(t: TFunction<'audit'>, event: string) {
  const readable = event.charAt(0) + event.slice(1).toLowerCase().replaceAll('_', ' ');
  return t(`events.${event}`, { defaultValue: readable });
}
