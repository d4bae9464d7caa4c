import { isValidationKey, type KeyedMessage, validationText } from '@bookone/domain';

/** A field message: text, a key of the domain's table, or a key with the values of its figures (withValues). */
export type FieldMessage = string | KeyedMessage;
export type FieldMessages = Record<string, FieldMessage>;

/**
 * Errors a service throws on purpose. The error handler turns them into `{statusCode, error, message, fields?}`;
 * anything else becomes a 500 without details.
 *
 * The message and each field message may be a key of the domain's table (`VALIDATION_KEYS.alreadyUsed`, decision
 * 0015): the API answers its English and names the key beside it, so that the web can translate it. `message` is
 * the English at once (services prefix it: `${line}: ${err.message}`); `fields` keep their keys until the error
 * plugin answers, so that an error passed on with `err.fields` keeps them.
 */
export class AppError extends Error {
  /** The key the message was given as, if it was one. */
  readonly messageKey: string | undefined;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldMessages,
    readonly headers?: Record<string, string>,
  ) {
    super(validationText(message));
    this.name = 'AppError';
    this.messageKey = isValidationKey(message) ? message : undefined;
  }
}

export const badRequest = (message: string, fields?: FieldMessages) => new AppError(400, message, fields);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message = 'You do not have access to this resource') => new AppError(403, message);
export const notFound = (what = 'Resource') => new AppError(404, `${what} not found`);
export const conflict = (message: string, fields?: FieldMessages) => new AppError(409, message, fields);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });

export const HTTP_ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
