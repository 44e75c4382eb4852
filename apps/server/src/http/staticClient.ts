/**
 * The built web client: each file in the encoding the browser accepts, from the copies the
 * build wrote beside it (`x.js.br`, `x.js.gz`), and cached by kind. Files under `assets/` carry
 * a content hash in their name, so browsers keep them for a year without asking again;
 * everything else (index.html above all) is revalidated on every visit, so a new release shows
 * at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** The encodings the request accepts, best first, among those the build wrote. */
export function acceptedEncodings(header: string | undefined): Array<'br' | 'gzip'> {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*');
  const quality = (name: string) => accepted.get(name) ?? wildcard ?? 0;
  return (['br', 'gzip'] as const).filter((e) => quality(e) > 0);
}

/** The file under `root` a URL path names, or null (outside the root, a dotfile, missing). */
export function resolveFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root + path.sep)) return null;
  if (
    path
      .relative(root, file)
      .split(path.sep)
      .some((part) => part.startsWith('.'))
  )
    return null;
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** Sends `file` (an absolute path inside `root`) compressed when it can, with its caching. */
export function sendClientFile(req: Request, res: Response, root: string, file: string): void {
  const ext = path.extname(file);
  const hashed = path.relative(root, file).split(path.sep)[0] === 'assets';
  res.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  let sent = file;
  for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
    const candidate = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (fs.existsSync(candidate)) {
      res.setHeader('Content-Encoding', encoding);
      sent = candidate;
      break;
    }
  }
  res.sendFile(sent, { cacheControl: false, dotfiles: 'deny' });
}

/** Express middleware for the client's files; requests for anything else fall through. */
export function staticClient(root: string) {
  const base = path.resolve(root);
  return (req: Request, res: Response, next: () => void): void => {
    // The compressed copies are served only in place of their original.
    const file =
      (req.method === 'GET' || req.method === 'HEAD') && !/\.(br|gz)$/.test(req.path)
        ? resolveFile(base, req.path)
        : null;
    if (!file || file === path.join(base, 'index.html')) next();
    else sendClientFile(req, res, base, file);
  };
}
