// `npm start`: builds the web app when its sources are newer than the last build, then runs the server (API and
// web app) in this same process. The server migrates the database and seeds it when empty.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = join(root, 'apps/web/dist/index.html');
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const built = existsSync(webDist) ? statSync(webDist).mtimeMs : 0;
const sources = Math.max(...webInputs.map((p) => newestMtime(join(root, p))));
if (!process.env.SKIP_WEB_BUILD && sources > built) {
  console.log(built ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@bookone/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web app build failed; see above.');
    process.exit(result.status ?? 1);
  }
}

process.env.NODE_ENV ??= 'production';
// The server is TypeScript run through tsx: no separate compile step to forget.
const { register } = await import('tsx/esm/api');
register();
process.chdir(root);
await import(join(root, 'apps/server/src/main.ts'));
