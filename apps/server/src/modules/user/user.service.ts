import {
  ADMIN_ONLY_USER_FIELDS,
  type AdminUpdateUserInput,
  assignableRoles,
  type ForgotPasswordInput,
  isPropertyRole,
  type Page,
  PARENT_ORGANISATION_ID,
  type ProfileUpdateInput,
  type ResetPasswordInput,
  type SignupRequest,
  type SignupResponse,
  tenantScopeOf,
  type UpdatePasswordInput,
  type UpdateUserInput,
  type User,
  type UserListQuery,
  VALIDATION_KEYS,
} from '@bookone/domain';

import { randomBytes } from 'node:crypto';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { storeImage } from '../../lib/images';
import { hashPassword, verifyPassword } from '../../lib/password';
import { assertReach, canReachOrganisation, canReachProperty, canReachUser } from '../../lib/tenant';
import { actorCan, type Actor } from '../../plugins/auth';
import type { RoleCache } from '../role/role-cache';
import { recordAudit } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import { findPropertyRow, findPropertyView, insertProperty } from '../property/property.service';
import { createPasswordLinks } from './password-link.service';
import {
  allUsers,
  findUserRow,
  findUserRowByUsername,
  insertUser,
  listUsers,
  toUser,
  updatePasswordHash,
  updateUserRow,
  type UserFilter,
  type UserRow,
} from './user.repository';

const EMAIL_TAKEN = VALIDATION_KEYS.emailTaken;

/** The audit log's name and tenant of a user record. */
const userAuditTarget = (row: UserRow) => ({
  entity: 'user',
  entityId: row.id,
  organisationId: row.organisationId,
  propertyId: row.propertyId,
});

/** An actor manages a user only when every role of that user is one the actor may hand out. */
function canManage(actor: Actor, target: UserRow, roles: RoleCache): boolean {
  const allowed: readonly string[] = assignableRoles(actor.roles, roles.customRoles());
  return target.roles.every((r) => allowed.includes(r));
}

/** Roles that exist (built-in, or custom and not deleted: 400 otherwise), each one the actor may hand out (403). */
function assertAssignable(actor: Actor, wanted: readonly string[], roles: RoleCache) {
  const unknown = wanted.filter((r) => !roles.exists(r));
  if (unknown.length > 0)
    throw badRequest(`Unknown role${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`, {
      roles: VALIDATION_KEYS.unknownRole,
    });
  const allowed: readonly string[] = assignableRoles(actor.roles, roles.customRoles());
  const refused = wanted.filter((r) => !allowed.includes(r));
  if (refused.length > 0)
    throw forbidden(`You cannot assign the role${refused.length > 1 ? 's' : ''} ${refused.join(', ')}`);
}

/** A property role needs the property it is held at (a front desk of no property reaches nothing). */
function assertRolesPlaced(roles: readonly string[], propertyId: number | null) {
  if (propertyId == null && roles.some(isPropertyRole))
    throw badRequest('Choose the property of the property roles', {
      propertyId: VALIDATION_KEYS.propertyForRoles,
    });
}

/**
 * The self-service updates refuse what only updateUser changes (roles, organisation, property, enabled) with a
 * 403, so that an attempt to raise oneself is told and changes nothing.
 */
function refuseAdminOnlyFields(input: Partial<Record<(typeof ADMIN_ONLY_USER_FIELDS)[number], unknown>>) {
  const sent = ADMIN_ONLY_USER_FIELDS.filter((f) => input[f] !== undefined);
  if (sent.length > 0)
    throw forbidden(`Only an administrator changes ${sent.join(', ')}, through updateUser`);
}

/** The list filter that keeps a caller inside their tenant. */
function scopeFilter(actor: Actor): UserFilter {
  const scope = tenantScopeOf(actor.roles);
  if (scope === 'platform') return {};
  if (scope === 'organisation') return { organisationId: actor.organisationId ?? -1 };
  return { propertyId: actor.propertyId ?? -1 };
}

export interface UploadedImage {
  buffer: Buffer;
  mimetype: string;
}

