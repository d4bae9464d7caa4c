// Payment gateways (issue 13, decision 0031): the platform's catalogue and each property's setting. Secrets come in,
// are sealed by the secret box and never go out: answers, exports and the audit log carry only "set" and the last
// four characters. The adapters (charging, webhooks) read the setting through `gatewaySecrets`.
import {
  gatewayKeyProblems,
  lastFour,
  todayIn,
  VALIDATION_KEYS,
  withValues,
  gatewayKeyPrefixes,
  type GatewayChoice,
  type GatewayKind,
  type GatewayMode,
  type PaymentGateway,
  type PaymentGatewayInput,
  type PaymentGatewayListQuery,
  type PaymentGatewayUpdate,
  type PaymentSettingListQuery,
  type PropertyPaymentSetting,
  type PropertyPaymentSettingInput,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound, type FieldMessages } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { reachableProperty } from '../../lib/property-access';
import type { SecretBox } from '../../lib/secret-box';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { userDisplayName } from '../payment/payment.service';
import {
  allSettings,
  enabledGateways,
  findGateway,
  findGatewayRow,
  findSetting,
  findSettingRow,
  insertGateway,
  insertSetting,
  listGateways,
  listSettings,
  updateGatewayAt,
  updateSettingAt,
  type GatewayRow,
  type SettingRow,
} from './payment-gateway.repository';

const changedMeanwhile = () => conflict(VALIDATION_KEYS.changedMeanwhile);

/** A gateway as the audit log compares it. */
const auditedGateway = (g: GatewayRow) => ({
  kind: g.kind,
  name: g.name,
  enabled: g.enabled,
  testModeDefault: g.testModeDefault,
  notes: g.notes,
});

/**
 * Columns of a setting the log never keeps: the sealed secrets and even their last four (the log says "replaced"
 * instead, see secretChanges), and the row's bookkeeping.
 */
const SETTING_AUDIT_OMIT = [
  'id',
  'propertyId',
  'secretKeyEncrypted',
  'secretKeyLast4',
  'webhookSecretEncrypted',
  'webhookSecretLast4',
  'version',
  'updatedBy',
  'updatedByName',
] as const;

/** What the log says of the secrets of a save: set, replaced or removed, never a character of them. */
function secretChanges(before: SettingRow | undefined, after: SettingRow, replaced: Set<string>) {
  const out: Record<string, [string | null, string | null]> = {};
  const pairs = [
    ['secretKey', before?.secretKeyEncrypted, after.secretKeyEncrypted],
    ['webhookSecret', before?.webhookSecretEncrypted, after.webhookSecretEncrypted],
  ] as const;
  for (const [field, was, now] of pairs) {
    if (replaced.has(field)) out[field] = [was ? 'set' : null, 'replaced'];
    else if (was && !now) out[field] = ['set', null];
  }
  return out;
}

/** A secret from the form: empty or absent keeps the stored one. */
const given = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

