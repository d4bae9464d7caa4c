import { z } from 'zod';

/** Every API error has this shape; `fields` maps a field path (e.g. `body.password`) to its message. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const idParam = z.coerce.number().int().positive();

/** Server-side paging, sorting and searching for every list. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(25),
  sort: z.string().max(60).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  search: z.string().trim().max(120).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
export type Page<T> = { items: T[]; total: number; page: number; size: number };

export const messageSchema = z.object({ message: z.string() });
