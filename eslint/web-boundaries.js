// Module boundaries of the web app (apps/web), see docs/decisions/0014-web-boundaries-and-form-dialog.md.
// A feature imports only itself, components/, lib/, hooks/, config/ and the domain; pages are assembled in
// app/routes, which may import any feature. Shared folders never import features or pages. The zones are built
// from the feature folders on disk, so a new feature is fenced in the moment its folder exists.
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'apps/web/src');
const featuresDir = path.join(src, 'features');

/** Feature folder names, read at lint time. */
export const webFeatures = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const featureZones = webFeatures.flatMap((feature) => [
  {
    target: path.join(featuresDir, feature),
    from: featuresDir,
    except: [`./${feature}`],
    message: `A feature imports only itself, components/, lib/, hooks/, config/ and the domain: compose features in app/routes (pass components as props) or move the shared piece to components/, lib/ or hooks/.`,
  },
  {
    target: path.join(featuresDir, feature),
    from: path.join(src, 'app'),
    // The MUI theme is configuration that component tests render with.
    except: ['./theme.ts'],
    message: 'Features do not import pages or the router: app/ assembles features, not the other way round.',
  },
]);

const sharedZones = ['components', 'lib', 'hooks', 'config'].map((shared) => ({
  target: path.join(src, shared),
  from: [featuresDir, path.join(src, 'app/routes'), path.join(src, 'app/router.tsx')],
  message: `${shared}/ is shared by every feature, so it cannot depend on one: move the piece here or pass it in.`,
}));

export default [
  // Deliberate violations that apps/web/src/lint-boundaries.test.ts lints on purpose.
  { ignores: ['apps/web/src/testing/lint-fixtures/**'] },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files count as modules (the default is .js only, so no-cycle would never follow an import).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'apps/web/tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...sharedZones] }],
      // File-level cycles (a imports b imports a) break lazy loading order and hide folder cycles.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // MUI's autoFocus on the first field of a dialog is what the WAI-ARIA dialog pattern asks for.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
];
