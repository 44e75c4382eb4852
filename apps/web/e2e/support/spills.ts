/**
 * Text that spills out of its box or is cut off, as a player would see it (issues 15, 32, 33):
 * every element on screen whose own text is wider or taller than its box, out of the screen,
 * clipped by a box that hides overflow, or with a word wider than the box (broken mid-word),
 * and the page itself wider than the screen.
 */
import type { Page } from 'playwright-core';

export interface Spill {
  what: string;
  text: string;
  overflow: number;
}

/**
 * Every element on screen whose text is wider or taller than its box (scrolling boxes, canvas
 * and form controls aside), and the page itself wider than the screen.
 */
export function measureSpills(page: Page, screenWidth: number): Promise<Spill[]> {
  return page.evaluate(`((screenWidth) => {
    const spills = [];
    const measure = document.createElement('canvas').getContext('2d');
    const spaced = /^[\\p{L}\\p{N}'’\\-]+$/u;
    const unspaced = /[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]/u;
    const ownWords = (el) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === 3)
        .flatMap((n) => n.textContent.split(/\\s+/))
        .map((w) => w.replace(/^[(«“"']+|[)»”"'.,:;!?…]+$/g, ''))
        .filter((w) => w.length > 3 && spaced.test(w) && !unspaced.test(w));
    const skip = new Set(['CANVAS', 'SVG', 'svg', 'path', 'circle', 'rect', 'SELECT', 'OPTION', 'INPUT', 'TEXTAREA', 'BR']);
    for (const el of document.querySelectorAll('body *')) {
      if (skip.has(el.tagName) || !(el instanceof HTMLElement)) continue;
      if (el.closest('[hidden], .visually-hidden, .board-host')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'inline' || style.visibility === 'hidden' || el.offsetParent === null) continue;
      if (['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY)) continue;
      if (el.clientWidth < 4 || el.clientHeight < 4) continue;
      const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '');
      if (!ownText) continue;
      const id = el.tagName.toLowerCase() + ' ' + (el.dataset.testid || el.dataset.action || el.className);
      const text = el.textContent.trim().slice(0, 60);
      const wide = el.scrollWidth - el.clientWidth;
      const tall = el.scrollHeight - el.clientHeight;
      if (wide > 1 || tall > 2) spills.push({ what: id, text, overflow: Math.max(wide, tall) });
      // Cut off: out of the screen's width, or out of a box that hides what spills from it.
      const box = el.getBoundingClientRect();
      let cut = Math.max(box.right - screenWidth, -box.left);
      for (let up = el.parentElement; up; up = up.parentElement) {
        const clip = getComputedStyle(up);
        if (clip.overflowX !== 'hidden' && clip.overflowX !== 'clip') continue;
        const outer = up.getBoundingClientRect();
        cut = Math.max(cut, box.right - outer.right, outer.left - box.left);
      }
      if (cut > 1) spills.push({ what: id + ' (cut off)', text, overflow: cut });
      // A word wider than its box is broken mid-word ("Clairvoyanc/e"): the box should grow or
      // the text wrap between words. Scripts written without spaces (Chinese) wrap anywhere.
      const inner = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      measure.font = style.font;
      measure.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
      for (const word of ownWords(el)) {
        const shown = style.textTransform === 'uppercase' ? word.toUpperCase() : word;
        const wide = measure.measureText(shown).width - inner;
        if (wide > 1) spills.push({ what: id + ' (word broken)', text: word, overflow: Math.round(wide) });
      }
    }
    if (document.documentElement.scrollWidth > screenWidth + 1)
      spills.push({ what: 'page', text: 'wider than the screen', overflow: document.documentElement.scrollWidth - screenWidth });
    return spills;
  })(${screenWidth})`) as Promise<Spill[]>;
}
