import type { ServiceRequest } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotice } from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { errorMessage } from '../../../lib/form-errors';
import { useMoveServiceRequest, useOpenRoomRequests } from '../api/service-requests';
import { PriorityLabel, StatusChip } from './request-chips';
import { RequestDialog } from './request-dialog';
import { useCanEditRequests } from './requests-list';

type RoomRef = { id: number; roomNumber: string };

/**
 * The service requests on the housekeeping board (issue 11): one read of the property's open requests that name a
 * room, then per room card its requests with a Resolve button, and "Raise a request" for the staff who may. The
 * board renders `roomExtra(room)` in each card and `element` once (the dialog and messages).
 */
export function useRoomRequests(propertyId: number): {
  roomExtra: (room: RoomRef) => ReactNode;
  element: ReactNode;
} {
  const { t } = useTranslation('service-requests');
  const canRead = useCan('serviceRequest.read');
  const canMove = useCan('serviceRequest.write');
  const canRaise = useCanEditRequests();
  const query = useOpenRoomRequests(propertyId, canRead && propertyId > 0);
  const move = useMoveServiceRequest(propertyId);
  const notice = useNotice();
  const [raiseFor, setRaiseFor] = useState<RoomRef | null>(null);

  const byRoom = useMemo(() => {
    const map = new Map<number, ServiceRequest[]>();
    for (const r of query.data ?? [])
      if (r.roomId != null) map.set(r.roomId, [...(map.get(r.roomId) ?? []), r]);
    return map;
  }, [query.data]);

  const resolve = (r: ServiceRequest) =>
    move.mutate(
      { id: r.id, status: 'RESOLVED' },
      {
        onSuccess: (saved) =>
          notice.show(t('board.resolved', { reference: saved.referenceNumber }), 'success'),
        onError: (error) => notice.show(errorMessage(error), 'error'),
      },
    );

  const roomExtra = (room: RoomRef) => {
    if (!canRead) return null;
    const list = byRoom.get(room.id) ?? [];
    if (list.length === 0 && !canRaise) return null;
    return (
      <Box sx={{ mt: 1.5 }} data-testid="room-requests">
        {list.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h4">
              {t('board.count', { count: list.length })}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
              {list.map((r) => (
                <Stack component="li" key={r.id} spacing={0.5} data-request={r.referenceNumber}>
                  <Typography variant="body2">
                    <strong>{r.referenceNumber}</strong> {r.description}
                  </Typography>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    useFlexGap
                  >
                    <StatusChip status={r.status} />
                    <PriorityLabel priority={r.priority} />
                    {canMove && (
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={move.isPending}
                        aria-label={t('board.resolveLabel', {
                          reference: r.referenceNumber,
                          description: r.description,
                        })}
                        onClick={() => resolve(r)}
                      >
                        {t('board.resolve')}
                      </Button>
                    )}
                  </Stack>
                </Stack>
              ))}
            </Stack>
          </>
        )}
        {canRaise && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            sx={{ mt: 0.5 }}
            aria-label={t('board.raiseFor', { room: room.roomNumber })}
            onClick={() => setRaiseFor(room)}
          >
            {t('board.raise')}
          </Button>
        )}
      </Box>
    );
  };

  const element = (
    <>
      <RequestDialog
        open={raiseFor != null}
        onClose={() => setRaiseFor(null)}
        propertyId={propertyId}
        roomId={raiseFor?.id ?? null}
        onSaved={(saved) => notice.show(t('created', { reference: saved.referenceNumber }), 'success')}
      />
      {query.isError && (
        <Typography role="alert" color="error">
          {t('board.failed')}
        </Typography>
      )}
      {notice.element}
    </>
  );
  return { roomExtra, element };
}
