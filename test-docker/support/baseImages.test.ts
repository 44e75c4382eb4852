/** What prepare.ts decides from its probes, without Docker. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baseImagesOf,
  daemonAction,
  type ImageOutcome,
  type ImageProbe,
  needsNodeExtras,
  nextStep,
  opensslArch,
  summary,
} from './baseImages.js';
import { REPO } from './compose.js';

const SCRIPT = { path: '/shared/tools/docker-standins.sh', exists: true };
const NO_SCRIPT = { ...SCRIPT, exists: false };
const OFFICIAL = { digests: ['node@sha256:abc'] };
const BUILT_HERE = { digests: [] };
const REFUSED = {
  ok: false as const,
  timeout: false,
  error: 'Error response from daemon: Get "https://x/v2/": EOF\n',
};
const SILENT = { ok: false as const, timeout: true, error: 'no answer within 60 s' };

const probe = (extra: Partial<ImageProbe>): ImageProbe => ({
  image: 'node:20-bookworm-slim',
  local: null,
  standins: SCRIPT,
  ...extra,
});

describe('the base images', () => {
  it('are the official images the Dockerfile and docker-compose.yml name, not the stages or our own image', () => {
    const read = (file: string) => fs.readFileSync(path.join(REPO, file), 'utf8');
    expect(baseImagesOf(read('Dockerfile'), read('docker-compose.yml'))).toEqual([
      'node:20-bookworm-slim',
      'redis:7-bookworm',
      'nginx:1.27-bookworm',
    ]);
    expect(
      baseImagesOf(
        'FROM --platform=linux/amd64 node:22 AS a\nFROM a AS b\nfrom b\nFROM debian:12',
        'services:\n  x:\n    image: "caddy:2"\n  y:\n    image: safecrackers-server:latest\n',
      ),
    ).toEqual(['node:22', 'debian:12', 'caddy:2']);
  });
});

describe('the Docker daemon', () => {
  const start = { path: '/shared/tools/start-dockerd.sh', exists: true };
  it('is used when it answers, started by the shared script when it does not', () => {
    expect(daemonAction({ cli: true, info: { ok: true }, startScript: start })).toEqual({ kind: 'running' });
    expect(daemonAction({ cli: false, info: { ok: false, error: '' }, startScript: start })).toEqual({
      kind: 'start',
      script: start.path,
    });
  });
  it('missing with no script to start it: fails naming what to install or start', () => {
    const none = { ...start, exists: false };
    const uninstalled = daemonAction({ cli: false, info: { ok: false, error: '' }, startScript: none });
    expect(uninstalled.kind).toBe('fail');
    expect(uninstalled.kind === 'fail' && uninstalled.message).toMatch(
      /Docker is not installed.*Install Docker/s,
    );
    const stopped = daemonAction({
      cli: true,
      info: { ok: false, error: 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock.' },
      startScript: none,
    });
    expect(stopped.kind === 'fail' && stopped.message).toMatch(
      /does not answer.*Cannot connect to the Docker daemon.*systemctl start docker/s,
    );
  });
});

describe('each base image', () => {
  it('present: kept, an official one or a stand-in, without pulling', () => {
    expect(nextStep(probe({ local: OFFICIAL }))).toEqual({ kind: 'present', standin: false });
    expect(nextStep(probe({ local: BUILT_HERE, standins: NO_SCRIPT }))).toEqual({
      kind: 'present',
      standin: true,
    });
    expect(nextStep(probe({ local: OFFICIAL, skipPull: 'registry down' })).kind).toBe('present');
  });
  it('missing: pulled; a pull that works is the end of it', () => {
    expect(nextStep(probe({}))).toEqual({ kind: 'pull' });
    expect(nextStep(probe({ standins: NO_SCRIPT }))).toEqual({ kind: 'pull' });
    expect(nextStep(probe({ pull: { ok: true } }))).toEqual({ kind: 'pulled' });
  });
  it('a failed or unanswered pull: a stand-in where the script exists, with the reason', () => {
    const refused = nextStep(probe({ pull: REFUSED }));
    expect(refused).toEqual({
      kind: 'standin',
      reason: 'pull failed: Error response from daemon: Get "https://x/v2/": EOF',
    });
    expect(nextStep(probe({ pull: SILENT }))).toEqual({
      kind: 'standin',
      reason: 'the registry did not answer: no answer within 60 s',
    });
    expect(nextStep(probe({ skipPull: 'not tried, the registry did not answer for node:20' }))).toEqual({
      kind: 'standin',
      reason: 'not tried, the registry did not answer for node:20',
    });
  });
  it('neither pulled nor a stand-in: fails naming the image, the reason and the missing script', () => {
    const step = nextStep(probe({ pull: REFUSED, standins: NO_SCRIPT }));
    expect(step.kind).toBe('fail');
    expect(step.kind === 'fail' && step.message).toMatch(
      /^node:20-bookworm-slim: not present and cannot be pulled \(pull failed: .*EOF\).*no stand-in script \(\/shared\/tools\/docker-standins\.sh\)/,
    );
  });
  it('only a node stand-in gets the Node headers and CA bundle', () => {
    expect(needsNodeExtras('node:20-bookworm-slim', BUILT_HERE)).toBe(true);
    expect(needsNodeExtras('node:20-bookworm-slim', OFFICIAL)).toBe(false);
    expect(needsNodeExtras('redis:7-bookworm', BUILT_HERE)).toBe(false);
    expect(opensslArch('x64')).toBe('linux-x86_64');
    expect(opensslArch('arm64')).toBe('linux-aarch64');
    expect(opensslArch('s390x')).toBeNull();
  });
});

describe('the line that says which images were used', () => {
  const o = (image: string, source: ImageOutcome['source'], reason?: string): ImageOutcome => ({
    image,
    source,
    ...(reason ? { reason } : {}),
  });
  it('official images', () => {
    expect(summary([o('node', 'pulled'), o('redis', 'pulled')])).toBe(
      'base images: pulled from the registry (the official images)',
    );
    expect(summary([o('node', 'present'), o('redis', 'present')])).toBe(
      'base images: the official images, present locally from an earlier pull (not pulled again)',
    );
    expect(summary([o('node', 'present'), o('redis', 'pulled')])).toMatch(
      /official images, pulled .*\(redis\)/,
    );
  });
  it('stand-ins, with why', () => {
    expect(summary([o('node', 'stand-in', 'pull failed: EOF'), o('redis', 'stand-in', 'not tried')])).toBe(
      'base images: local stand-ins (no registry reachable: pull failed: EOF)',
    );
    expect(summary([o('node', 'present stand-in'), o('redis', 'present stand-in')])).toBe(
      'base images: local stand-ins (kept from an earlier run, no pull tried)',
    );
    expect(summary([o('node', 'pulled'), o('redis', 'stand-in', 'pull failed: toomanyrequests')])).toBe(
      'base images: mixed: official node; local stand-ins redis (no registry reachable: pull failed: toomanyrequests)',
    );
  });
});
