// The CSV import of a menu (issue 12): a preview that writes nothing and tells each row's problems, and an import
// of the same file that writes every row in one transaction, or nothing when any row is wrong.
import {
  validationText,
  VALIDATION_KEYS,
  type MenuImportInput,
  type MenuImportPreview,
  type MenuImportResult,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { codeFromName, parseMenu } from './menu-csv';
import { auditProduct } from './product-audit';
import { groupsOfService, insertProductGroup } from './product-groups.repository';
import { assertOutletOf, uniqueGuard } from './product-guards';
import { codesOfService, insertProducts } from './products.repository';

type Checked = MenuImportPreview;

/** The file checked against the outlet: codes already used there or twice in the file, groups to create. */
async function check(db: Db, businessServiceId: number, csv: string): Promise<Checked> {
  const { rows, fileErrors } = parseMenu(csv);
  const groups = new Map(
    (await groupsOfService(db, businessServiceId)).map((g) => [g.name.toLowerCase(), g.name]),
  );
  const used = await codesOfService(db, businessServiceId);
  const inFile = new Set<string>();
  // Written codes first, so that a generated code never takes one a later row asks for.
  for (const r of rows) if (r.code) inFile.add(r.code);
  const taken = new Set([...used, ...inFile]);
  const seen = new Set<string>();
  const newGroups = new Map<string, string>();
  const out = rows.map((r) => {
    const errors: Record<string, string> = { ...r.errors };
    let code = r.code;
    if (code && used.has(code)) errors.code = VALIDATION_KEYS.alreadyUsed;
    else if (code && seen.has(code)) errors.code = VALIDATION_KEYS.listedTwice;
    if (code) seen.add(code);
    if (!code && r.name) {
      code = codeFromName(r.name, taken);
      taken.add(code);
    }
    const key = r.group.toLowerCase();
    const newGroup = r.group !== '' && !groups.has(key);
    if (newGroup && !newGroups.has(key)) newGroups.set(key, r.group);
    return {
      line: r.line,
      name: r.name,
      group: groups.get(key) ?? newGroups.get(key) ?? r.group,
      price: r.price,
      taxRate: r.taxRate,
      code,
      newGroup,
      errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, validationText(v)])),
      errorKeys: errors,
    };
  });
  return {
    rows: out,
    fileErrors,
    valid: fileErrors.length === 0 && out.every((r) => Object.keys(r.errors).length === 0),
    newGroups: [...newGroups.values()],
  };
}

export function createMenuImportService(db: Db) {
  return {
    async preview(actor: Actor, propertyId: number, input: MenuImportInput): Promise<Checked> {
      const property = await reachableProperty(db, actor, propertyId);
      await assertOutletOf(db, property.id, input.businessServiceId);
      return check(db, input.businessServiceId, input.csv);
    },

    /**
     * Writes the file's groups and products in one transaction, checking the file again inside it: a file with
     * any wrong row answers 400 naming its first problem and writes nothing.
     */
    async import(actor: Actor, propertyId: number, input: MenuImportInput): Promise<MenuImportResult> {
      const property = await reachableProperty(db, actor, propertyId);
      await assertOutletOf(db, property.id, input.businessServiceId);
      return uniqueGuard(() =>
        db.transaction(async (tx) => {
          const checked = await check(tx, input.businessServiceId, input.csv);
          if (!checked.valid) {
            const first = checked.fileErrors[0];
            const row = checked.rows.find((r) => Object.keys(r.errors).length > 0);
            const [column, message] = row ? Object.entries(row.errors)[0]! : ['', ''];
            const text = first ?? `Line ${row!.line}, ${column}: ${message}`;
            throw badRequest(`The file has errors, nothing was imported. ${text}`, { csv: text });
          }
          const groupIds = new Map(
            (await groupsOfService(tx, input.businessServiceId)).map((g) => [g.name.toLowerCase(), g.id]),
          );
          for (const name of checked.newGroups) {
            const g = await insertProductGroup(tx, {
              propertyId: property.id,
              businessServiceId: input.businessServiceId,
              name,
            });
            await auditProduct(tx, actor, 'product_group', null, g);
            groupIds.set(name.toLowerCase(), g.id);
          }
          const rows = await insertProducts(
            tx,
            checked.rows.map((r) => ({
              propertyId: property.id,
              businessServiceId: input.businessServiceId,
              productGroupId: groupIds.get(r.group.toLowerCase())!,
              name: r.name,
              code: r.code,
              sellPrice: r.price!,
              taxRate: r.taxRate,
            })),
          );
          for (const p of rows) await auditProduct(tx, actor, 'product', null, p);
          return { created: rows.length, groupsCreated: checked.newGroups.length };
        }),
      );
    },
  };
}
export type MenuImportService = ReturnType<typeof createMenuImportService>;
