import type { ChannelConnection } from '@bookone/domain';
import AddLinkIcon from '@mui/icons-material/AddLink';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { RecordTable } from '../../../../components/record-table';
import { useCan } from '../../../../hooks/use-can';
import { formatDateTime } from '../../../../lib/dates';
import { configurePath } from '../../utils/paths';
import { ChannelLogo } from '../channel-logo';
import { ConnectDialog } from './connect-dialog';
import { ConnectionStatusChip } from './connection-status-chip';

/** The property's connections, each with its state at a glance and a link to configure it; "Connect a channel". */
export function ConnectionsOverview({
  propertyId,
  connections,
  channelId,
}: {
  propertyId: number;
  connections: ChannelConnection[];
  channelId: number | null;
}) {
  const { t, i18n } = useTranslation('channels');
  const canConnect = useCan('channel.connect');
  const [connecting, setConnecting] = useState(channelId != null);

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('configure.connections')}
          </Typography>
          {canConnect && (
            <Button variant="contained" startIcon={<AddLinkIcon />} onClick={() => setConnecting(true)}>
              {t('connect.button')}
            </Button>
          )}
        </Stack>
        {connections.length === 0 ? (
          <Alert severity="info">{t('configure.noConnections')}</Alert>
        ) : (
          <RecordTable
            label={t('configure.connections')}
            headers={[
              t('fields.channel'),
              t('fields.status'),
              t('fields.rateAdjustmentPercent'),
              t('health.lastSuccessAt'),
              t('health.lastError'),
            ]}
          >
            {connections.map((c) => (
              <TableRow key={c.id}>
                <TableCell>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <ChannelLogo name={c.channelName} logoUrl={c.channelLogoUrl} />
                    <Link component={RouterLink} to={configurePath(propertyId, c.id)}>
                      {c.channelName}
                    </Link>
                  </Stack>
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    <ConnectionStatusChip status={c.status} />
                    {c.stopSell && <Chip size="small" color="warning" label={t('fees.stopSellOn')} />}
                  </Stack>
                </TableCell>
                <TableCell>
                  {new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' }).format(
                    c.rateAdjustmentPercent,
                  )}
                  %
                </TableCell>
                <TableCell>
                  {c.lastSuccessAt ? formatDateTime(c.lastSuccessAt, i18n.language) : t('health.never')}
                </TableCell>
                <TableCell sx={{ color: c.lastError ? 'error.main' : undefined }}>
                  {c.lastError ?? t('health.noError')}
                </TableCell>
              </TableRow>
            ))}
          </RecordTable>
        )}
      </CardContent>
      {connecting && (
        <ConnectDialog
          propertyId={propertyId}
          connected={connections.map((c) => c.channelId)}
          channelId={channelId}
          onClose={() => setConnecting(false)}
        />
      )}
    </Card>
  );
}