export function createUserService(db: Db, auth: AuthService, uploadsDir: string, roles: RoleCache) {
  const links = createPasswordLinks(db);

  async function reachableUser(actor: Actor, id: number): Promise<UserRow> {
    const row = await findUserRow(db, id);
    if (!row) throw notFound('User');
    assertReach(canReachUser(actor, row), 'User');
    if (row.id !== actor.id && !actorCan(actor, 'user.read')) throw forbidden();
    return row;
  }

  async function manageableUser(actor: Actor, id: number): Promise<UserRow> {
    const row = await findUserRow(db, id);
    if (!row) throw notFound('User');
    assertReach(canReachUser(actor, row), 'User');
    if (row.id !== actor.id && !canManage(actor, row, roles)) throw forbidden();
    return row;
  }

  /**
   * Saves a change to a user and its audit row (who, from where, before → after of the fields it set) in one
   * transaction: a refused save (an email taken) leaves neither.
   */
  async function saveUser(
    actor: Actor,
    before: UserRow,
    values: Parameters<typeof updateUserRow>[2],
  ): Promise<User> {
    try {
      const row = await db.transaction(async (tx) => {
        const saved = await updateUserRow(tx, before.id, values);
        if (!saved) throw notFound('User');
        await recordAudit(tx, actor, {
          ...userAuditTarget(saved),
          action: 'update',
          before,
          after: values,
          partial: true,
        });
        return saved;
      });
      return toUser(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      throw err;
    }
  }

  /** Where a new user belongs, from the creator's reach and the requested organisation and property. */
  async function placement(actor: Actor, input: SignupRequest) {
    const scope = tenantScopeOf(actor.roles);
    let propertyId = input.propertyId ?? null;
    let organisationId = input.organisationId ?? null;
    if (scope === 'property') propertyId = propertyId ?? actor.propertyId;
    if (propertyId != null) {
      const prop = await findPropertyRow(db, propertyId);
      // Another tenant's property is answered as a missing one.
      if (!prop || !canReachProperty(actor, prop))
        throw badRequest('No such property', { propertyId: VALIDATION_KEYS.noSuchProperty });
      if (organisationId != null && organisationId !== prop.organisationId) {
        throw badRequest('The property belongs to another organisation', {
          organisationId: VALIDATION_KEYS.notPropertyOrganisation,
        });
      }
      organisationId = prop.organisationId;
    } else {
      organisationId ??= actor.organisationId;
      assertReach(canReachOrganisation(actor, organisationId) || scope === 'platform', 'Organisation');
    }
    return { organisationId, propertyId };
  }

  return {
    findById: async (actor: Actor, id: number) => toUser(await reachableUser(actor, id)),

    async findByName(actor: Actor, username: string): Promise<User> {
      const row = await findUserRowByUsername(db, username);
      if (!row) throw notFound('User');
      return toUser(await reachableUser(actor, row.id));
    },

    findAll: (actor: Actor, query: UserListQuery): Promise<Page<User>> =>
      listUsers(db, scopeFilter(actor), query),

    /** The export's rows: the list's filter and order within the caller's reach, not paged. */
    exportRows: (actor: Actor, query: UserListQuery): Promise<User[]> =>
      allUsers(db, scopeFilter(actor), query, EXPORT_READ_ROWS),

    async listByOrganisation(actor: Actor, organisationId: number, query: UserListQuery) {
      assertReach(canReachOrganisation(actor, organisationId), 'Organisation');
      return listUsers(db, { organisationId }, query);
    },

    async listByProperty(actor: Actor, propertyId: number, query: UserListQuery) {
      const prop = await findPropertyRow(db, propertyId);
      if (!prop) throw notFound('Property');
      assertReach(canReachProperty(actor, prop), 'Property');
      return listUsers(db, { propertyId }, query);
    },

    /** `ip`: the caller's address, which anonymous signups are counted by. */
    async signup(actor: Actor | null, input: SignupRequest, ip: string): Promise<SignupResponse> {
      if (!actor) {
        if (input.roles || input.organisationId != null || input.propertyId != null) {
          throw forbidden('Only an administrator can set roles, organisation or property');
        }
        // Each one creates an account and a property: a few per address and hour (issue 9). Before the hashing,
        // so that a refused flood costs no scrypt.
        await auth.admitSignup(ip);
        if (!input.password) throw badRequest('Choose a password', { password: VALIDATION_KEYS.required });
      }
      // An administrator who types no password invites: the account gets an unguessable password nobody knows
      // until the new user sets theirs through the link (a real hash, so sign-in takes as long as for anyone).
      const invite = !input.password;
      const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
      const base = {
        username: input.email.toLowerCase(),
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        landPhone: input.landPhone ?? null,
        invitationPending: invite,
        targetStartDate: input.targetStartDate ?? null,
        targetEndDate: input.targetEndDate ?? null,
        targetAmount: input.targetAmount ?? null,
        maxBookingDiscountPercentage: input.maxBookingDiscountPercentage ?? null,
        maxOrderDiscountPercentage: input.maxOrderDiscountPercentage ?? null,
        maxOrderItemDiscountPercentage: input.maxOrderItemDiscountPercentage ?? null,
      };
      try {
        if (actor) {
          if (!actorCan(actor, 'user.create')) throw forbidden();
          const wanted = input.roles;
          if (!wanted) throw badRequest('Choose at least one role', { roles: VALIDATION_KEYS.chooseRole });
          assertAssignable(actor, wanted, roles);
          const where = await placement(actor, input);
          assertRolesPlaced(wanted, where.propertyId);
          const row = await db.transaction(async (tx) => {
            const created = await insertUser(tx, { ...base, roles: wanted, ...where });
            await recordAudit(tx, actor, { ...userAuditTarget(created), action: 'create', after: created });
            return created;
          });
          const property =
            row.propertyId != null ? ((await findPropertyView(db, row.propertyId)) ?? null) : null;
          const invitation = invite ? await links.issue(row.id, 'INVITE') : null;
          return { user: toUser(row), property, token: null, expiresAt: null, invitation };
        }
        // Self signup: the owner of a new business shell, under the platform organisation, to be onboarded.
        const row = await db.transaction(async (tx) => {
          const prop = await insertProperty(tx, {
            organisationId: PARENT_ORGANISATION_ID,
            name: input.propertyName ?? `${input.firstName} ${input.lastName}'s business`,
            businessType: input.businessType ?? 'Accommodation',
            propertyStatus: 'NEW',
            email: input.email,
            mobile: input.phone ?? null,
          });
          const created = await insertUser(tx, {
            ...base,
            roles: ['PROP_ADMIN'],
            organisationId: PARENT_ORGANISATION_ID,
            propertyId: prop.id,
          });
          // Signed up by themselves: the new user is who made it.
          await recordAudit(
            tx,
            { id: created.id, username: created.username, ip },
            {
              ...userAuditTarget(created),
              action: 'create',
              event: 'SIGNUP',
              after: created,
            },
          );
          return created;
        });
        const property = (await findPropertyView(db, row.propertyId ?? -1)) ?? null;
        return { user: toUser(row), property, ...auth.issueToken(row) };
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
        throw err;
      }
    },

    async adminUpdate(actor: Actor, input: AdminUpdateUserInput): Promise<User> {
      const target = await manageableUser(actor, input.id);
      if (input.roles) {
        if (target.id === actor.id) throw forbidden('You cannot change your own roles');
        assertAssignable(actor, input.roles, roles);
      }
      if (input.enabled === false && target.id === actor.id)
        throw forbidden('You cannot disable your own account');
      let placementValues = {};
      if (input.propertyId !== undefined && input.propertyId !== target.propertyId) {
        if (target.id === actor.id) throw forbidden('You cannot move yourself to another property');
        if (input.propertyId === null) {
          if (tenantScopeOf(actor.roles) === 'property') throw forbidden();
          placementValues = { propertyId: null };
        } else {
          const prop = await findPropertyRow(db, input.propertyId);
          if (!prop || !canReachProperty(actor, prop))
            throw badRequest('No such property', { propertyId: VALIDATION_KEYS.noSuchProperty });
          placementValues = { propertyId: prop.id, organisationId: prop.organisationId };
        }
      }
      const finalProperty = input.propertyId !== undefined ? input.propertyId : target.propertyId;
      assertRolesPlaced(input.roles ?? target.roles, finalProperty);
      return saveUser(actor, target, {
        firstName: input.firstName,
        lastName: input.lastName,
        ...(input.email ? { email: input.email, username: input.email.toLowerCase() } : {}),
        phone: input.phone,
        landPhone: input.landPhone,
        roles: input.roles,
        enabled: input.enabled,
        targetStartDate: input.targetStartDate,
        targetEndDate: input.targetEndDate,
        targetAmount: input.targetAmount,
        maxBookingDiscountPercentage: input.maxBookingDiscountPercentage,
        maxOrderDiscountPercentage: input.maxOrderDiscountPercentage,
        maxOrderItemDiscountPercentage: input.maxOrderItemDiscountPercentage,
        ...placementValues,
      });
    },

    async update(actor: Actor, input: UpdateUserInput): Promise<User> {
      refuseAdminOnlyFields(input);
      const self = input.id === actor.id;
      const setsTargets =
        input.targetStartDate !== undefined ||
        input.targetEndDate !== undefined ||
        input.targetAmount !== undefined ||
        input.maxBookingDiscountPercentage !== undefined ||
        input.maxOrderDiscountPercentage !== undefined ||
        input.maxOrderItemDiscountPercentage !== undefined;
      // Targets and discount caps are set by whoever manages the user, not by the user: an administrator's own
      // caps are the business of the level above (only the super admin has none).
      if ((!self || setsTargets) && !actorCan(actor, 'user.update')) throw forbidden();
      if (self && setsTargets && tenantScopeOf(actor.roles) !== 'platform')
        throw forbidden('Your targets and discount caps are set by the administrator above you');
      const target = await manageableUser(actor, input.id);
      return saveUser(actor, target, {
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        landPhone: input.landPhone,
        targetStartDate: input.targetStartDate,
        targetEndDate: input.targetEndDate,
        targetAmount: input.targetAmount,
        maxBookingDiscountPercentage: input.maxBookingDiscountPercentage,
        maxOrderDiscountPercentage: input.maxOrderDiscountPercentage,
        maxOrderItemDiscountPercentage: input.maxOrderItemDiscountPercentage,
      });
    },

    async profileUpdate(actor: Actor, input: ProfileUpdateInput) {
      refuseAdminOnlyFields(input);
      const me = await findUserRow(db, actor.id);
      if (!me) throw notFound('User');
      return saveUser(actor, me, {
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        landPhone: input.landPhone,
      });
    },

    /** A new invitation link for a user who has not set a password yet (the earlier link stops working). */
    async resendInvitation(actor: Actor, id: number) {
      const target = await manageableUser(actor, id);
      if (!target.invitationPending)
        throw conflict('This user has already set a password: send a password reset instead');
      return links.issue(target.id, 'INVITE');
    },

    /** A password reset link for a user the administrator manages, shown to the administrator once. */
    async resetPassword(actor: Actor, id: number) {
      const target = await manageableUser(actor, id);
      if (target.id === actor.id) throw forbidden('Change your own password with your current one');
      if (!target.enabled) throw conflict('This account is disabled: enable it first');
      return links.issue(target.id, target.invitationPending ? 'INVITE' : 'RESET');
    },

    checkPasswordLink: (secret: string) => links.check(secret),
    usePasswordLink: (input: ResetPasswordInput) => links.use(input),

    /** Anyone: a reset link for the account, when there is one (the route answers the same either way). */
    async forgotPassword(input: ForgotPasswordInput) {
      const row = await findUserRowByUsername(db, input.username);
      return links.forgot(row?.id, input.language);
    },

    async updatePassword(actor: Actor, input: UpdatePasswordInput) {
      const row = await findUserRow(db, actor.id);
      if (!row) throw notFound('User');
      if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
        throw badRequest('The current password is not correct', {
          currentPassword: VALIDATION_KEYS.wrongCurrentPassword,
        });
      }
      const hash = await hashPassword(input.newPassword);
      const updated = await db.transaction(async (tx) => {
        const saved = await updatePasswordHash(tx, actor.id, hash);
        if (saved)
          await recordAudit(tx, actor, {
            ...userAuditTarget(saved),
            action: 'update',
            event: 'PASSWORD_CHANGE',
          });
        return saved;
      });
      if (!updated) throw notFound('User');
      return { message: 'Password changed', ...auth.issueToken(updated) };
    },

    async updateProfilePic(actor: Actor, targetId: number | undefined, file: UploadedImage): Promise<User> {
      const id = targetId ?? actor.id;
      if (id !== actor.id && !actorCan(actor, 'user.update')) throw forbidden();
      const target = await manageableUser(actor, id);
      // The bytes are checked (PNG, JPEG, GIF or WebP) by the same code as every other image upload.
      const { url } = await storeImage(uploadsDir, 'users', String(target.id), file.buffer);
      return saveUser(actor, target, { photoUrl: url });
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;

/** For other modules (auth, booking). */
export { findUserRow, findUserRowByUsername, toUser } from './user.repository';

/** Who a module invites: a new account with no password anybody knows until its owner sets one through the link. */
export interface NewInvitedUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  roles: string[];
  organisationId: number;
  propertyId: number | null;
}

/**
 * For other modules (a won business lead makes its administrator): creates the user on the caller's transaction,
 * audited, with the invitation link emailed through the outbox in that same transaction (a savepoint of it). An
 * address that already has an account answers 409 naming `email`, as the user form does.
 */
export async function inviteNewUser(tx: Db, actor: Actor, input: NewInvitedUser): Promise<UserRow> {
  const username = input.email.toLowerCase();
  if (await findUserRowByUsername(tx, username)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  const created = await insertUser(tx, {
    username,
    email: input.email,
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    invitationPending: true,
    roles: input.roles,
    organisationId: input.organisationId,
    propertyId: input.propertyId,
  });
  await recordAudit(tx, actor, { ...userAuditTarget(created), action: 'create', after: created });
  await createPasswordLinks(tx).issue(created.id, 'INVITE');
  return created;
}
