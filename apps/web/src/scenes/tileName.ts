/**
 * The name on a face-up tile, fitted to it in every language: the full name when it fits (or
 * nearly), else its defined short form, shrunk only as far as it must.
 */
import { FONT_FAMILY, palette } from './palette.js';

/** A name that would have to shrink below this scale shows its short form instead. */
const SHORTEN_BELOW = 0.8;
/** Tile inset and the label's side margins, as TileSprite draws them. */
const INSET = 3;
const MARGIN = 6;

export interface FittedName {
  text: string;
  /** Width at scale 1. */
  width: number;
  /** The width the tile leaves for it. */
  room: number;
  scale: number;
}

export function tileNameStyle(size: number) {
  return {
    fontFamily: FONT_FAMILY,
    fontSize: Math.max(8, Math.round(size * 0.105)),
    fill: palette.text,
    fontWeight: '600',
    letterSpacing: 0.6,
  } as const;
}

/** `widthOf` measures a text in the label's style (a Pixi Text, or canvas metrics in tests). */
export function fitTileName(
  full: string,
  short: string,
  size: number,
  widthOf: (text: string) => number,
): FittedName {
  const room = size - INSET * 2 - MARGIN;
  let text = full.toUpperCase();
  let width = widthOf(text);
  if (width * SHORTEN_BELOW > room) {
    text = short.toUpperCase();
    width = widthOf(text);
  }
  return { text, width, room, scale: width > room ? room / width : 1 };
}
