// Address reference data (issue 10, spec §2.5 "Address Setup"): country → state or region → city → suburb → street,
// kept by the platform, offered as type-ahead choices wherever an address is typed (free text stays allowed).
import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';
import { optionalText, requiredText } from '../validation';
import { idParam, idSchema, listQuery, pageOf } from './common';
import { nullableOptional } from './helpers';

/** The five levels, outermost first; every level but the country hangs under one place of the level before it. */
export const ADDRESS_LEVELS = ['country', 'state', 'city', 'suburb', 'street'] as const;
export type AddressLevel = (typeof ADDRESS_LEVELS)[number];

/** The level a place of each level hangs under (a country under none). */
export const ADDRESS_PARENT_LEVEL: Record<AddressLevel, AddressLevel | null> = {
  country: null,
  state: 'country',
  city: 'state',
  suburb: 'city',
  street: 'suburb',
};

/** The level under each level (a street has none). */
export const ADDRESS_CHILD_LEVEL: Record<AddressLevel, AddressLevel | null> = {
  country: 'state',
  state: 'city',
  city: 'suburb',
  suburb: 'street',
  street: null,
};

/** Each level's segment in the API's paths: /api/address/countries, /api/address/states, … */
export const ADDRESS_API_SEGMENTS = {
  country: 'countries',
  state: 'states',
  city: 'cities',
  suburb: 'suburbs',
  street: 'streets',
} as const satisfies Record<AddressLevel, string>;

/** Levels that carry a postcode (NZ postcodes follow suburbs, and a long street may cross into another). */
export const ADDRESS_POSTCODE_LEVELS: readonly AddressLevel[] = ['suburb', 'street'];

const placeName = requiredText(100);
const postcode = nullableOptional(optionalText(12));

/**
 * POST /api/address/countries, PUT /api/address/countries/:placeId. The ISO 3166-1 alpha-2 code (upper-cased) is
 * unique; the French name is shown to French speakers (the English one when absent).
 */
export const countryInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, VALIDATION_KEYS.countryCode)
    .transform((c) => c.toUpperCase()),
  name: placeName,
  nameFr: nullableOptional(optionalText(100)),
});
export type CountryInput = z.infer<typeof countryInputSchema>;

/**
 * POST/PUT of a state, city, suburb or street: its name, unique under its parent whatever its case, and the place it
 * hangs under (a place of the level before; moving a place moves what is under it too). Suburbs and streets may
 * carry a postcode; the other levels ignore it.
 */
export const placeInputSchema = z.object({
  parentId: idSchema,
  name: placeName,
  postcode,
});
export type PlaceInput = z.infer<typeof placeInputSchema>;

/** One place of any level, with the names of the places above it and how many places hang under it. */
export const addressPlaceSchema = z.object({
  id: z.number().int(),
  level: z.enum(ADDRESS_LEVELS),
  name: z.string(),
  nameFr: z.string().nullable(),
  /** A country's ISO 3166-1 alpha-2 code; null for the other levels. */
  code: z.string().nullable(),
  postcode: z.string().nullable(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  /** The names above the place (null above a country's level or at its own level). */
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  suburb: z.string().nullable(),
  /** How many places hang directly under it: a place with any cannot be deleted. */
  children: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AddressPlace = z.infer<typeof addressPlaceSchema>;

export const ADDRESS_SORTS = ['name', 'code', 'postcode', 'parent', 'children', 'createdAt'] as const;
export type AddressSort = (typeof ADDRESS_SORTS)[number];
/** GET /api/address/<level> (and …/export): a level's places, by name unless sorted, under one parent if asked. */
export const addressListQuerySchema = listQuery({
  sorts: ADDRESS_SORTS,
  filters: { parentId: idParam.optional() },
});
export type AddressListQuery = z.infer<typeof addressListQuerySchema>;
export const addressPageSchema = pageOf(addressPlaceSchema);
export type AddressPage = z.infer<typeof addressPageSchema>;

// ------------------------------------------------------------------ type-ahead

const lookupName = z.string().trim().max(100).optional();
/**
 * GET /api/address/lookup: the places of a level whose name starts with (or contains) `search`, narrowed by the
 * names the address already holds above it (case-insensitive; a name that matches nothing narrows nothing, so a
 * free-text country does not hide every state).
 */
export const addressLookupQuerySchema = z.object({
  level: z.enum(ADDRESS_LEVELS),
  search: z.string().trim().max(100).default(''),
  country: lookupName,
  state: lookupName,
  city: lookupName,
  suburb: lookupName,
  size: z.coerce.number().int().min(1).max(50).default(15),
});
export type AddressLookupQuery = z.infer<typeof addressLookupQuerySchema>;

/** A type-ahead choice: the place and every name above it, so that picking it can fill the whole address. */
export const addressChoiceSchema = z.object({
  id: z.number().int(),
  level: z.enum(ADDRESS_LEVELS),
  name: z.string(),
  nameFr: z.string().nullable(),
  code: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string().nullable(),
  countryFr: z.string().nullable(),
  countryCode: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  suburb: z.string().nullable(),
});
export type AddressChoice = z.infer<typeof addressChoiceSchema>;
export const addressLookupSchema = z.object({ items: z.array(addressChoiceSchema) });
export type AddressLookup = z.infer<typeof addressLookupSchema>;

// ------------------------------------------------------------------ street upload

/** The street CSV: at most this many bytes and data rows (a bigger list goes in several files). */
export const STREET_CSV_MAX_BYTES = 1024 * 1024;
export const STREET_CSV_MAX_ROWS = 5000;
/** Its columns, named in a header row in any order (case-insensitive); postcode may be left out. */
export const STREET_CSV_COLUMNS = ['country', 'state', 'city', 'suburb', 'street', 'postcode'] as const;
export type StreetCsvColumn = (typeof STREET_CSV_COLUMNS)[number];

/** Why a row cannot be imported: a key the web translates (`upload.errors.<code>`), with the column it is about. */
export const STREET_ROW_ERRORS = ['missing', 'tooLong', 'unknown', 'duplicate'] as const;
export type StreetRowError = (typeof STREET_ROW_ERRORS)[number];

export const streetUploadRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  suburb: z.string(),
  street: z.string(),
  postcode: z.string().nullable(),
  /** new: will be added; exists: already there, left as is; error: the file cannot be imported until it is fixed. */
  status: z.enum(['new', 'exists', 'error']),
  error: z
    .object({
      code: z.enum(STREET_ROW_ERRORS),
      column: z.enum(STREET_CSV_COLUMNS),
      /** The same in English, for API clients. */
      message: z.string(),
    })
    .nullable(),
});
export type StreetUploadRow = z.infer<typeof streetUploadRowSchema>;

/**
 * POST /api/address/streets/upload/preview (nothing written) and POST /api/address/streets/upload (all rows or
 * none: a file with any row error is a 400 and writes nothing). Multipart field `file`, CSV in UTF-8.
 */
export const streetUploadSchema = z.object({
  rows: z.array(streetUploadRowSchema),
  counts: z.object({ new: z.number().int(), exists: z.number().int(), error: z.number().int() }),
  /** How many streets were added (0 for a preview). */
  written: z.number().int(),
});
export type StreetUpload = z.infer<typeof streetUploadSchema>;
