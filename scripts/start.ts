import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start`: builds the web app when the build is missing or older than its sources, then runs the
 * server (which migrates, seeds an empty database and listens).
 */
const root = process.cwd();
const builtIndex = path.join(root, 'dist/web/index.html');
const builtRenderer = path.join(root, 'dist/ssr/entry-server.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () => {
  const built = Math.min(statSync(builtIndex).mtimeMs, statSync(builtRenderer).mtimeMs);
  const inputs = ['web', 'common'].map((dir) => newestMtime(path.join(root, dir)));
  const configs = ['vite.config.ts', 'package-lock.json']
    .filter((file) => existsSync(path.join(root, file)))
    .map((file) => statSync(path.join(root, file)).mtimeMs);
  return Math.max(...inputs, ...configs) > built;
};

if (!existsSync(builtIndex) || !existsSync(builtRenderer) || sourcesChanged()) {
  console.log('A webes felület fordítása…');
  // The browser app, then the server's renderer of the public pages (npm run build).
  for (const extra of [[], ['--ssr', 'ssr/entry-server.tsx']]) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...extra], {
      stdio: 'inherit',
      cwd: root,
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

await import('../server/main');
