import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, resolveFile } from './staticClient.js';

describe('the static client', () => {
  it('prefers brotli, then gzip, honouring q=0 and the wildcard', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
  });

  it('resolves files inside the root only, never dotfiles', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-static-'));
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(path.join(root, 'assets', 'a.js'), 'x');
    fs.writeFileSync(path.join(root, '.secret'), 'x');
    expect(resolveFile(root, '/assets/a.js')).toBe(path.join(root, 'assets', 'a.js'));
    expect(resolveFile(root, '/assets')).toBeNull();
    expect(resolveFile(root, '/.secret')).toBeNull();
    expect(resolveFile(root, '/../etc/passwd')).toBeNull();
    expect(resolveFile(root, '/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(resolveFile(root, '/%E0%A4%A')).toBeNull();
  });
});
