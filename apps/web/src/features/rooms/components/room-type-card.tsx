import type { ReactNode } from 'react';
import { formatCurrency, type Room, type RoomType } from '@bookone/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoomTypeImages } from './room-type-images';
import { RoomsTable } from './rooms-table';

export type Notify = (message: string, severity?: 'success' | 'error') => void;

/** Draws a room type's rate plans tab. */
export type RenderPlans = (props: {
  roomType: RoomType;
  currency: string;
  canEdit: boolean;
  notify: Notify;
}) => ReactNode;

/**
 * One room type: its prices, occupancy and charges, then tabs for its rooms, its rate plans (drawn by the page's
 * `renderPlans`, as rate plans belong to the rates feature) and its images.
 */
export function RoomTypeCard({
  propertyId,
  roomType,
  rooms,
  currency,
  canEdit,
  canStatus,
  onEdit,
  onDelete,
  notify,
  renderPlans,
}: {
  propertyId: number;
  roomType: RoomType;
  rooms: Room[];
  currency: string;
  canEdit: boolean;
  canStatus: boolean;
  onEdit: () => void;
  onDelete: () => void;
  notify: Notify;
  renderPlans: RenderPlans;
}) {
  const { t } = useTranslation('rooms');
  const [tab, setTab] = useState<'rooms' | 'plans' | 'images'>('rooms');
  const money = (v: number) => formatCurrency(v, currency);
  const tabId = `rt-${roomType.id}`;
  // The room type's facts after its nightly price, each as an outlined chip; the optional ones only when set.
  const facts = [
    roomType.weeklyPrice != null && t('roomTypes.weekly', { price: money(roomType.weeklyPrice) }),
    roomType.monthlyPrice != null && t('roomTypes.monthly', { price: money(roomType.monthlyPrice) }),
    t('roomTypes.occupancy', {
      min: roomType.minOccupancy,
      max: roomType.maxOccupancy,
      base: roomType.baseOccupancy,
    }),
    t('roomTypes.extraAdult', { price: money(roomType.extraAdultCharge) }),
    t('roomTypes.extraChild', { price: money(roomType.extraChildCharge) }),
    t('roomTypes.rooms', { recorded: roomType.roomCount, count: roomType.noOfRooms }),
    t('roomTypes.sellable', { count: roomType.sellableUnits }),
    roomType.ranking != null && t('roomTypes.ranking', { ranking: roomType.ranking }),
  ].filter((fact): fact is string => typeof fact === 'string');
  return (
    <Card variant="outlined" component="article" aria-labelledby={`${tabId}-title`}>
      <CardHeader
        title={roomType.name}
        slotProps={{ title: { component: 'h3', variant: 'h6', id: `${tabId}-title` } }}
        subheader={roomType.description ?? undefined}
        action={
          canEdit && (
            <Box sx={{ display: 'flex' }}>
              <Tooltip title={t('common.edit')}>
                <IconButton aria-label={t('roomTypes.editLabel', { name: roomType.name })} onClick={onEdit}>
                  <EditIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('common.delete')}>
                <IconButton
                  aria-label={t('roomTypes.deleteLabel', { name: roomType.name })}
                  onClick={onDelete}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </Box>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          <Chip
            size="small"
            color="primary"
            label={t('roomTypes.perNight', { price: money(roomType.basePrice) })}
          />
          {facts.map((fact) => (
            <Chip key={fact} size="small" variant="outlined" label={fact} />
          ))}
          {roomType.shared && (
            <Chip
              size="small"
              color="secondary"
              label={`${t('roomTypes.shared')} · ${t('roomTypes.beds', { count: roomType.beds.length })}`}
            />
          )}
        </Stack>
        {roomType.facilities.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('roomTypes.facilities')}: {roomType.facilities.map((f) => f.name).join(', ')}
          </Typography>
        )}
        <Tabs
          value={tab}
          onChange={(_e, v: 'rooms' | 'plans' | 'images') => setTab(v)}
          aria-label={roomType.name}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
        >
          <Tab
            value="rooms"
            label={`${t('roomTypes.tabRooms')} (${rooms.length})`}
            id={`${tabId}-tab-rooms`}
            aria-controls={`${tabId}-panel-rooms`}
          />
          <Tab
            value="plans"
            label={t('roomTypes.tabPlans')}
            id={`${tabId}-tab-plans`}
            aria-controls={`${tabId}-panel-plans`}
          />
          <Tab
            value="images"
            label={`${t('roomTypes.tabImages')} (${roomType.images.length})`}
            id={`${tabId}-tab-images`}
            aria-controls={`${tabId}-panel-images`}
          />
        </Tabs>
        <Box role="tabpanel" id={`${tabId}-panel-${tab}`} aria-labelledby={`${tabId}-tab-${tab}`}>
          {tab === 'rooms' ? (
            <RoomsTable
              propertyId={propertyId}
              roomType={roomType}
              rooms={rooms}
              canEdit={canEdit}
              canStatus={canStatus}
              notify={notify}
            />
          ) : tab === 'plans' ? (
            renderPlans({ roomType, currency, canEdit, notify })
          ) : (
            <RoomTypeImages propertyId={propertyId} roomType={roomType} canEdit={canEdit} />
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * /bookone/manage-property "Property & Rooms": the property summary, then each room type as a card (prices,
 * occupancy, extra charges, rooms, ranking, shared, facilities) with its physical rooms (quick housekeeping status
 * and in-service switch) and its rate plans. Administrators and managers add, edit and delete; other staff read.
 */
