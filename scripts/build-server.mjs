// Bundles the server into apps/server/dist/server.js: the project's own TypeScript (the server and
// packages/domain) compiled in, every npm dependency left to node_modules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await build({
  entryPoints: [path.join(root, 'apps/server/src/server.ts')],
  outfile: path.join(root, 'apps/server/dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'dependencies-stay-external',
      setup(b) {
        // Bare imports are npm packages, except the workspace's own TypeScript package.
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
