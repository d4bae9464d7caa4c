/**
 * PostgreSQL cannot store the NUL character (U+0000) in text or JSON: a query carrying one fails with a database
 * error, whatever the column. No field of BookOne has a use for it, so any request naming one is refused up front.
 */
const NUL = '\u0000';

/**
 * Paths (as the validation errors name them: `firstName`, `days.0.breaks.1.start`) of every string or key
 * containing NUL in a parsed request part. Iterative, so that a deeply nested body cannot exhaust the stack.
 */
export function pathsWithNul(value: unknown, limit = 10): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0 && found.length < limit) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes(NUL)) found.push(path);
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const childPath = path ? `${path}.${k}` : k;
        if (k.includes(NUL)) found.push(childPath.replaceAll(NUL, '\\u0000'));
        else stack.push([child, childPath]);
      }
    }
  }
  return found;
}
