/**
 * A vite plugin that writes a gzip and a brotli copy beside every text file of the build
 * (`app.js` -> `app.js.gz`, `app.js.br`), once, at build time: the server then sends the copy
 * the browser accepts without compressing anything per request.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this the headers cost more than the bytes saved. */
const MIN_BYTES = 512;

export function precompressFile(file: string): void {
  const data = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  );
}

export function precompressDir(dir: string): string[] {
  const done: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) done.push(...precompressDir(full));
    else if (COMPRESSIBLE.test(entry.name) && fs.statSync(full).size >= MIN_BYTES) {
      precompressFile(full);
      done.push(full);
    }
  }
  return done;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'safecrackers-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
