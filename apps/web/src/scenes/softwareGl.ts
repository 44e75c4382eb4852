/**
 * Whether this browser draws WebGL on the CPU (no GPU, a blocklisted one, a virtual machine,
 * a headless test browser): SwiftShader, llvmpipe and the like. There, multisampling doubles
 * the CPU time of every frame, so the board draws without it.
 */
const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

export function isSoftwareRenderer(renderer: string): boolean {
  return SOFTWARE_RENDERERS.test(renderer);
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
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  // A context of our own, given back at once: browsers cap how many a page may hold.
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return isSoftwareRenderer(renderer);
}
