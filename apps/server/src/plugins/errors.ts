import { isValidationKey, type MessageValues, validationText } from '@bookone/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

import { clientErrorOf } from '../lib/db-errors';
import { AppError, type FieldMessages, HTTP_ERROR_NAMES } from '../lib/errors';
import { pathsWithNul } from '../lib/input-guard';

function body(statusCode: number, message: string, fields?: FieldMessages, messageKey?: string) {
  const { texts, keys, values } = fieldMessages(fields ?? {});
  return {
    statusCode,
    error: HTTP_ERROR_NAMES[statusCode] ?? 'Error',
    message,
    ...(messageKey ? { messageKey } : {}),
    ...(Object.keys(texts).length > 0 ? { fields: texts } : {}),
    ...(Object.keys(keys).length > 0 ? { fieldKeys: keys } : {}),
    ...(Object.keys(values).length > 0 ? { fieldValues: values } : {}),
  };
}

/**
 * Field messages as clients read them: the English of each (`fields`, as before keys existed) and, for those given
 * as a key of the domain's table, the key (`fieldKeys`) and the values of its figures (`fieldValues`) that the web
 * translates (decision 0015).
 */
function fieldMessages(fields: FieldMessages) {
  const texts: Record<string, string> = {};
  const keys: Record<string, string> = {};
  const values: Record<string, MessageValues> = {};
  for (const [path, message] of Object.entries(fields)) {
    const { key, values: figures } = typeof message === 'string' ? { key: message, values: {} } : message;
    texts[path] = validationText(key, figures);
    if (!isValidationKey(key)) continue;
    keys[path] = key;
    if (Object.keys(figures).length > 0) values[path] = figures;
  }
  return { texts, keys, values };
}

/** Fastify's own client errors, by code, with the message a client can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty but its content type is JSON'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large'],
  FST_PARTS_LIMIT: [413, 'Too many parts in the upload'],
  FST_FILES_LIMIT: [413, 'Too many files in the upload'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Send the file as multipart/form-data'],
  FST_ERR_VALIDATION: [400, 'The request is not valid'],
};

const NUL_MESSAGE = 'Must not contain NUL characters';

/**
 * One error shape for the whole API: `{statusCode, error, message, messageKey?, fields?, fieldKeys?, fieldValues?}`. Validation
 * errors name each field; a database refusal caused by the request answers its 4xx (lib/db-errors.ts); unexpected
 * errors are logged and answered with a bare 500, never a stack trace or SQL.
 */
export function registerErrorHandling(app: FastifyInstance) {
  // Text the database cannot store (NUL) is refused before validation, naming the field, wherever it comes: path,
  // query string or JSON body. Registered before every other hook so that no plugin handles such input first. A
  // callback hook (no promise on every request); the path and query can only carry a NUL percent-encoded (%00: the
  // HTTP parser refuses a raw one), so an address without one and no body are passed without a walk.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body == null && !request.url.includes('%00')) return done();
    const parts = { params: request.params, querystring: request.query, body: request.body };
    const fields: Record<string, string> = {};
    for (const [part, value] of Object.entries(parts))
      for (const path of pathsWithNul(value)) fields[path || part] = NUL_MESSAGE;
    if (Object.keys(fields).length === 0) return done();
    const summary = Object.keys(fields)
      .map((k) => `${k}: ${NUL_MESSAGE}`)
      .join('; ');
    done(new AppError(400, `Invalid request: ${summary}`, fields));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(body(error.statusCode, error.message, error.fields, error.messageKey));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        // The domain schemas speak in message keys (for the web's translations): clients read their English.
        fields[path] ??= issue.message || 'Invalid value';
      }
      const summary = Object.entries(fields)
        .map(([k, v]) => `${k}: ${validationText(v)}`)
        .join('; ');
      return reply
        .status(400)
        .send(body(400, `Invalid ${error.validationContext ?? 'request'}: ${summary}`, fields));
    }
    const fromDatabase = clientErrorOf(error);
    if (fromDatabase) {
      request.log.warn({ err: error }, 'database refused the request');
      return reply.status(fromDatabase.statusCode).send(body(fromDatabase.statusCode, fromDatabase.message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(body(500, 'Internal server error'));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send(body(known[0], known[1]));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Other 4xx from Fastify or a plugin: their messages are written for clients.
      return reply.status(error.statusCode).send(body(error.statusCode, error.message));
    }
    if (error.code === 'FST_ERR_HANDLER_TIMEOUT')
      return reply.status(503).send(body(503, 'The server took too long to answer. Try again in a moment.'));
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(500, 'Internal server error'));
  });
}

export function apiNotFound(method: string, url: string) {
  return body(404, `No API route ${method} ${url.split('?')[0] ?? url}`);
}
