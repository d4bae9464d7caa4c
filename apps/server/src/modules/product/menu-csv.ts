// Reading a menu file (CSV: name, group, price, tax, code) into rows checked one by one, without the database:
// the import service adds what only the outlet's records can tell (codes in use, groups that exist).
import {
  catalogueCodeSchema,
  MENU_CSV_COLUMNS,
  moneySchema,
  VALIDATION_KEYS,
  type ValidationMessageKey,
} from '@bookone/domain';

/** At most this many rows per file: a menu, not a warehouse. */
export const MAX_MENU_ROWS = 1000;

type Column = (typeof MENU_CSV_COLUMNS)[number];
const REQUIRED: readonly Column[] = ['name', 'group', 'price'];

export interface ParsedRow {
  line: number;
  name: string;
  group: string;
  price: number | null;
  taxRate: number | null;
  /** As written; empty: the import makes one from the name. */
  code: string;
  errors: Partial<Record<Column, ValidationMessageKey>>;
}

export interface ParsedMenu {
  rows: ParsedRow[];
  fileErrors: string[];
}

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks; CRLF or LF ends a record. */
export function csvRecords(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ line: start, cells });
      cells = [];
      cell = '';
      line++;
      start = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: start, cells });
  }
  // Blank lines are no rows.
  return records.filter((r) => r.cells.some((c) => c.trim() !== ''));
}

function numberOf(text: string): number | null {
  const t = text.trim().replace(/%$/, '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

/** The file's rows with each one's own problems (a missing name, a price that is not an amount, a bad code). */
export function parseMenu(text: string): ParsedMenu {
  const records = csvRecords(text);
  const [header, ...body] = records;
  if (!header) return { rows: [], fileErrors: ['The file is empty'] };
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const unknown = names.filter((n) => !(MENU_CSV_COLUMNS as readonly string[]).includes(n));
  const missing = REQUIRED.filter((c) => !names.includes(c));
  const fileErrors: string[] = [];
  if (unknown.length || missing.length)
    fileErrors.push(
      `The first line names the columns: ${MENU_CSV_COLUMNS.join(', ')} (tax and code may be left out)` +
        (missing.length ? `; missing: ${missing.join(', ')}` : '') +
        (unknown.length ? `; unknown: ${unknown.join(', ')}` : ''),
    );
  if (body.length === 0) fileErrors.push('The file has no rows under its header');
  if (body.length > MAX_MENU_ROWS)
    fileErrors.push(`At most ${MAX_MENU_ROWS} rows per file; this one has ${body.length}`);
  if (fileErrors.length) return { rows: [], fileErrors };
  const at = (cells: string[], c: Column) => {
    const i = names.indexOf(c);
    return i < 0 ? '' : (cells[i] ?? '').trim();
  };
  const rows = body.map(({ line, cells }): ParsedRow => {
    const errors: ParsedRow['errors'] = {};
    const name = at(cells, 'name');
    const group = at(cells, 'group');
    if (!name) errors.name = VALIDATION_KEYS.required;
    else if (name.length > 120) errors.name = VALIDATION_KEYS.tooLong;
    if (!group) errors.group = VALIDATION_KEYS.required;
    else if (group.length > 80) errors.group = VALIDATION_KEYS.tooLong;
    const priceText = at(cells, 'price');
    let price = priceText ? numberOf(priceText) : null;
    if (!priceText) errors.price = VALIDATION_KEYS.amountRequired;
    else if (price == null) errors.price = VALIDATION_KEYS.amountRequired;
    else {
      const checked = moneySchema.safeParse(price);
      if (!checked.success) {
        errors.price = checked.error.issues[0]!.message as ValidationMessageKey;
        price = null;
      }
    }
    const taxText = at(cells, 'tax');
    let taxRate = taxText ? numberOf(taxText) : null;
    if (taxText && taxRate == null) errors.tax = VALIDATION_KEYS.number;
    else if (taxRate != null && (taxRate < 0 || taxRate > 100)) {
      errors.tax = taxRate < 0 ? VALIDATION_KEYS.notNegative : VALIDATION_KEYS.atMost100;
      taxRate = null;
    } else if (taxRate != null && Math.abs(taxRate * 100 - Math.round(taxRate * 100)) > 1e-6) {
      errors.tax = VALIDATION_KEYS.twoDecimals;
      taxRate = null;
    }
    const code = at(cells, 'code');
    if (code && !catalogueCodeSchema.safeParse(code).success) errors.code = VALIDATION_KEYS.planCode;
    return { line, name, group, price, taxRate, code, errors };
  });
  return { rows, fileErrors };
}

/** A code made from a product's name (PIZZA-MARGHERITA), unique among `taken` by a -2, -3… suffix. */
export function codeFromName(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 16)
      .replace(/-+$/, '') || 'ITEM';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
