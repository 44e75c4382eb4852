import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer } from './softwareRenderer.js';

describe('software WebGL detection', () => {
  it('knows the CPU renderers by the names browsers give them', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'Google SwiftShader',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'Mesa/X.org, softpipe',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
    ])
      expect(isSoftwareRenderer(name), name).toBe(true);
  });

  it('leaves GPUs alone', () => {
    for (const name of [
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Apple GPU',
      'Mali-G78',
      'Adreno (TM) 650',
      'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)',
      'WebKit WebGL',
    ])
      expect(isSoftwareRenderer(name), name).toBe(false);
  });
});
