import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.js';

/** Where `pnpm dev` sends websocket and API traffic: the game server's dev instance. */
const SERVER = process.env.SAFECRACKERS_SERVER ?? 'http://127.0.0.1:2567';

export default defineConfig({
  plugins: [precompress()],
  server: {
    port: 5173,
    proxy: {
      // colyseus.js talks HTTP for matchmaking and websockets for the room, both under /matchmake
      // and /<processId>/<roomId>: everything but the client's own files goes to the server.
      '/matchmake': { target: SERVER, changeOrigin: true },
      '/api': { target: SERVER, changeOrigin: true },
      '/healthz': { target: SERVER, changeOrigin: true },
      // (not the replay pages, /replay/CODE: the client's own route)
      '^/(?!replay/)[A-Za-z0-9_-]{6,}/[A-Z0-9]{6}': { target: SERVER, changeOrigin: true, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      // The workspace packages are plain functions and data: let unused modules drop out
      // (the protocol's zod schemas must never reach the browser bundle).
      treeshake: {
        moduleSideEffects: (id) => !/packages\/(rules|protocol)\/src\//.test(id),
      },
    },
  },
});
