import { instantToWallClock, wallClockToInstant } from '@bookone/domain';

/** An instant as the datetime-local box shows it in `zone` ('YYYY-MM-DDTHH:MM'); '' for none. */
export function toZoneLocal(instant: string | null, zone: string): string {
  if (!instant) return '';
  const t = Date.parse(instant);
  if (Number.isNaN(t)) return '';
  const { date, time } = instantToWallClock(t, zone);
  return `${date}T${time}`;
}

/** What the datetime-local box holds, read as a wall clock in `zone`, as an ISO instant; null when empty. */
export function fromZoneLocal(local: string, zone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(local);
  if (!match) return null;
  return new Date(wallClockToInstant(match[1]!, match[2]!, zone)).toISOString();
}
