/**
 * Runs `fn` with the process time zone set to `tz` (Node re-reads TZ when it is assigned), then restores it. Used
 * by the date tests to show that date-only strings keep their calendar day everywhere.
 */
export function inTimeZone<T>(tz: string, fn: () => T): T {
  const saved = process.env.TZ;
  process.env.TZ = tz;
  try {
    return fn();
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}

/** Zones on both sides of UTC, where a UTC-midnight reading would move the day. */
export const ZONES = [
  'UTC',
  'Pacific/Auckland',
  'America/Los_Angeles',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];