export function createPaymentGatewayService(db: Db, box: SecretBox) {
  /** The gateway a setting names: it must exist and be enabled, unless the property already uses it. */
  async function usableGateway(gatewayId: number, current: SettingRow | undefined): Promise<GatewayRow> {
    const g = await findGatewayRow(db, gatewayId);
    if (!g || (!g.enabled && current?.gatewayId !== g.id))
      throw badRequest('Choose an enabled payment gateway', { gatewayId: VALIDATION_KEYS.gatewayNotEnabled });
    return g;
  }

  /** A kept secret must still suit the mode (a Stripe test key does not become a live one by switching to LIVE). */
  function keptSecretProblem(kind: GatewayKind, mode: GatewayMode, sealed: string | null, field: string) {
    const prefixes = gatewayKeyPrefixes(kind, mode);
    if (!prefixes || !sealed) return undefined;
    const allowed = field === 'secretKey' ? prefixes.secretKey : prefixes.webhookSecret;
    const plain = box.open(sealed);
    return allowed.some((p) => plain.startsWith(p))
      ? undefined
      : withValues(VALIDATION_KEYS.keyStartsWith, { prefix: allowed[0]! });
  }

  async function getGateway(id: number): Promise<PaymentGateway> {
    const g = await findGateway(db, id);
    if (!g) throw notFound('Payment gateway');
    return g;
  }

  async function getSetting(actor: Actor, propertyId: number): Promise<PropertyPaymentSetting> {
    await reachableProperty(db, actor, propertyId);
    const s = await findSetting(db, propertyId);
    if (!s) throw notFound('Property');
    return s;
  }

  return {
    // ---------------------------------------------------------------- the catalogue

    listGateways: (query: PaymentGatewayListQuery) => listGateways(db, query),

    async choices(): Promise<GatewayChoice[]> {
      return (await enabledGateways(db)).map((g) => ({
        id: g.id,
        kind: g.kind,
        name: g.name,
        testModeDefault: g.testModeDefault,
      }));
    },

    getGateway,

    async createGateway(actor: Actor, input: PaymentGatewayInput): Promise<PaymentGateway> {
      try {
        const id = await db.transaction(async (tx) => {
          const row = await insertGateway(tx, {
            kind: input.kind,
            name: input.name,
            enabled: input.enabled ?? true,
            testModeDefault: input.testModeDefault ?? true,
            notes: input.notes || null,
          });
          await recordAudit(tx, actor, {
            entity: 'payment_gateway',
            entityId: row.id,
            action: 'create',
            after: auditedGateway(row),
          });
          return row.id;
        });
        return getGateway(id);
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict('A payment gateway with this name already exists', {
            name: VALIDATION_KEYS.gatewayNameTaken,
          });
        throw err;
      }
    },

    /** Renames, enables or disables a gateway over the version read (409 when it moved meanwhile). */
    async updateGateway(actor: Actor, id: number, input: PaymentGatewayUpdate): Promise<PaymentGateway> {
      const current = await findGatewayRow(db, id);
      if (!current) throw notFound('Payment gateway');
      try {
        await db.transaction(async (tx) => {
          const saved = await updateGatewayAt(tx, id, input.version, {
            name: input.name,
            enabled: input.enabled,
            testModeDefault: input.testModeDefault,
            notes: input.notes === undefined ? undefined : input.notes || null,
          });
          if (!saved) throw changedMeanwhile();
          await recordAudit(tx, actor, {
            entity: 'payment_gateway',
            entityId: id,
            action: 'update',
            before: auditedGateway(current),
            after: auditedGateway(saved),
            event: saved.enabled !== current.enabled ? (saved.enabled ? 'ENABLE' : 'DISABLE') : null,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict('A payment gateway with this name already exists', {
            name: VALIDATION_KEYS.gatewayNameTaken,
          });
        throw err;
      }
      return getGateway(id);
    },

    // ---------------------------------------------------------------- the properties' settings

    listSettings: (query: PaymentSettingListQuery) => listSettings(db, query),

    async exportSettings(query: PaymentSettingListQuery) {
      return { rows: await allSettings(db, query, EXPORT_READ_ROWS), today: todayIn('UTC') };
    },

    getSetting,

    /**
     * Saves the property's setting over the version read (0 for the first save; 409 when someone saved meanwhile).
     * A secret left empty keeps the stored one while the gateway stays; another gateway starts without secrets.
     */
    async saveSetting(
      actor: Actor,
      propertyId: number,
      input: PropertyPaymentSettingInput,
    ): Promise<PropertyPaymentSetting> {
      await reachableProperty(db, actor, propertyId);
      const current = await findSettingRow(db, propertyId);
      const gateway = await usableGateway(input.gatewayId, current);
      if (input.mode === 'LIVE' && gateway.kind === 'TEST')
        throw badRequest('The test gateway takes no live payments', {
          mode: VALIDATION_KEYS.testGatewayNotLive,
        });
      const secretKey = given(input.secretKey);
      const webhookSecret = given(input.webhookSecret);
      const sameGateway = current?.gatewayId === gateway.id;
      const publicKey =
        input.publicKey === undefined
          ? sameGateway
            ? (current?.publicKey ?? null)
            : null
          : input.publicKey || null;

      const problems: FieldMessages = gatewayKeyProblems(gateway.kind, input.mode, {
        publicKey,
        secretKey,
        webhookSecret,
      });
      const keptSecret = secretKey ? null : sameGateway ? (current?.secretKeyEncrypted ?? null) : null;
      if (gateway.kind === 'STRIPE') {
        // Stripe cannot charge without both keys: the publishable one for the card form, the secret one for the server.
        if (!publicKey) problems.publicKey ??= VALIDATION_KEYS.required;
        if (!secretKey && !keptSecret) problems.secretKey ??= VALIDATION_KEYS.required;
        const secretProblem = keptSecretProblem(gateway.kind, input.mode, keptSecret, 'secretKey');
        if (secretProblem) problems.secretKey ??= secretProblem;
      }
      if (Object.keys(problems).length > 0) throw badRequest('Check the gateway keys', problems);

      const name = (await userDisplayName(db, actor.id)) ?? actor.username;
      const replaced = new Set<string>();
      if (secretKey) replaced.add('secretKey');
      if (webhookSecret) replaced.add('webhookSecret');
      // Left out: the stored value stays (same gateway); null: another gateway starts without the old one's secret.
      const sealed = (plain: string | undefined, encrypted: string, last4: string) =>
        plain
          ? { [encrypted]: box.seal(plain), [last4]: lastFour(plain) }
          : sameGateway
            ? {}
            : { [encrypted]: null, [last4]: null };
      const values = {
        gatewayId: gateway.id,
        mode: input.mode,
        publicKey,
        ...(sealed(secretKey, 'secretKeyEncrypted', 'secretKeyLast4') as Partial<SettingRow>),
        ...(sealed(webhookSecret, 'webhookSecretEncrypted', 'webhookSecretLast4') as Partial<SettingRow>),
        cardFeePercentage: input.cardFeePercentage ?? 0,
        transactionFee: input.transactionFee ?? 0,
        callbackUrl: input.callbackUrl || null,
        updatedBy: actor.id,
        updatedByName: name,
      };

      await db.transaction(async (tx) => {
        let saved: SettingRow | undefined;
        if (!current) {
          if (input.version !== 0) throw changedMeanwhile();
          saved = await insertSetting(tx, { propertyId, ...values });
        } else {
          if (input.version !== current.version) throw changedMeanwhile();
          saved = await updateSettingAt(tx, propertyId, current.version, values);
        }
        if (!saved) throw changedMeanwhile();
        await recordAudit(tx, actor, {
          entity: 'payment_setting',
          entityId: saved.id,
          action: current ? 'update' : 'create',
          before: current ?? null,
          after: saved,
          omit: SETTING_AUDIT_OMIT,
          changes: secretChanges(current, saved, replaced),
          propertyId,
        });
      });
      return getSetting(actor, propertyId);
    },

    /**
     * The setting with its secrets opened, for the gateway adapters (payment links, webhooks: issue 13's later
     * part). Never answered by an API route. Undefined when the property has no setting.
     */
    async gatewaySecrets(propertyId: number) {
      const row = await findSettingRow(db, propertyId);
      if (!row) return undefined;
      const gateway = await findGatewayRow(db, row.gatewayId);
      return {
        gateway: gateway!,
        mode: row.mode,
        publicKey: row.publicKey,
        secretKey: row.secretKeyEncrypted ? box.open(row.secretKeyEncrypted) : null,
        webhookSecret: row.webhookSecretEncrypted ? box.open(row.webhookSecretEncrypted) : null,
        cardFeePercentage: row.cardFeePercentage,
        transactionFee: row.transactionFee,
        callbackUrl: row.callbackUrl,
      };
    },
  };
}
export type PaymentGatewayService = ReturnType<typeof createPaymentGatewayService>;
