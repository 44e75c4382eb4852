/**
 * The link that opens a player's seats on another device: the room link with the seat tokens
 * in its fragment (`/r/CODE#seats=0.TOKEN,1.TOKEN`). A fragment never reaches the server in a
 * request, and the page takes it out of the address bar as soon as it has read it.
 */
import type { HeistMemory, SeatToken } from './heistMemory.js';

const FRAGMENT = /^#seats=([0-9A-Za-z_.,-]+)$/;

export function seatLink(origin: string, code: string, seats: readonly SeatToken[]): string {
  return `${origin}/r/${code}#seats=${seats.map((s) => `${s.seat}.${s.token}`).join(',')}`;
}

/**
 * This browser's seat link for room `code`, while it plays seats there (`mySeats`) and has not
 * put the link away; null otherwise. Every game's lobby shows it.
 */
export function seatLinkToShow(
  memory: HeistMemory,
  code: string | null,
  mySeats: readonly number[],
): string | null {
  const remembered = code ? memory.get(code) : undefined;
  if (!remembered || remembered.linkSeen || mySeats.length === 0 || remembered.seats.length === 0)
    return null;
  return seatLink(window.location.origin, remembered.code, remembered.seats);
}

/** The seat tokens a link's fragment carries; [] when it carries none. */
export function readSeatLink(hash: string): SeatToken[] {
  const match = FRAGMENT.exec(hash);
  if (!match) return [];
  return match[1]!.split(',').flatMap((part) => {
    const dot = part.indexOf('.');
    const seat = Number(part.slice(0, dot));
    const token = part.slice(dot + 1);
    return dot > 0 && Number.isInteger(seat) && seat >= 0 && seat < 4 && token.length >= 16
      ? [{ seat, token }]
      : [];
  });
}
