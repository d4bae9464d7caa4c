import { USER_ID_HEADER } from '@bookone/domain';
import type { FastifyRequest } from 'fastify';

import type { Actor } from '../plugins/auth';
import { badRequest, forbidden } from './errors';

/**
 * Subscription calls name the acting user in a USER_ID header (spec §7.1). It must be the signed-in user: the
 * header records who acted, it never lets one user act as another.
 */
export function assertUserIdHeader(request: FastifyRequest, actor: Actor): void {
  const raw = request.headers[USER_ID_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d+$/.test(value)) {
    throw badRequest(`Missing or invalid ${USER_ID_HEADER} header: send the signed-in user's id`, {
      [USER_ID_HEADER]: 'Required: the id of the signed-in user',
    });
  }
  if (Number(value) !== actor.id) throw forbidden(`${USER_ID_HEADER} does not match the signed-in user`);
}
