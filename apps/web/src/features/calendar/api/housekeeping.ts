// The board's reads and writes are shared with the rooms page (lib/queries): one implementation of each call.
export { useRooms } from '../../../lib/queries/rooms';
export {
  useSetRoomService as useChangeRoomService,
  useSetRoomStatus as useChangeRoomStatus,
} from '../../../lib/queries/room-state';
