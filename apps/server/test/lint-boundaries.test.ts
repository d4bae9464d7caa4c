// The server's boundary rules (eslint/server-boundaries.js) catch a deliberate violation: another module's
// repository imported directly, a cycle between module folders, and a cycle between files.
import path from 'node:path';

import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import serverBoundaries from '../../../eslint/server-boundaries.js';

const root = path.resolve(import.meta.dirname, '../../..');
const modules = path.join(root, 'apps/server/src/modules');

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
    { plugins: { '@typescript-eslint': tseslint.plugin } },
    ...serverBoundaries,
  ],
});

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(modules, file) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('server module boundaries', () => {
  it("refuses another module's repository, and lets its service and its row types through", async () => {
    const errors = await lint(
      'payment/fixture.ts',
      [
        "import { findCustomerRow } from '../customer/customer.repository';",
        "import { raiseNotification } from '../notification/notification.service';",
        "import type { PropertyRow } from '../property/property.repository';",
        'export const used = [findCustomerRow, raiseNotification] as const;',
        'export type Row = PropertyRow;',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^@typescript-eslint\/no-restricted-imports: '\.\.\/customer\/customer\.repository' .*through its service only/,
      ),
    ]);
  });

  it('refuses queries outside a repository: drizzle and the tables in a service', async () => {
    const errors = await lint(
      'payment/payment-fixture.service.ts',
      [
        "import { eq } from 'drizzle-orm';",
        "import { payment } from '../../db/schema';",
        "import type { SQL } from 'drizzle-orm';",
        'export const where: SQL = eq(payment.id, 1);',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^@typescript-eslint\/no-restricted-imports: 'drizzle-orm' .*Queries live in the module repository/,
      ),
      expect.stringMatching(
        /^@typescript-eslint\/no-restricted-imports: '\.\.\/\.\.\/db\/schema' .*Queries live/,
      ),
    ]);
  });

  it('refuses an import that closes a cycle between module folders (room is below booking)', async () => {
    const errors = await lint(
      'room/fixture.ts',
      "import { createBookingService } from '../booking/booking.service';\nexport const b = createBookingService;",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^bookone\/no-module-cycle: Module cycle room → booking → .*room/),
    ]);
  });

  it('refuses a cycle between files', async () => {
    // booking-stay.service.ts imports booking-core.ts: booking-core importing it back closes a loop.
    const errors = await lint(
      'booking/booking-core.ts',
      "import { stayRows } from './booking-stay.service';\nexport const s = stayRows;",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle detected/)]);
  });

  it('has nothing to say about the modules as they are', async () => {
    const results = await eslint.lintFiles(['apps/server/src/modules/**/*.ts']);
    const problems = results.flatMap((r) =>
      r.messages.map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.ruleId}: ${m.message}`),
    );
    expect(problems).toEqual([]);
  }, 240_000);
});
