// Module boundaries of the server (apps/server) and the domain package, see docs/decisions (server boundaries).
// - A module folder (apps/server/src/modules/<m>/) reaches another module only through that module's service file
//   (`../<other>/<other>.service`); type-only imports (row types, service types for injection) are allowed.
// - No cycles between module folders (bookone/no-module-cycle, from the runtime imports of every module file) and
//   none between files (import-x/no-cycle) in the server and the domain.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'apps/server/src/modules');

/** The module a file belongs to (its folder under modules/), or undefined outside modules/. */
function moduleOf(file) {
  const rel = path.relative(modulesDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const [name, rest] = rel.split(path.sep);
  return rest ? name : undefined;
}

/** Runtime import specifiers of a source text: `import type` and imports of types only are left out. */
export function runtimeImports(text) {
  const out = [];
  const re = /^\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(re)) {
    if (m[2]) continue;
    const clause = m[3].trim();
    const braces = /^\{([\s\S]*)\}$/.exec(clause);
    if (braces) {
      const names = braces[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
    }
    out.push(m[4]);
  }
  for (const m of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) out.push(m[1]);
  return out;
}

/** The other modules a file imports at run time. */
function moduleEdges(file, specifiers) {
  const from = moduleOf(file);
  const to = new Set();
  for (const s of specifiers) {
    if (!s.startsWith('.')) continue;
    const target = moduleOf(path.resolve(path.dirname(file), s));
    if (target && target !== from) to.add(target);
  }
  return to;
}

/** Each module file's runtime module edges, read from disk once per lint run. */
function readModuleGraph() {
  const files = new Map();
  for (const entry of readdirSync(modulesDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(file, moduleEdges(file, runtimeImports(readFileSync(file, 'utf8'))));
  }
  return files;
}

/** Whether `to` reaches `goal` over the module edges; returns the path found. */
function pathBetween(edges, to, goal) {
  const seen = new Set();
  const walk = (m, trail) => {
    if (m === goal) return trail;
    if (seen.has(m)) return undefined;
    seen.add(m);
    for (const next of edges.get(m) ?? []) {
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(to, [to]);
}

let diskGraph;

/** bookone/no-module-cycle: an import of another module folder that leads back to this one. */
const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No cycles between server module folders (runtime imports).' },
    schema: [],
    messages: {
      cycle:
        'Module cycle {{cycle}}: modules depend one way (e.g. booking uses customer, never the reverse). Move the piece to the lower module, or pass it in from app.ts.',
    },
  },
  create(context) {
    const file = context.filename;
    const self = moduleOf(file);
    if (!self) return {};
    diskGraph ??= readModuleGraph();
    const specifiers = [];
    const nodes = [];
    const note = (node, kind) => {
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      if (
        kind === 'import' &&
        node.specifiers.length > 0 &&
        node.specifiers.every((s) => s.importKind === 'type')
      )
        return;
      specifiers.push(node.source.value);
      nodes.push(node);
    };
    return {
      ImportDeclaration: (node) => note(node, 'import'),
      ExportNamedDeclaration: (node) => node.source && note(node, 'export'),
      ExportAllDeclaration: (node) => note(node, 'export'),
      'Program:exit'() {
        // The module graph with this file as it is now (the text being linted, not the disk).
        const edges = new Map();
        for (const [f, to] of diskGraph) {
          if (f === file) continue;
          const m = moduleOf(f);
          const set = edges.get(m) ?? new Set();
          for (const t of to) set.add(t);
          edges.set(m, set);
        }
        const own = edges.get(self) ?? new Set();
        edges.set(self, own);
        nodes.forEach((node, i) => {
          for (const target of moduleEdges(file, [specifiers[i]])) own.add(target);
        });
        nodes.forEach((node, i) => {
          for (const target of moduleEdges(file, [specifiers[i]])) {
            const back = pathBetween(edges, target, self);
            if (back)
              context.report({ node, messageId: 'cycle', data: { cycle: [self, ...back].join(' → ') } });
          }
        });
      },
    };
  },
};

export const bookonePlugin = { rules: { 'no-module-cycle': noModuleCycle } };

/** ../<other>/<anything but its service>: a repository, a seed, an internal helper. */
const otherModuleInternals = {
  regex: '^\\.\\./(?!\\.)[^/]+/(?![^/]+\\.service$)[^/]+$',
  allowTypeImports: true,
  message:
    'Another module is reached through its service only (../<m>/<m>.service): never its repository or internals. Export what other modules need from that service.',
};
const sqlMessage = 'Queries live in the module repository: call a repository function from here.';

export default [
  {
    files: ['apps/server/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed when followed (import-x follows .js only by default: no cycle would be seen).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            path.join(root, 'apps/server/tsconfig.json'),
            path.join(root, 'packages/domain/tsconfig.json'),
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // File-level cycles hide folder cycles and make module load order matter.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { bookone: bookonePlugin },
    rules: {
      'bookone/no-module-cycle': 'error',
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [otherModuleInternals] }],
    },
  },
  {
    // Queries live in repositories (and seeds): services, routes and the booking core call them.
    files: [
      'apps/server/src/modules/**/*.service.ts',
      'apps/server/src/modules/**/*.routes.ts',
      'apps/server/src/modules/**/*-core.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: sqlMessage }],
          patterns: [
            otherModuleInternals,
            { group: ['**/db/schema'], allowTypeImports: true, message: sqlMessage },
          ],
        },
      ],
    },
  },
];
