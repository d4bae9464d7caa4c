import type { AuditEntity } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useCan } from '../../../hooks/use-can';
import { formatDateTime, propertyTimeZone } from '../../../lib/dates';
import { errorMessage } from '../../../lib/form-errors';
import { useAuditLog } from '../api/audit-log';
import { auditLogUrl } from '../utils/audit-format';
import { AuditChanges, eventLabel } from './audit-changes';

/** How many of a record's latest changes the panel shows; "See all" opens the Audit page on the record. */
export const HISTORY_SIZE = 10;

export interface HistoryPanelProps {
  /** The log's name of the record's kind: 'customer', 'company', 'booking'… */
  entity: string;
  entityId: number | string;
  /** The record's updatedAt: the panel reads again when it changes (a save wrote a row). */
  version?: string;
  /** The heading's level in the page (a section of a details page: h2). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A record's History: its latest changes from the audit log (who, when, what: "field: before → after"), newest
 * first, with a link to the Audit page filtered to it. Shown only to those who may read the log (audit.read);
 * nothing otherwise, so that a page can place it unconditionally.
 */
export function HistoryPanel({ entity, entityId, version, headingLevel = 'h2' }: HistoryPanelProps) {
  const canRead = useCan('audit.read');
  if (!canRead) return null;
  return <History entity={entity} entityId={entityId} version={version} headingLevel={headingLevel} />;
}

function History({
  entity,
  entityId,
  version,
  headingLevel,
}: Omit<HistoryPanelProps, 'headingLevel'> & { headingLevel: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation('audit');
  const query = useAuditLog(
    { entity: entity as AuditEntity, entityId: String(entityId), page: 0, size: HISTORY_SIZE },
    { version },
  );
  const headingId = `history-${entity}-${entityId}`;
  const entries = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}
        >
          <Typography id={headingId} component={headingLevel} variant="h6">
            {t('history.heading')}
          </Typography>
          <Link component={RouterLink} to={auditLogUrl({ entity, entityId })}>
            {t('history.seeAll')}
          </Link>
        </Stack>
        {query.isLoading ? (
          <Skeleton variant="rounded" height={96} aria-label={t('history.loading')} />
        ) : query.isError ? (
          <Alert severity="error">{errorMessage(query.error)}</Alert>
        ) : entries.length === 0 ? (
          <Typography color="text.secondary">{t('history.none')}</Typography>
        ) : (
          <>
            <List dense disablePadding aria-label={t('history.heading')}>
              {entries.map((e) => (
                <ListItem key={e.id} divider disableGutters sx={{ display: 'block' }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('history.line', {
                      when: formatDateTime(e.createdAt, i18n.language, e.timezone ?? propertyTimeZone()),
                      who: e.userName ?? t('history.system'),
                      what: e.event ? eventLabel(t, e.event) : t(`actions.${e.action}`),
                    })}
                  </Typography>
                  <AuditChanges entry={e} showEvent={false} />
                </ListItem>
              ))}
            </List>
            {total > entries.length && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('history.more', { count: total - entries.length })}
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
