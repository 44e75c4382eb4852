/**
 * `pnpm --filter @safecrackers/server build [outfile]`: the server as one ES module (default
 * `dist/server.mjs`) with the workspace's TypeScript packages compiled in. A host starts it
 * with plain `node`, without compiling TypeScript at every start (tsx): a restarted server
 * answers sooner. npm dependencies stay imports from node_modules: some read files beside
 * their own (native addons, pino's transport worker, ioredis' package.json).
 */
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = path.join(import.meta.dirname, '..');
const outfile = path.resolve(process.argv[2] ?? path.join(root, 'dist/server.mjs'));

const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@safecrackers/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [path.join(root, 'src/index.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [npmPackagesExternal],
  // For stack traces that name our files and lines: NODE_OPTIONS=--enable-source-maps (it
  // costs start-up time, so it is not the default).
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
});
