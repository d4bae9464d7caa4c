import type { AuditLogEntry } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDateTime, propertyTimeZone } from '../../lib/dates';
import { errorMessage } from '../../lib/form-errors';

/**
 * A record's history section on its details page (a reservation's, an order's), newest first: who and when above
 * each entry, what changed below it. The record's own history endpoint gives the entries (read under the record's
 * permission, not audit.read); how a change reads is the audit feature's, given by the route as `renderChanges`.
 */
export function EntryHistory({
  id,
  title,
  query,
  renderChanges,
  emptyText,
  byText,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  query: { isPending: boolean; isError: boolean; error: unknown; data?: AuditLogEntry[] };
  renderChanges: (entry: AuditLogEntry) => ReactNode;
  emptyText: string;
  /** "Ana Lopez, 4 May 2026 10:12": the caller's words around the user (null: unknown) and the local time. */
  byText: (who: string | null, when: string) => string;
}) {
  const { i18n } = useTranslation();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {query.isPending && <Skeleton variant="rounded" height={64} />}
        {query.isError && <Alert severity="error">{errorMessage(query.error)}</Alert>}
        {query.data?.length === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
        {query.data && query.data.length > 0 && (
          <List dense disablePadding>
            {query.data.map((entry) => (
              <ListItem key={entry.id} divider sx={{ display: 'block', px: 0 }}>
                <Typography variant="caption" color="text.secondary">
                  {byText(
                    entry.userName,
                    formatDateTime(entry.createdAt, i18n.language, entry.timezone ?? propertyTimeZone()),
                  )}
                </Typography>
                {renderChanges(entry)}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
