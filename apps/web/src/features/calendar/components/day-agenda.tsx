import { addDays } from '@bookone/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatDay } from '../../../lib/dates';
import type { TimelineGroup, TimelineItem } from '../../../components/resource-timeline/types';

const onDay = (item: TimelineItem, day: string) => item.start <= day && day < item.end;

/**
 * The tape chart on a phone: one day at a time, room by room (a 14-day grid is unreadable at 390 px). Each room
 * shows the stay on that day, or "free"; stays not yet given a room come first in their room type. A stay opens its
 * booking, as in the grid.
 */
export function DayAgenda({
  groups,
  items,
  day,
  onDayChange,
  onOpen,
}: {
  groups: TimelineGroup[];
  items: TimelineItem[];
  day: string;
  onDayChange: (day: string) => void;
  onOpen: (item: TimelineItem) => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const today = items.filter((item) => onDay(item, day));
  const stay = (item: TimelineItem) => (
    <ListItemButton onClick={() => onOpen(item)} sx={{ borderRadius: 1, py: 0.25 }}>
      <ListItemText primary={item.label} secondary={item.tooltip} />
    </ListItemButton>
  );
  return (
    <Stack spacing={2} component="section" aria-labelledby="day-agenda-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton onClick={() => onDayChange(addDays(day, -1))} aria-label={t('agenda.previousDay')}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography id="day-agenda-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {formatDay(day, i18n.language, { weekday: true })}
        </Typography>
        <IconButton onClick={() => onDayChange(addDays(day, 1))} aria-label={t('agenda.nextDay')}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {groups.map((group) => {
        const unallocated = today.filter((item) => item.groupId === group.id && item.resourceId == null);
        return (
          <Card key={group.id} variant="outlined">
            <CardContent sx={{ pb: 1 }}>
              <Typography
                component="h3"
                variant="subtitle1"
                sx={{ fontWeight: 700 }}
                id={`agenda-${group.id}`}
              >
                {group.label}
              </Typography>
              <List dense disablePadding aria-labelledby={`agenda-${group.id}`}>
                {unallocated.map((item) => (
                  <ListItem key={item.id} disablePadding>
                    <Box sx={{ width: '100%' }}>
                      <Typography variant="caption" color="text.secondary">
                        {t('agenda.unallocated')}
                      </Typography>
                      {stay(item)}
                    </Box>
                  </ListItem>
                ))}
                {group.resources.map((resource) => {
                  const here = today.filter((item) => item.resourceId === resource.id);
                  return (
                    <ListItem key={resource.id} disablePadding divider sx={{ alignItems: 'flex-start' }}>
                      <Box sx={{ minWidth: 72, pt: 1 }}>
                        <Typography sx={{ fontWeight: 600 }}>{resource.label}</Typography>
                        {resource.detail && (
                          <Typography variant="caption" color="text.secondary">
                            {resource.detail}
                          </Typography>
                        )}
                      </Box>
                      <Box sx={{ flex: 1 }}>
                        {here.length === 0 ? (
                          <Typography color="text.secondary" sx={{ pt: 1 }}>
                            {t('agenda.free')}
                          </Typography>
                        ) : (
                          here.map((item) => <Box key={item.id}>{stay(item)}</Box>)
                        )}
                      </Box>
                    </ListItem>
                  );
                })}
              </List>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
