/**
 * The colours of the mansion board, one table for the scene that draws it (MansionScene.ts)
 * and the legend that explains it (mansionLegend.ts), so the two never disagree.
 */
import { palette } from '../scenes/palette.js';

export const SPY_COLOURS = [0x009e73, 0x56b4e9, 0xcc79a7, 0xf0e442] as const;

export const MANSION = {
  unit: 0xff4d4d,
  civilian: 0xe69f00,
  dog: 0xb5651d,
  spy: SPY_COLOURS[0],
  house: 0x1a3566,
  shed: 0x222f55,
  block: 0x05101f,
  water: 0x1f5fa8,
  muffled: 0x6fb3ff,
  generator: 0xf0e442,
  generatorFill: 0x3a3a10,
  lampMount: 0xffe9a8,
  wire: 0x9db5e0,
  bush: 0x2e8b57,
  lit: 0xffe9a8,
  window: 0x5ee0ff,
  edoor: 0xff79c6,
  gate: 0xffa040,
  door: 0xff6b6b,
  breach: 0xff3b3b,
  alarmToken: palette.alarm,
  spent: 0x555555,
  cutWire: 0xff3b3b,
  lampLit: 0xffe066,
  lampOff: 0x665522,
  lampDestroyed: 0x333333,
  camera: 0x33e0ff,
  cameraDestroyed: 0x444444,
  bug: 0xb9a7ff,
  documentMarked: 0xf0e442,
  documentUnmarked: 0x777777,
  documentUnknown: 0xe6f0ff,
  body: 0xaaaaaa,
  lure: 0x4ade80,
  noise: 0xff9f43,
  cone: palette.cone,
  loud: palette.textDim,
} as const;
