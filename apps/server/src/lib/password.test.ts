import { execFileSync } from 'node:child_process';

import { describe, expect, it } from 'vitest';

import { TEST_PASSWORD_N } from '../../test/password-cost';
import { hashPassword, PASSWORD_COST, verifyPassword } from './password';

describe('password hashes', () => {
  it('are made at the production cost (scrypt N=16384, r=8, p=1) by a process that is not a test', () => {
    // A process of its own: this one has lowered the cost, as every API test file does.
    const env = { ...process.env };
    delete env.VITEST;
    const script = `const { hashPassword, verifyPassword } = await import('./src/lib/password.ts');
      const hash = await hashPassword('Owner#2026');
      console.log(JSON.stringify({ hash, ok: await verifyPassword('Owner#2026', hash), wrong: await verifyPassword('Owner#2027', hash) }));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: new URL('../..', import.meta.url),
      env,
      encoding: 'utf8',
    });
    const { hash, ok, wrong } = JSON.parse(out) as { hash: string; ok: boolean; wrong: boolean };
    expect(PASSWORD_COST).toEqual({ N: 16384, r: 8, p: 1 });
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect([ok, wrong]).toEqual([true, false]);
  });

  it('are made at the lowered cost in tests, and hashes of either cost verify', async () => {
    const cheap = await hashPassword('Owner#2026');
    expect(cheap).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_N}\\$8\\$1\\$`));
    expect(await verifyPassword('Owner#2026', cheap)).toBe(true);
    expect(await verifyPassword('owner#2026', cheap)).toBe(false);
    expect(await verifyPassword('Owner#2026', 'bcrypt$10$whatever')).toBe(false);
  });
});
