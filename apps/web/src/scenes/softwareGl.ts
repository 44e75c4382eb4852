/**
 * Drawing where WebGL runs on the CPU (no GPU, a blocklisted one, a virtual machine, a headless
 * test browser): SwiftShader, llvmpipe and the like. Two settings make the board's frames
 * cheaper there, measured on the gallery board at 1280×720 in headless Chromium (SwiftShader):
 * - no multisampling: 311 -> 145 ms a frame;
 * - at most four textures per batch: 121 -> 50 ms a frame. Pixi's batch shader picks a
 *   fragment's texture through a chain of branches over up to 16 (32 here) samplers, and a CPU
 *   pays for every branch of every fragment; a GPU does not care, so GPUs keep Pixi's choice.
 */
import { ExtensionType, extensions, GlLimitsSystem } from 'pixi.js';
import { isSoftwareRenderer } from './softwareRenderer.js';

/** Textures per batch on a CPU renderer: 2 and 4 cost the same; fewer batches with 4. */
export const SOFTWARE_BATCH_TEXTURES = 4;

function rendererName(gl: WebGLRenderingContext | WebGL2RenderingContext): string {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
}

let cached: boolean | undefined;

/** Asks the browser once, with a context of its own, which renderer draws WebGL here. */
export function drawsInSoftware(): boolean {
  cached ??= probeRenderer();
  return cached;
}

function probeRenderer(): boolean {
  const canvas = document.createElement('canvas');
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  if (!gl) return false;
  const software = isSoftwareRenderer(rendererName(gl));
  // A context of our own, given back at once: browsers cap how many a page may hold.
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return software;
}

/** Pixi's WebGL limits, with fewer textures per batch on a CPU renderer. */
class SoftwareAwareLimits extends GlLimitsSystem {
  static override extension = { type: [ExtensionType.WebGLSystem], name: 'limits' } as const;

  override contextChange(): void {
    super.contextChange();
    const gl = (this as unknown as { _renderer: { gl: WebGL2RenderingContext } })._renderer.gl;
    if (isSoftwareRenderer(rendererName(gl)))
      this.maxBatchableTextures = Math.min(this.maxBatchableTextures, SOFTWARE_BATCH_TEXTURES);
  }
}

let installed = false;

/** Before the first Pixi renderer of the page: it reads its limits from this system then. */
export function useSoftwareAwareLimits(): void {
  if (installed) return;
  installed = true;
  // Pixi keeps the first system of a name: ours replaces its own.
  extensions.remove(GlLimitsSystem);
  extensions.add(SoftwareAwareLimits);
}
