/**
 * Builds of the image for the test. Under the vfs storage driver every layer is a full copy of
 * the file system, so what a build replaces is removed: the build stages are tagged (their
 * cache stays, and the next build reuses it) and the images the previous build left behind
 * under these tags are deleted, with their untagged layers.
 */
import { REPO } from './compose.js';
import { sh } from './sh.js';

/** The Dockerfile's build stages, kept under tags of their own. */
const STAGES = ['manifests', 'server-deps', 'web'];

export async function buildImage(tag: string): Promise<void> {
  const [repository] = tag.split(':');
  const builds = [
    ...STAGES.map((stage) => ({ target: stage, tag: `${repository}-build:${stage}` })),
    { tag },
  ];
  for (const build of builds) {
    const previous = await imageId(build.tag);
    const target = 'target' in build ? ['--target', build.target] : [];
    await sh('docker', ['build', '--network', 'host', ...target, '-t', build.tag, '.'], { cwd: REPO });
    if (previous && previous !== (await imageId(build.tag))) {
      // Still used by a container of someone else's: leave it.
      await sh('docker', ['rmi', previous]).catch(() => undefined);
    }
  }
}

async function imageId(tag: string): Promise<string | null> {
  return sh('docker', ['image', 'inspect', '-f', '{{.Id}}', tag])
    .then((id) => id.trim())
    .catch(() => null);
}

export async function imageBytes(image: string): Promise<number> {
  return Number((await sh('docker', ['image', 'inspect', '-f', '{{.Size}}', image])).trim());
}

/** Where a base image came from: a registry (its digest), or a build of this machine (a stand-in). */
export async function baseImageOrigin(image: string): Promise<string> {
  const out = await sh('docker', ['image', 'inspect', '-f', '{{json .RepoDigests}}', image]);
  const digests = (JSON.parse(out.trim() || 'null') as string[] | null) ?? [];
  return digests.length > 0 ? `${image}, official (${digests[0]})` : `${image}, a local stand-in`;
}
