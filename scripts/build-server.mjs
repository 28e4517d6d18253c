// Bundles the server into apps/server/dist/server.js (and its database worker): the project's own TypeScript (the server and
// packages/domain) compiled in, every npm dependency left to node_modules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await build({
  // The embedded database's worker thread is loaded from a file of its own beside the server.
  entryPoints: {
    server: path.join(root, 'apps/server/src/server.ts'),
    'pglite-worker': path.join(root, 'apps/server/src/db/pglite-worker.ts'),
  },
  outdir: path.join(root, 'apps/server/dist'),
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
