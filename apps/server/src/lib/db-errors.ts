/** The PostgreSQL error code (SQLSTATE) of a failed query, whichever driver and wrapper raised it. */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** True when a query failed on a unique constraint (PostgreSQL 23505), whichever driver and wrapper raised it. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505') return !constraint || !name || name === constraint;
  }
  return false;
}

/** True when a query failed on a foreign key (PostgreSQL 23503): a delete of a row still referenced, or a reference to a missing row. */
export function isForeignKeyViolation(err: unknown): boolean {
  return pgErrorCode(err) === '23503';
}

/** True when the foreign-key failure is a delete (or update) of a row that other rows still reference. */
function isStillReferenced(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { detail } = e as { detail?: unknown };
    if (typeof detail === 'string') return detail.includes('still referenced');
  }
  return false;
}

/** SQLSTATE -> the client error it stands for; 23503 is told apart below (delete of a used row, or a dangling id). */
const CLIENT_ERRORS: Record<string, { statusCode: number; message: string }> = {
  '23505': { statusCode: 409, message: 'A record with these details already exists' },
  '23502': { statusCode: 400, message: 'A value is missing or not allowed' },
  '23514': { statusCode: 400, message: 'A value is missing or not allowed' },
  '22001': { statusCode: 400, message: 'A value is too long' },
  '22003': { statusCode: 400, message: 'A number is out of range' },
  '22007': { statusCode: 400, message: 'A date or time is not valid' },
  '22008': { statusCode: 400, message: 'A date or time is not valid' },
  '22P02': { statusCode: 400, message: 'A value has the wrong format' },
  // NUL characters and escapes PostgreSQL cannot store in text or JSON.
  '22021': { statusCode: 400, message: 'A text contains characters that cannot be stored' },
  '22P05': { statusCode: 400, message: 'A text contains characters that cannot be stored' },
  // Two requests that changed the same rows at the same moment, one chosen to give way: nothing was written, and the
  // same request again goes through. Each is a lock-order case to fix where it happens (errors.ts logs it).
  '40P01': { statusCode: 409, message: 'Someone changed the same records at the same moment: try again' },
  '40001': { statusCode: 409, message: 'Someone changed the same records at the same moment: try again' },
};

/**
 * The client error a database refusal stands for, when the request itself was at fault: a service should have
 * refused it first with a precise message, and this is the safety net that keeps such a request from answering 500.
 * The messages never quote the database's own text (table, column, constraint or SQL).
 */
export function clientErrorOf(err: unknown): { statusCode: number; message: string } | undefined {
  const code = pgErrorCode(err);
  if (code === '23503')
    return isStillReferenced(err)
      ? { statusCode: 409, message: 'This record is in use by other records and cannot be removed' }
      : { statusCode: 409, message: 'The request refers to a record that does not exist' };
  return code ? CLIENT_ERRORS[code] : undefined;
}
