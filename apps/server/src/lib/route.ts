// What every route file shares: the error answers it documents, the usual params and the caller (docs/decisions:
// route helper). A route states its permission, its zod schemas with `...errorResponses`, and calls its service with
// `actorOf(req)`.
import { apiErrorSchema, idParam } from '@bookone/domain';
import { z } from 'zod';

import { requireActor } from '../plugins/auth';

/**
 * The error answers of an API route, all `{statusCode, error, message, fields?}`: 400 invalid input, 401 not signed
 * in, 403 no permission or another tenant, 404 unknown record, 409 refused by the record's state.
 */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
} as const;

/** The errors of routes no record state can refuse (reads, dashboards): no 409. */
export const readErrorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;

/** An upload's answers: the errors, 413 a file too large, 415 a type not accepted. */
export const uploadErrorResponses = { ...errorResponses, 413: apiErrorSchema, 415: apiErrorSchema } as const;

/** `:propertyId` in a path. */
export const propertyParams = z.object({ propertyId: idParam });

/** The signed-in caller of a route that declares a permission (the auth plugin has checked it: 401 otherwise). */
export const actorOf = requireActor;
