/**
 * The DOM side of pan and zoom: pointer and wheel events on the board's canvas, in canvas
 * pixels, fed to the pure Gestures machine. `changed` runs whenever the camera moved.
 */
import type { Gestures } from './gestures.js';

export function attachPanZoom(el: HTMLElement, gestures: Gestures, changed: () => void): () => void {
  const local = (e: { clientX: number; clientY: number }) => {
    const box = el.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  const down = (e: PointerEvent) => {
    // The right button peeks and the middle one is the browser's: only the primary one drags.
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    gestures.down(e.pointerId, local(e));
  };
  const move = (e: PointerEvent) => {
    if (gestures.move(e.pointerId, local(e))) changed();
  };
  const up = (e: PointerEvent) => gestures.up(e.pointerId);
  const wheel = (e: WheelEvent) => {
    e.preventDefault();
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? el.clientHeight : 1;
    if (gestures.wheel(local(e), e.deltaX * unit, e.deltaY * unit, e.ctrlKey)) changed();
  };
  el.addEventListener('pointerdown', down);
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', up);
  window.addEventListener('pointercancel', up);
  el.addEventListener('wheel', wheel, { passive: false });
  return () => {
    el.removeEventListener('pointerdown', down);
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', up);
    el.removeEventListener('wheel', wheel);
  };
}
