import {
  ADDRESS_API_SEGMENTS,
  ADDRESS_LEVELS,
  ADDRESS_POSTCODE_LEVELS,
  addressListQuerySchema,
  addressLookupQuerySchema,
  addressLookupSchema,
  addressPageSchema,
  addressPlaceSchema,
  countryInputSchema,
  idParam,
  messageSchema,
  partialUpdate,
  placeInputSchema,
  type AddressLevel,
  type AddressPlace,
  type CountryInput,
  type PlaceInput,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, errorResponses, readErrorResponses } from '../../lib/route';
import { LEVEL_NAMES, type AddressService } from './address.service';

const tags = ['address'];
const placeParams = z.object({ placeId: idParam });

/** The export's columns of a level: its own fields, then the names above it, then what hangs under it. */
function exportColumns(level: AddressLevel): ExcelColumn<AddressPlace>[] {
  const above = ADDRESS_LEVELS.slice(0, ADDRESS_LEVELS.indexOf(level)).reverse();
  return [
    { header: 'ID', type: 'number', width: 8, value: (p) => p.id },
    ...(level === 'country'
      ? [
          { header: 'Code', width: 8, value: (p: AddressPlace) => p.code },
          { header: 'Name', width: 36, value: (p: AddressPlace) => p.name },
          { header: 'French name', width: 36, value: (p: AddressPlace) => p.nameFr },
        ]
      : [{ header: LEVEL_NAMES[level].one, width: 32, value: (p: AddressPlace) => p.name }]),
    ...(ADDRESS_POSTCODE_LEVELS.includes(level)
      ? [{ header: 'Postcode', width: 10, value: (p: AddressPlace) => p.postcode }]
      : []),
    ...above.map((l) => ({
      header: LEVEL_NAMES[l].one,
      width: 24,
      value: (p: AddressPlace) => p[l as Exclude<AddressLevel, 'street'>],
    })),
    ...(level === 'street'
      ? []
      : [
          {
            header: `${LEVEL_NAMES[level].child[1]} (count)`,
            type: 'number' as const,
            width: 14,
            value: (p: AddressPlace) => p.children,
          },
        ]),
  ];
}

export const addressRoutes: FastifyPluginAsyncZod<{ addresses: AddressService }> = async (
  app,
  { addresses },
) => {
  app.get(
    '/api/address/lookup',
    {
      config: { permission: 'address.read' },
      schema: {
        tags,
        summary:
          'Type-ahead: places of a level matching the text (names starting with it first), under the country, ' +
          'state, city or suburb the address already holds (a name that matches no place narrows nothing)',
        querystring: addressLookupQuerySchema,
        response: { 200: addressLookupSchema, ...readErrorResponses },
      },
    },
    (req) => addresses.lookup(req.query),
  );

  for (const level of ADDRESS_LEVELS) {
    const base = `/api/address/${ADDRESS_API_SEGMENTS[level]}`;
    const one = LEVEL_NAMES[level].one.toLowerCase();
    const isCountry = level === 'country';

    app.get(
      base,
      {
        config: { permission: 'address.read' },
        schema: {
          tags,
          summary: `A page of ${ADDRESS_API_SEGMENTS[level]} (by name unless sorted), under one parent if asked, searched by name`,
          querystring: addressListQuerySchema,
          response: { 200: addressPageSchema, ...readErrorResponses },
        },
      },
      (req) => addresses.list(level, req.query),
    );

    app.get(
      `${base}/export`,
      {
        config: { permission: 'address.read' },
        schema: {
          tags,
          summary: 'The same filter as the list, every row, as an .xlsx workbook',
          querystring: addressListQuerySchema,
          response: readErrorResponses,
        },
      },
      async (req, reply) =>
        sendExport(reply, {
          sheet: LEVEL_NAMES[level].one,
          file: ADDRESS_API_SEGMENTS[level],
          date: new Date().toISOString().slice(0, 10),
          columns: exportColumns(level),
          rows: await addresses.exportRows(level, req.query),
        }),
    );

    app.get(
      `${base}/:placeId`,
      {
        config: { permission: 'address.read' },
        schema: {
          tags,
          summary: `One ${one}, with the names above it`,
          params: placeParams,
          response: { 200: addressPlaceSchema, ...readErrorResponses },
        },
      },
      (req) => addresses.get(level, req.params.placeId),
    );

    app.post(
      base,
      {
        config: { permission: 'address.write' },
        schema: {
          tags,
          summary: isCountry
            ? 'Add a country (its ISO 3166-1 alpha-2 code and its name are unique)'
            : `Add a ${one} under a place of the level above (its name is unique there, whatever its case)`,
          body: isCountry ? countryInputSchema : placeInputSchema,
          response: { 201: addressPlaceSchema, ...errorResponses },
        },
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(
            await (isCountry
              ? addresses.createCountry(actorOf(req), req.body as CountryInput)
              : addresses.createPlace(actorOf(req), level, req.body as PlaceInput)),
          ),
    );

    app.put(
      `${base}/:placeId`,
      {
        config: { permission: 'address.write' },
        schema: {
          tags,
          summary: `Rename or move a ${one} (fields left out stay; what hangs under it moves along)`,
          params: placeParams,
          body: isCountry ? partialUpdate(countryInputSchema) : partialUpdate(placeInputSchema),
          response: { 200: addressPlaceSchema, ...errorResponses },
        },
      },
      (req) =>
        isCountry
          ? addresses.updateCountry(actorOf(req), req.params.placeId, req.body as Partial<CountryInput>)
          : addresses.updatePlace(actorOf(req), level, req.params.placeId, req.body as Partial<PlaceInput>),
    );

    app.delete(
      `${base}/:placeId`,
      {
        config: { permission: 'address.write' },
        schema: {
          tags,
          summary: `Delete a ${one}; one with places under it is refused (409 naming how many)`,
          params: placeParams,
          response: { 200: messageSchema, ...errorResponses },
        },
      },
      (req) => addresses.remove(actorOf(req), level, req.params.placeId),
    );
  }
};
