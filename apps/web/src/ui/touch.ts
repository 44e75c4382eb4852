/**
 * Whether the player touches the screen rather than pointing at it: then the words say tap and
 * long-press, never click or right-click. Asked each time (a laptop may gain a mouse).
 */
export function isTouchScreen(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(pointer: coarse)').matches || window.matchMedia('(hover: none)').matches;
}
