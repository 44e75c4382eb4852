/**
 * Before the Docker test (`pnpm test:docker` runs this with tsx, then vitest): a Docker daemon
 * and Compose, and the base images of the Dockerfile and docker-compose.yml, each either
 * present, pulled from the registry the Docker client is configured for, or, where pulling is
 * impossible, a local stand-in built by the shared scripts of our build machines. It says which
 * ("base images: ..."), and fails with what is missing rather than skip. The decisions are in
 * support/baseImages.ts; this file only probes and acts.
 *
 * On our build machines (no container registry reachable) the shared scripts (SHARED_TOOLS,
 * default ../shared/tools beside the repository) start the daemon (start-dockerd.sh) and build
 * the stand-ins (docker-standins.sh). The node stand-in is the machine's Node 20 on Debian
 * bookworm; two things the Dockerfile relies on are added to it here, once, and only to a
 * stand-in:
 * - the Node headers in /usr/local/include/node, which the official image ships (node-gyp
 *   compiles better-sqlite3 with them when no prebuilt binary can be downloaded, as there);
 * - the machine's CA bundle, which its Node needs (NODE_EXTRA_CA_CERTS) to reach the npm
 *   registry through the egress proxy of those machines.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  baseImagesOf,
  daemonAction,
  type ImageOutcome,
  type ImageProbe,
  type LocalImage,
  needsNodeExtras,
  nextStep,
  opensslArch,
  type PullResult,
  pullFailure,
  summary,
} from './support/baseImages.js';

const REPO = path.resolve(import.meta.dirname, '..');
const TOOLS = path.resolve(REPO, process.env.SHARED_TOOLS ?? '../shared/tools');
/** A pull whose registry says nothing for this long is given up (nothing else is pulled then). */
const ANSWER_TIMEOUT_MS = 60_000;
/** A pull that answers may take this long, on a slow link. */
const PULL_TIMEOUT_MS = 15 * 60_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Killed: no output within `answerMs`, or not done within `totalMs`. */
  timedOut: string | null;
}

function run(
  command: string,
  args: string[],
  options: { inherit?: boolean; answerMs?: number; totalMs?: number } = {},
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: REPO,
      stdio: options.inherit ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut: string | null = null;
    const kill = (why: string) => {
      timedOut = why;
      child.kill('SIGTERM');
    };
    const answer = options.answerMs
      ? setTimeout(() => kill(`no answer within ${options.answerMs! / 1000} s`), options.answerMs)
      : undefined;
    const total = options.totalMs
      ? setTimeout(() => kill(`not done within ${options.totalMs! / 1000} s`), options.totalMs)
      : undefined;
    child.stdout?.on('data', (chunk: Buffer) => {
      clearTimeout(answer);
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const done = (code: number | null) => {
      clearTimeout(answer);
      clearTimeout(total);
      resolve({ code, stdout, stderr, timedOut });
    };
    // A command that cannot start (not installed): no exit code.
    child.on('error', (error) => {
      stderr += error.message;
      done(null);
    });
    child.on('close', done);
  });
}

const say = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

class Failure extends Error {}

async function localImage(image: string): Promise<LocalImage | null> {
  const r = await run('docker', ['image', 'inspect', '-f', '{{json .RepoDigests}}', image]);
  if (r.code !== 0) return null;
  return { digests: (JSON.parse(r.stdout.trim() || 'null') as string[] | null) ?? [] };
}

async function daemon(): Promise<void> {
  const cli = (await run('docker', ['--version'])).code === 0;
  const info = cli ? await run('docker', ['info', '--format', '{{.ServerVersion}}']) : null;
  const startScript = path.join(TOOLS, 'start-dockerd.sh');
  const action = daemonAction({
    cli,
    info: info?.code === 0 ? { ok: true } : { ok: false, error: info?.stderr || info?.stdout || '' },
    startScript: { path: startScript, exists: fs.existsSync(startScript) },
  });
  if (action.kind === 'fail') throw new Failure(action.message);
  if (action.kind === 'start') {
    say(`docker daemon: not running; starting it with ${action.script}`);
    const started = await run('bash', [action.script], { inherit: true });
    if (started.code !== 0) throw new Failure(`${action.script} failed (exit ${started.code})`);
  }
  const version = await run('docker', ['info', '--format', '{{.ServerVersion}} ({{.Driver}} storage)']);
  if (version.code !== 0)
    throw new Failure(`the Docker daemon still does not answer: ${version.stderr.trim()}`);
  say(`docker daemon: ${action.kind === 'running' ? 'running' : 'started'}, Docker ${version.stdout.trim()}`);

  for (const cli of [['docker', 'compose'], ['docker-compose']]) {
    const r = await run(cli[0]!, [...cli.slice(1), 'version', '--short']);
    if (r.code === 0) {
      say(`compose: \`${cli.join(' ')}\` ${r.stdout.trim()}`);
      return;
    }
  }
  throw new Failure(
    'neither `docker compose` nor `docker-compose` works: install the Docker Compose plugin ' +
      '(https://docs.docker.com/compose/install/), then run `pnpm test:docker` again.',
  );
}

