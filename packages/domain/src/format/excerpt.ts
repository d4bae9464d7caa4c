/** Default length of an excerpt (spec §9). */
export const EXCERPT_LIMIT = 5;

/**
 * Excerpt helper of spec §9: the first `limit` characters followed by '...' when the text is longer; the text
 * unchanged otherwise; '' for null or undefined. Characters are Unicode code points, so an emoji or other
 * character outside the basic plane is never cut in half. A negative limit counts as 0.
 */
export function excerpt(text: string | null | undefined, limit: number = EXCERPT_LIMIT): string {
  if (text == null) return '';
  const chars = Array.from(text);
  const keep = Math.max(0, Math.floor(limit));
  return chars.length > keep ? `${chars.slice(0, keep).join('')}...` : text;
}
