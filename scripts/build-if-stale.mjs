// Builds the web app and the server when a build output is missing or older than the sources,
// so that `npm install && npm start` works on a fresh clone and after every pull.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const outputs = [
  'dist/web/index.html',
  'dist/web/admin.html',
  'dist/web/.ssr/entry-server.mjs',
  'dist/server/server/main.js',
];
const inputs = [
  'src',
  'package.json',
  'vite.config.ts',
  'vite.admin.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

const missing = outputs.some((path) => !existsSync(path));
const stale =
  !missing && Math.max(...inputs.map(newestMtime)) > Math.min(...outputs.map((p) => statSync(p).mtimeMs));
if (missing || stale) {
  console.log(
    missing ? 'Building Tsunagu (first start)…' : 'Sources changed since the last build: rebuilding…',
  );
  execSync('npm run build', { stdio: 'inherit' });
}
