// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server with hot reload (port 5173),
// which proxies /api and /uploads to the API. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npm', ['run', 'dev', '-w', '@bookone/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: '3000' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@bookone/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('Open http://localhost:5173 (web, hot reload); the API listens on http://localhost:3000.');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
