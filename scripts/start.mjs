// npm start: builds what changed since the last start (the web app with Vite, the server into one
// JavaScript file with esbuild), then runs the server from that file. Unchanged sources cost a hash.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** A hash over the files below `inputs` (folders are walked; node_modules and builds skipped). */
function hashOf(inputs) {
  const hash = createHash('sha256');
  const add = (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file).sort()) if (!['node_modules', 'dist', '.vite'].includes(name)) add(path.join(file, name));
    } else if (!/\.test\.tsx?$/.test(file)) {
      hash.update(path.relative(root, file)).update(fs.readFileSync(file));
    }
  };
  for (const input of inputs) add(at(input));
  return hash.digest('hex');
}

/** Runs `build` when the hash of `inputs` differs from the one stored with the last build. */
function buildIfChanged(name, inputs, stamp, build) {
  const hash = hashOf(inputs);
  const stampFile = at(stamp);
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) return;
  console.log(`Building the ${name} …`);
  build();
  fs.writeFileSync(stampFile, hash);
}

const shared = ['packages/domain/src', 'packages/domain/i18n', 'packages/domain/package.json', 'package-lock.json'];
buildIfChanged('web app', ['apps/web/src', 'apps/web/build', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/package.json', ...shared], 'apps/web/dist/.build-hash', () =>
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
);
buildIfChanged('server', ['apps/server/src', 'apps/server/package.json', 'scripts/build-server.mjs', ...shared], 'apps/server/dist/.build-hash', () =>
  execFileSync(process.execPath, [at('scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' }),
);
process.env.INIT_CWD ??= process.cwd();
await import(pathToFileURL(at('apps/server/dist/server.js')).href);
