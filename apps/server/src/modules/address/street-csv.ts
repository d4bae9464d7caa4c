// The street upload's file: CSV (RFC 4180: quoted fields, "" inside quotes, CRLF or LF), UTF-8 with or without a
// byte-order mark, comma- or semicolon-separated (Excel saves CSV with semicolons in French-speaking locales).
import { STREET_CSV_COLUMNS, type StreetCsvColumn } from '@bookone/domain';

import { badRequest } from '../../lib/errors';

/** The records of a CSV text, each a list of fields; blank lines are skipped. Line numbers count from 1. */
export function parseCsv(text: string, delimiter: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const end = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== '') records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === delimiter) {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      end();
      line++;
      start = line;
    } else field += c;
  }
  if (quoted)
    throw badRequest(`A quoted field opened on line ${start} is never closed`, { file: 'Unclosed quote' });
  if (field !== '' || fields.length > 0) end();
  return records;
}

/** The file's text: UTF-8 (a byte-order mark dropped); anything else, or a NUL character, is a 400. */
export function csvText(buffer: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw badRequest('The file is not UTF-8 text: save it as CSV UTF-8', { file: 'Not UTF-8 text' });
  }
  if (text.includes('\0')) throw badRequest('The file is not a CSV text file', { file: 'Not a text file' });
  return text.replace(/^\uFEFF/, '');
}

export interface StreetCsvRow {
  line: number;
  values: Record<StreetCsvColumn, string>;
}

/**
 * The data rows of a street CSV by column name. The header row names the columns (any order, any case); country,
 * state, city, suburb and street are required, postcode optional, other columns ignored.
 */
export function readStreetCsv(buffer: Buffer): StreetCsvRow[] {
  const text = csvText(buffer);
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const [header, ...data] = parseCsv(text, delimiter);
  if (!header) throw badRequest('The file is empty', { file: 'Empty file' });
  const index = new Map(header.fields.map((name, i) => [name.trim().toLowerCase(), i]));
  const missing = STREET_CSV_COLUMNS.filter((c) => c !== 'postcode' && !index.has(c));
  if (missing.length > 0)
    throw badRequest(
      `The header row must name the columns ${STREET_CSV_COLUMNS.join(', ')} (postcode optional); missing: ${missing.join(', ')}`,
      { file: `Missing columns: ${missing.join(', ')}` },
    );
  return data.map(({ line, fields }) => ({
    line,
    values: Object.fromEntries(
      STREET_CSV_COLUMNS.map((c) => {
        const i = index.get(c);
        return [c, i === undefined ? '' : (fields[i] ?? '').trim()];
      }),
    ) as Record<StreetCsvColumn, string>,
  }));
}
