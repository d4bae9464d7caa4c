import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';

/**
 * Every API error has this shape; `fields` maps a field path (e.g. `body.password`) to its English message, and
 * `fieldKeys` (with `fieldValues`, the figures of a key) / `messageKey` give the message keys beside the English where the message is one of the table's
 * (decision 0015), so that the web can translate them.
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  fieldKeys: z
    .record(z.string(), z.string())
    .optional()
    .describe('The message key of each field message of `fields` that has one, e.g. validation.alreadyUsed'),
  fieldValues: z
    .record(z.string(), z.record(z.string(), z.union([z.string(), z.number()])))
    .optional()
    .describe('The values of the placeholders of a key in `fieldKeys`, e.g. { "max": 366 } for {{max}}'),
  messageKey: z.string().optional().describe('The message key of `message`, when it has one'),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Database ids are PostgreSQL `integer` (serial) columns: anything above 2^31 - 1 can name no record, and would make
 * the query itself fail, so it is refused as a bad request before it reaches the database.
 */
export const MAX_ID = 2_147_483_647;
/** An id in a JSON body. */
export const idSchema = z.number().int().positive().max(MAX_ID, VALIDATION_KEYS.unknownId);
/** An id in a path or query string (text, coerced). */
export const idParam = z.coerce.number().int().positive().max(MAX_ID, VALIDATION_KEYS.unknownId);

/** Server-side paging, sorting and searching for every list. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(MAX_ID).default(0),
  size: z.coerce.number().int().min(1).max(200).default(25),
  sort: z.string().max(60).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  search: z.string().trim().max(120).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * A list endpoint's query, declared once for the route and the page: page, size, order and search, `sort` limited
 * to the list's sort keys, and the list's own filters. Every list schema is built with it so that the server's
 * paginate helper and the web list page read the same names.
 */
export function listQuery<
  const S extends readonly [string, ...string[]],
  F extends z.ZodRawShape = Record<never, never>,
>(spec: { sorts: S; filters?: F }) {
  return listQuerySchema.extend({ sort: z.enum(spec.sorts).optional(), ...(spec.filters ?? ({} as F)) });
}

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
export type Page<T> = { items: T[]; total: number; page: number; size: number };

export const messageSchema = z.object({ message: z.string() });
