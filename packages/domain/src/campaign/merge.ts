// Merge fields of a campaign's content (issue 14): `{{firstName}}` and the like, written by the marketer and filled
// per recipient when the campaign is sent. Unknown names are found when the campaign is saved (a typo must not reach
// a thousand guests as "{{frstName}}"), so the renderer itself never fails.

/** The names a campaign's subject and body may use, in the order the editor's help lists them. */
export const MERGE_FIELDS = [
  'firstName',
  'lastName',
  'propertyName',
  'promotionName',
  'couponCode',
  'unsubscribeUrl',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Record<MergeField, string>;

/** `{{ name }}`: letters and digits, spaces around the name allowed. */
const FIELD = /\{\{\s*([A-Za-z0-9_]*)\s*\}\}/g;

const isMergeField = (name: string): name is MergeField => (MERGE_FIELDS as readonly string[]).includes(name);

/** Every field name a text uses, in order of first use. */
export function mergeFieldsIn(text: string): string[] {
  const names = [...text.matchAll(FIELD)].map((m) => m[1] ?? '');
  return [...new Set(names)];
}

/** The names a text uses that are not merge fields (empty: the text is fine). */
export function unknownMergeFields(text: string): string[] {
  return mergeFieldsIn(text).filter((n) => !isMergeField(n));
}

/** Whether a text uses a field (after `{{` and blanks). */
export const usesMergeField = (text: string, field: MergeField) => mergeFieldsIn(text).includes(field);

/**
 * The text with each known field replaced by its value. An unknown name (refused at save, so only an old text could
 * hold one) is left as written rather than silently removed.
 */
export function renderMerge(text: string, values: MergeValues): string {
  return text.replace(FIELD, (whole, name: string) => (isMergeField(name) ? values[name] : whole));
}
