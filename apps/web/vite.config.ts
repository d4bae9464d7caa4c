import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API server (apps/server) listens on port 3000 and serves the built app from dist/ with an SPA fallback.
const API_ORIGIN = 'http://localhost:3000';

const TEXT_ASSET = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a .br and a .gz beside every text file of the build (issue 9 §3), so that the server sends them as they
 * are (preCompressed) instead of compressing on every request or, worse, sending a 680 KB chunk as it is. Both at
 * maximum level: this runs once per build, the bytes are saved on every download.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bookone:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Also called when the build failed before writing anything: let that error be the one reported.
      if (!existsSync(outDir)) return;
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((f) => f.isFile() && TEXT_ASSET.test(f.name))
        .map((f) => join(f.parentPath, f.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/** The stand-alone sign-in page (main.tsx): the page most first visits open, and the one Lighthouse measures. */
const FIRST_PAGE_MODULES = ['src/app/signin-app.tsx'];

/**
 * Adds `<link rel="modulepreload">` for the sign-in page's chunks and what they import (issue 9 §3). The entry
 * imports them only once it has run, a round trip after it; preloaded, they download beside the entry. A signed-in
 * page loaded directly downloads them too: mostly React and MUI's core, which it needs anyway.
 */
function preloadFirstPage(): Plugin {
  return {
    name: 'bookone:preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        // The booking page (book.html) is its own small entry: it must not download the back office's first page.
        if (!bundle || filename.endsWith('book.html')) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('src/main.tsx'));
        // The entry's own imports are preloaded by Vite already.
        const seen = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const wanted: string[] = [];
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          wanted.push(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        // The chunk holding the page's module (firstPageChunks groups it with what it imports), and its imports.
        for (const chunk of chunks)
          if (chunk.moduleIds.some((id) => FIRST_PAGE_MODULES.some((m) => id.endsWith(m))))
            visit(chunk.fileName);
        return {
          html,
          tags: wanted.map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * The chunks of the stand-alone sign-in page: React on its own, then everything else the page imports statically,
 * in one chunk (issue 9 §3). Left to automatic splitting, the page was 25 files: over HTTP/1.1 (six connections)
 * that is four or five round trips one after the other before the page can draw, which Lighthouse's mobile model
 * (150 ms each) counts in full. Both chunks stay under the 120 KB budget; the other pages use them too (React, MUI's
 * core, the API client), and a signed-in page loaded directly downloads them anyway (preloadFirstPage).
 */
function firstPageChunks() {
  let firstPage: Set<string> | undefined;
  const collect = (graph: ModuleGraph) => {
    const entry = [...FIRST_PAGE_MODULES].map((m) => join(import.meta.dirname, m));
    const seen = new Set<string>();
    const visit = (id: string) => {
      // The domain's index re-exports every schema (and zod): followed, it would bring them all into the chunk,
      // whether the page uses them or not. The few domain modules the page uses are left to automatic chunking.
      if (seen.has(id) || id.includes('/packages/domain/')) return;
      seen.add(id);
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    entry.forEach(visit);
    return seen;
  };
  return {
    groups: [
      { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
      {
        debugName: 'first-page',
        name: (id: string, graph: ModuleGraph) => {
          firstPage ??= collect(graph);
          return firstPage.has(id) ? 'first-page' : null;
        },
        priority: 1,
      },
    ],
  };
}

export default defineConfig({
  plugins: [react(), preloadFirstPage(), precompress()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Two pages: the back office (index.html) and the public booking page (book.html, decision 0048), which
      // shares only React's chunk with it.
      input: { main: join(import.meta.dirname, 'index.html'), book: join(import.meta.dirname, 'book.html') },
      treeshake: {
        // The domain package has no side effects (no I/O, only declarations): the bundler may then leave out its
        // modules a chunk does not use, instead of carrying every schema into the first page (issue 9 §3).
        moduleSideEffects: (id: string) => !id.includes('/packages/domain/'),
      },
      output: { codeSplitting: firstPageChunks() },
    },
  },
});
