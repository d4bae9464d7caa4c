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

export default defineConfig({
  plugins: [react(), precompress()],
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
      treeshake: {
        // The domain package has no side effects (no I/O, only declarations): the bundler may then leave out its
        // modules a chunk does not use, instead of carrying every schema into the first page (issue 9 §3).
        moduleSideEffects: (id: string) => !id.includes('/packages/domain/'),
      },
    },
  },
});
