/** The night-time blueprint palette, and Okabe-Ito colours for the crew (colour-blind safe). */
export const palette = {
  background: 0x081226,
  sheet: 0x0d1c3d,
  sheetEdge: 0x3d6bc4,
  grid: 0x2a4a8a,
  wall: 0xe8f1ff,
  hiddenTile: 0x13284f,
  hiddenTileEdge: 0x2b4a85,
  hiddenPattern: 0x1d3766,
  revealedTile: 0x26467f,
  revealedTileEdge: 0x6f9be0,
  icon: 0xe6f0ff,
  text: 0xe6f0ff,
  textDim: 0x9db5e0,
  stopEdge: 0xf0b429,
  /** Alarm tiles: a solid edge with cut corners, pink, never the alarm's red nor the guard's. */
  alarmEdge: 0xff79c6,
  /** An alarm token: a pulsing red ring with waves, around the tile's icon. */
  alarm: 0xff3b3b,
  /** A guard's destination: a dashed square, orange. */
  destination: 0xff9f43,
  guard: 0xff4d4d,
  cone: 0xffe9a8,
  hack: 0x33e0ff,
  dice: 0xffffff,
  move: 0x5ee0ff,
  /** A peek target: a solid violet outline with an eye in its corner. */
  peek: 0xb9a7ff,
  target: 0xf0e442,
  armed: 0xffa040,
  focus: 0xffffff,
  escape: 0x4ade80,
  void: 0x050b18,
  crow: 0x0a0a0a,
} as const;

/** Okabe-Ito: orange, sky blue, bluish green, reddish purple (and yellow for a fifth). */
export const SEAT_COLOURS = [0xe69f00, 0x56b4e9, 0x009e73, 0xcc79a7, 0xf0e442] as const;
export const SEAT_COLOUR_CSS = ['#E69F00', '#56B4E9', '#009E73', '#CC79A7', '#F0E442'] as const;

export const seatColour = (seat: number): number => SEAT_COLOURS[seat % SEAT_COLOURS.length]!;

/**
 * One stack for Latin with accents, Cyrillic and Chinese: the system's UI font first, then the
 * common CJK faces of each platform (Noto on Linux and Android, PingFang on Apple, YaHei on
 * Windows), so a canvas label never falls back to boxes.
 */
export const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans CJK SC", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Source Han Sans SC", sans-serif';
