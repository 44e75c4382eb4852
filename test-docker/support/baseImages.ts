/**
 * What `pnpm test:docker` decides before the test runs (test-docker/prepare.ts does the
 * probing): whether the Docker daemon must be started, and where each base image of the
 * Dockerfile and docker-compose.yml comes from. Pure functions of the probe results, so the
 * choice is tested without Docker (baseImages.test.ts).
 *
 * An image already present locally is kept. A missing one is pulled from the registry the
 * Docker client is configured for; where that fails and the stand-in script of our build
 * machines exists (SHARED_TOOLS, default ../shared/tools), a stand-in is built under the same
 * name; with neither, the run fails and says what is missing.
 */

/** The images of this repository itself, built by the test, not pulled. */
const OWN_IMAGE = /^safecrackers-/;

/** The base images the Dockerfile (`FROM`) and docker-compose.yml (`image:`) name, in that order. */
export function baseImagesOf(dockerfile: string, compose: string): string[] {
  const images: string[] = [];
  const stages = new Set<string>();
  for (const [, image, stage] of dockerfile.matchAll(/^FROM\s+(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/gim)) {
    if (!stages.has(image!)) images.push(image!);
    if (stage) stages.add(stage);
  }
  for (const [, image] of compose.matchAll(/^\s+image:\s*["']?([^\s"'#]+)/gm)) images.push(image!);
  return [...new Set(images)].filter((image) => !OWN_IMAGE.test(image));
}

// --- the Docker daemon --------------------------------------------------------------------------

export interface DaemonProbe {
  /** `docker` is on the PATH. */
  cli: boolean;
  /** `docker info` answered; else its error output. */
  info: { ok: true } | { ok: false; error: string };
  /** Where start-dockerd.sh would be, and whether it is there. */
  startScript: { path: string; exists: boolean };
}

export type DaemonAction =
  | { kind: 'running' }
  | { kind: 'start'; script: string }
  | { kind: 'fail'; message: string };

export function daemonAction(probe: DaemonProbe): DaemonAction {
  if (probe.info.ok) return { kind: 'running' };
  if (probe.startScript.exists) return { kind: 'start', script: probe.startScript.path };
  const noScript = `(no ${probe.startScript.path}, which starts one on our build machines; SHARED_TOOLS names its folder)`;
  if (!probe.cli)
    return {
      kind: 'fail',
      message:
        `Docker is not installed: no \`docker\` command ${noScript}. Install Docker Engine and its ` +
        'Compose plugin (https://docs.docker.com/engine/install/), start it, and run `pnpm test:docker` again.',
    };
  return {
    kind: 'fail',
    message:
      `the Docker daemon does not answer ${noScript}; \`docker info\` says: ${firstLines(probe.info.error)}\n` +
      'Start it (e.g. `sudo systemctl start docker`, or Docker Desktop) and make sure this user may use it ' +
      '(the `docker` group), then run `pnpm test:docker` again.',
  };
}

// --- the base images ----------------------------------------------------------------------------

/** An image as `docker image inspect` shows it. */
export interface LocalImage {
  /** RepoDigests: set for an image pulled from a registry, empty for one built here (a stand-in). */
  digests: string[];
}

export type PullResult =
  | { ok: true }
  /** `timeout`: the registry did not answer in time (nothing is pulled after that). */
  | { ok: false; timeout: boolean; error: string };

export interface ImageProbe {
  image: string;
  /** `docker image inspect`, before any pull; null: not present. */
  local: LocalImage | null;
  /** The pull, once tried. */
  pull?: PullResult;
  /** Why pulling is not tried at all (an earlier pull found no registry answering). */
  skipPull?: string;
  /** The stand-in script (docker-standins.sh), and whether it is there. */
  standins: { path: string; exists: boolean };
}

export type ImageStep =
  /** Present locally: kept, whether pulled earlier or a stand-in built by an earlier run. */
  | { kind: 'present'; standin: boolean }
  | { kind: 'pull' }
  | { kind: 'pulled' }
  | { kind: 'standin'; reason: string }
  | { kind: 'fail'; message: string };

/** The next step for one base image, from what is known of it so far. */
export function nextStep(probe: ImageProbe): ImageStep {
  if (probe.local) return { kind: 'present', standin: probe.local.digests.length === 0 };
  if (!probe.pull && !probe.skipPull) return { kind: 'pull' };
  if (probe.pull?.ok) return { kind: 'pulled' };
  const reason = probe.skipPull ?? pullFailure(probe.pull as Extract<PullResult, { ok: false }>);
  if (probe.standins.exists) return { kind: 'standin', reason };
  return {
    kind: 'fail',
    message:
      `${probe.image}: not present and cannot be pulled (${reason}), and there is no stand-in script ` +
      `(${probe.standins.path}). Let Docker reach its registry (proxy, login, mirror in /etc/docker/daemon.json), ` +
      `or \`docker load\` the image, then run \`pnpm test:docker\` again.`,
  };
}

export function pullFailure(pull: Extract<PullResult, { ok: false }>): string {
  return pull.timeout
    ? `the registry did not answer: ${pull.error}`
    : `pull failed: ${firstLines(pull.error)}`;
}

/** What an image ended as. */
export interface ImageOutcome {
  image: string;
  source: 'pulled' | 'present' | 'present stand-in' | 'stand-in';
  /** Stand-ins built now: why the image was not pulled. */
  reason?: string;
}

/** The run's one line about its base images. */
export function summary(outcomes: ImageOutcome[]): string {
  const official = outcomes.filter((o) => o.source === 'pulled' || o.source === 'present');
  const standins = outcomes.filter((o) => o.source === 'stand-in' || o.source === 'present stand-in');
  const names = (list: ImageOutcome[]) => list.map((o) => o.image).join(', ');
  const why = (list: ImageOutcome[]) => {
    const built = list.find((o) => o.reason);
    return built ? `no registry reachable: ${built.reason}` : 'kept from an earlier run, no pull tried';
  };
  if (standins.length === 0) {
    const pulled = official.filter((o) => o.source === 'pulled');
    if (pulled.length === official.length)
      return 'base images: pulled from the registry (the official images)';
    if (pulled.length === 0)
      return 'base images: the official images, present locally from an earlier pull (not pulled again)';
    return `base images: the official images, pulled from the registry (${names(pulled)}) or present from an earlier pull`;
  }
  if (official.length === 0) return `base images: local stand-ins (${why(standins)})`;
  return `base images: mixed: official ${names(official)}; local stand-ins ${names(standins)} (${why(standins)})`;
}

/** The node stand-in lacks two things the Dockerfile relies on; only a stand-in (no digest) gets them. */
export function needsNodeExtras(image: string, local: LocalImage): boolean {
  return image.startsWith('node:') && local.digests.length === 0;
}

/** The OpenSSL configuration headers the official node image keeps: this architecture's only. */
export function opensslArch(arch: string): string | null {
  return ({ x64: 'linux-x86_64', arm64: 'linux-aarch64' } as Record<string, string>)[arch] ?? null;
}

function firstLines(text: string): string {
  const lines = text.trim().split('\n').filter(Boolean);
  return (lines.slice(0, 3).join(' / ') || 'no output').slice(0, 500);
}