async function pull(image: string): Promise<PullResult> {
  const started = Date.now();
  say(`${image}: not present; pulling it (${ANSWER_TIMEOUT_MS / 1000} s for the registry to answer)`);
  const r = await run('docker', ['pull', image], { answerMs: ANSWER_TIMEOUT_MS, totalMs: PULL_TIMEOUT_MS });
  if (r.code === 0) {
    const digest = /Digest: (\S+)/.exec(r.stdout)?.[1];
    say(`${image}: pulled in ${seconds(started)}${digest ? ` (${digest})` : ''}`);
    return { ok: true };
  }
  const result = { ok: false as const, timeout: r.timedOut !== null, error: r.timedOut ?? r.stderr };
  say(`${image}: ${pullFailure(result)} (after ${seconds(started)})`);
  return result;
}

async function baseImages(): Promise<ImageOutcome[]> {
  const images = baseImagesOf(
    fs.readFileSync(path.join(REPO, 'Dockerfile'), 'utf8'),
    fs.readFileSync(path.join(REPO, 'docker-compose.yml'), 'utf8'),
  );
  const standins = { path: path.join(TOOLS, 'docker-standins.sh'), exists: false };
  standins.exists = fs.existsSync(standins.path);
  const outcomes: ImageOutcome[] = [];
  const toBuild: ImageOutcome[] = [];
  let registryDown: string | undefined;
  for (const image of images) {
    const probe: ImageProbe = { image, local: await localImage(image), standins, skipPull: registryDown };
    for (;;) {
      const step = nextStep(probe);
      if (step.kind === 'pull') {
        probe.pull = await pull(image);
        if (!probe.pull.ok && probe.pull.timeout)
          registryDown = `not tried, the registry did not answer for ${image}`;
        continue;
      }
      if (step.kind === 'fail') throw new Failure(step.message);
      if (step.kind === 'present') {
        const origin = step.standin ? 'a local stand-in' : 'pulled earlier';
        say(`${image}: present (${origin}), kept`);
        outcomes.push({ image, source: step.standin ? 'present stand-in' : 'present' });
      } else if (step.kind === 'pulled') {
        outcomes.push({ image, source: 'pulled' });
      } else {
        if (probe.skipPull) say(`${image}: not present; ${probe.skipPull}`);
        const outcome: ImageOutcome = { image, source: 'stand-in', reason: step.reason };
        outcomes.push(outcome);
        toBuild.push(outcome);
      }
      break;
    }
  }
  if (toBuild.length > 0) {
    const started = Date.now();
    say(`building local stand-ins with ${standins.path}: ${toBuild.map((o) => o.image).join(' ')}`);
    const r = await run('bash', [standins.path, ...toBuild.map((o) => o.image)], { inherit: true });
    if (r.code !== 0) throw new Failure(`${standins.path} failed (exit ${r.code})`);
    say(`stand-ins built in ${seconds(started)}`);
  }
  for (const { image } of outcomes) {
    const local = await localImage(image);
    if (!local)
      throw new Failure(
        `${image} is still not present, after ${toBuild.length > 0 ? standins.path : 'its pull'}`,
      );
    if (needsNodeExtras(image, local)) await addNodeExtras(image);
  }
  return outcomes;
}

/** The Node headers and this machine's CA bundle, into the node stand-in, unless it has them. */
async function addNodeExtras(image: string): Promise<void> {
  const probe = await run('docker', [
    'run',
    '--rm',
    '--network',
    'host',
    image,
    'test',
    '-f',
    '/usr/local/include/node/node.h',
  ]);
  if (probe.code === 0) return;
  const headers = path.join(path.dirname(path.dirname(fs.realpathSync(process.execPath))), 'include/node');
  if (!fs.existsSync(path.join(headers, 'node.h')))
    throw new Failure(`the node stand-in needs the Node headers, and there are none at ${headers}`);
  const ca = '/etc/ssl/certs/ca-certificates.crt';
  if (!fs.existsSync(ca)) throw new Failure(`the node stand-in needs this machine's CA bundle, not at ${ca}`);
  const ctx = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-node-standin-'));
  try {
    fs.cpSync(headers, path.join(ctx, 'include-node'), { recursive: true });
    // As the official image does: only this architecture's OpenSSL configuration headers.
    const archs = path.join(ctx, 'include-node/openssl/archs');
    const keep = opensslArch(process.arch);
    if (keep && fs.existsSync(archs))
      for (const arch of fs.readdirSync(archs))
        if (arch !== keep) fs.rmSync(path.join(archs, arch), { recursive: true });
    fs.copyFileSync(ca, path.join(ctx, 'ca-certificates.crt'));
    fs.writeFileSync(
      path.join(ctx, 'Dockerfile'),
      [
        `FROM ${image}`,
        'COPY include-node /usr/local/include/node',
        'COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt',
        'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt',
        '',
      ].join('\n'),
    );
    const r = await run('docker', ['build', '-q', '--network', 'host', '-t', image, ctx]);
    if (r.code !== 0) throw new Failure(`adding the Node headers to ${image} failed: ${r.stderr.trim()}`);
    say(`${image}: Node headers and this machine's CA bundle added to the stand-in`);
  } finally {
    fs.rmSync(ctx, { recursive: true, force: true });
  }
}

const started = Date.now();
try {
  await daemon();
  const outcomes = await baseImages();
  say(summary(outcomes));
  say(`ready for the Docker test in ${seconds(started)}`);
} catch (error) {
  if (!(error instanceof Failure)) throw error;
  process.stderr.write(`test:docker: ${error.message}\n`);
  process.exit(1);
}
