import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

type FlatConfig = { rules?: Record<string, unknown> };

const root = path.resolve(import.meta.dirname, '../../..');
// Plain JavaScript config modules outside the web project: loaded by URL, typed here.
const load = async <T>(file: string) => (await import(pathToFileURL(path.join(root, file)).href)) as T;
const { default: webBoundaries, webFeatures } = await load<{ default: FlatConfig[]; webFeatures: string[] }>(
  'eslint/web-boundaries.js',
);
const { default: projectConfig } = await load<{ default: FlatConfig[] }>('eslint.config.js');
const src = path.join(root, 'apps/web/src');

/** The web boundary rules alone, with the TypeScript parser (the type-aware rules are not the subject here). */
function boundaryLinter() {
  return new ESLint({
    cwd: root,
    overrideConfigFile: true,
    ignore: false,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      ...(webBoundaries as object[]),
    ],
  });
}

const rulesOf = (results: ESLint.LintResult[]) => results.flatMap((r) => r.messages.map((m) => m.ruleId));

describe('web module boundaries (eslint/web-boundaries.js)', () => {
  it('are part of the project lint config', () => {
    const rules = projectConfig.flatMap((c) => Object.keys(c.rules ?? {}));
    expect(rules).toEqual(
      expect.arrayContaining(['import-x/no-restricted-paths', 'import-x/no-cycle', 'jsx-a11y/alt-text']),
    );
  });

  it('fence every feature folder', () => {
    expect(webFeatures).toEqual(expect.arrayContaining(['rooms', 'rates', 'shell', 'calendar']));
  });

  it('refuse a feature importing another feature', async () => {
    const code = "import { useRooms } from '../../rooms/api/rooms';\nexport const x = useRooms;\n";
    const results = await boundaryLinter().lintText(code, {
      filePath: path.join(src, 'features/rates/components/lint-fixture.ts'),
    });
    expect(rulesOf(results)).toContain('import-x/no-restricted-paths');
  });

  it('let a feature import itself and the shared folders, and a page import any feature', async () => {
    const feature = await boundaryLinter().lintText(
      "import { useRatePlans } from '../api/rate-plans';\nimport { api } from '../../../lib/api-client';\nexport const x = [useRatePlans, api];\n",
      { filePath: path.join(src, 'features/rates/components/lint-fixture.ts') },
    );
    const page = await boundaryLinter().lintText(
      "import { useRooms } from '../../../../features/rooms/api/rooms';\nexport const x = useRooms;\n",
      { filePath: path.join(src, 'app/routes/app/bookone/lint-fixture.ts') },
    );
    expect(rulesOf(feature)).toEqual([]);
    expect(rulesOf(page)).toEqual([]);
  });

  it('refuse a shared folder importing a feature', async () => {
    const results = await boundaryLinter().lintText(
      "import { useRooms } from '../features/rooms/api/rooms';\nexport const x = useRooms;\n",
      { filePath: path.join(src, 'lib/lint-fixture.ts') },
    );
    expect(rulesOf(results)).toContain('import-x/no-restricted-paths');
  });

  it('refuse an import cycle', async () => {
    const results = await boundaryLinter().lintFiles([path.join(src, 'testing/lint-fixtures/cycle-a.ts')]);
    expect(rulesOf(results)).toContain('import-x/no-cycle');
  });

  it('refuse an image without a text alternative (jsx-a11y)', async () => {
    const results = await boundaryLinter().lintText('export const Logo = () => <img src="/logo.png" />;\n', {
      filePath: path.join(src, 'components/lint-fixture.tsx'),
    });
    expect(rulesOf(results)).toContain('jsx-a11y/alt-text');
  });
});
