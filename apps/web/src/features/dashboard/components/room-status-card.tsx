import type { PropertyDashboard } from '@bookone/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { canOpenHousekeeping, HOUSEKEEPING_PATH } from '../utils/access';

/** Rooms by housekeeping status, with the way to the housekeeping board for those who may open it. */
export function RoomStatusCard({ counts }: { counts: PropertyDashboard['roomStatusCounts'] }) {
  const { t } = useTranslation('dashboard');
  const total = counts.reduce((n, c) => n + c.count, 0);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="room-status-heading"
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Typography id="room-status-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('roomStatus.heading')}
        </Typography>
        {total === 0 ? (
          <Typography color="text.secondary">{t('roomStatus.none')}</Typography>
        ) : (
          <List dense disablePadding aria-labelledby="room-status-heading">
            {counts.map((c) => (
              <ListItem key={c.status} disableGutters divider>
                <ListItemText primary={t(`roomStatus.status.${c.status}`, { defaultValue: c.status })} />
                <Typography sx={{ fontWeight: 700 }}>{c.count}</Typography>
              </ListItem>
            ))}
          </List>
        )}
        {canOpenHousekeeping() && (
          <Button component={Link} to={HOUSEKEEPING_PATH} size="small" sx={{ mt: 1 }}>
            {t('roomStatus.open')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
