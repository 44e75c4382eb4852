/**
 * The compose files of the test: the repository's docker-compose.yml without its `ports:`
 * (on the host network there is nothing to publish, and Compose v1 refuses them there), and an
 * override that puts every service on the host network, each on a free loopback port of its
 * own, with the proxy's configuration (docker/nginx/scale.conf) pointing at those ports.
 * Debug logs carry each input's state hash.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO } from './compose.js';

export interface Ports {
  server: number;
  proxy: number;
  server1: number;
  server2: number;
  redis: number;
}

export function writeHostNetworkFiles(ports: Ports): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-docker-test-'));
  const base = path.join(dir, 'docker-compose.yml');
  fs.writeFileSync(base, withoutPorts(fs.readFileSync(path.join(REPO, 'docker-compose.yml'), 'utf8')));
  const nginx = path.join(dir, 'scale.conf');
  fs.writeFileSync(nginx, loopbackProxyConfig(ports));
  const redis = `redis://127.0.0.1:${ports.redis}`;
  const host = 'host';
  const override = {
    services: {
      server: { network_mode: host, environment: { PORT: String(ports.server), LOG_LEVEL: 'debug' } },
      redis: {
        network_mode: host,
        command: [
          'redis-server',
          '--port',
          String(ports.redis),
          '--bind',
          '127.0.0.1',
          '--appendonly',
          'yes',
          '--appendfsync',
          'always',
        ],
        healthcheck: { test: ['CMD', 'redis-cli', '-p', String(ports.redis), 'ping'] },
      },
      'server-1': {
        network_mode: host,
        environment: {
          PORT: String(ports.server1),
          REDIS_URL: redis,
          PUBLIC_ADDRESS: `127.0.0.1:${ports.proxy}/s1`,
          LOG_LEVEL: 'debug',
        },
      },
      'server-2': {
        network_mode: host,
        environment: {
          PORT: String(ports.server2),
          REDIS_URL: redis,
          PUBLIC_ADDRESS: `127.0.0.1:${ports.proxy}/s2`,
          LOG_LEVEL: 'debug',
        },
      },
      proxy: { network_mode: host, volumes: [`${nginx}:/etc/nginx/conf.d/default.conf:ro`] },
    },
  };
  const file = path.join(dir, 'docker-compose.host-network.yml');
  // JSON is YAML.
  fs.writeFileSync(file, JSON.stringify(override, null, 2));
  return [base, file];
}

/** The compose file with each service's `ports:` list (short syntax) removed; loud if any is left. */
function withoutPorts(compose: string): string {
  const stripped = compose.replace(/^( +)ports:\n(?:\1 {2}- .*\n)+/gm, '');
  if (/^\s+ports:/m.test(stripped))
    throw new Error('docker-compose.yml has a ports: entry the test cannot remove');
  return stripped;
}

/** The committed proxy configuration, on loopback ports; fails loudly if it no longer matches. */
function loopbackProxyConfig(ports: Ports): string {
  let conf = fs.readFileSync(path.join(REPO, 'docker/nginx/scale.conf'), 'utf8');
  const swaps: Array<[string, string]> = [
    ['listen 2567;', `listen 127.0.0.1:${ports.proxy};`],
    ['server-1:2567', `127.0.0.1:${ports.server1}`],
    ['server-2:2567', `127.0.0.1:${ports.server2}`],
  ];
  for (const [from, to] of swaps) {
    if (!conf.includes(from)) throw new Error(`docker/nginx/scale.conf no longer has "${from}"`);
    conf = conf.replaceAll(from, to);
  }
  return conf;
}
