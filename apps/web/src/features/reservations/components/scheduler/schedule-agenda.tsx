import type { Schedule } from '@bookone/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatInstantDay, formatTime } from '../../../../components/resource-timeline/format';
import { ReservationStatusChip } from '../reservation-status-chip';

/**
 * The scheduler on a phone (under 600 px a grid of slots shows an hour at a time): the days' reservations resource
 * by resource, soonest first, each opening its details. Moving one is done there or on a wider screen.
 */
export function ScheduleAgenda({
  schedule,
  onOpen,
}: {
  schedule: Schedule;
  onOpen: (referenceNumber: string) => void;
}) {
  const { t, i18n } = useTranslation('reservation-schedule');
  const language = i18n.language;
  const zone = schedule.timeZone;
  const multiDay = schedule.from !== schedule.to;
  return (
    <Stack spacing={1.5} data-testid="schedule-agenda">
      {schedule.resources.map((resource) => {
        const lines = schedule.lines
          .filter((l) => l.resourceId === resource.id)
          .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
        return (
          <Card key={resource.id} variant="outlined" component="section" aria-label={resource.name}>
            <CardContent sx={{ pb: 1 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {resource.name}
              </Typography>
              {lines.length === 0 ? (
                <Typography color="text.secondary">{t('scheduler.agendaFree')}</Typography>
              ) : (
                <List dense disablePadding>
                  {lines.map((line) => (
                    <ListItemButton
                      key={line.lineId}
                      onClick={() => onOpen(line.referenceNumber)}
                      sx={{ borderRadius: 1, gap: 1 }}
                    >
                      <ListItemText
                        primary={`${line.customerName} · ${line.offeringName}`}
                        secondary={`${multiDay ? `${formatInstantDay(line.startsAt, language, zone)}, ` : ''}${formatTime(line.startsAt, language, zone)}–${formatTime(line.endsAt, language, zone)} · ${line.referenceNumber}`}
                      />
                      <Box sx={{ flex: 'none' }}>
                        <ReservationStatusChip status={line.status} />
                      </Box>
                    </ListItemButton>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
