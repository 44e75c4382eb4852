/**
 * The keyboard map of the game screen (shown in the help overlay): what a key press means in
 * the current state, as a command for main.ts to carry out. Pure: no DOM beyond the event's
 * fields, no network.
 */
import type { Action, Pos } from '@safecrackers/rules';
import { actingSeat, legalNow, myView, screenOf } from '../store/derive.js';
import { type Arrow, nextFocus } from '../store/focus.js';
import { groupLegal } from '../store/legalGroups.js';
import { posKey } from '../store/positions.js';
import type { ClientState } from '../store/state.js';

export type KeyCommand =
  | { kind: 'help' }
  | { kind: 'skip' }
  | { kind: 'escape' }
  /** Put the first-heist guide away (Escape while nothing else is open). */
  | { kind: 'guide' }
  | { kind: 'focus'; at: Pos }
  | { kind: 'zoom'; how: 'in' | 'out' | 'fit' }
  | { kind: 'tap'; at: Pos }
  | { kind: 'act'; action: Action }
  | { kind: 'peekMode' }
  | { kind: 'log' }
  | { kind: 'threats' }
  /** The rules reference, at the pointed tile's topic when there is one. */
  | { kind: 'rules' };

/** The parts of a keydown event the map reads. */
export interface KeyPress {
  key: string;
  /** Tag of the element the key went to ('BUTTON', 'INPUT', ...). */
  target: string | null;
  modifier: boolean;
}

/**
 * What `press` means now; null when the key is not ours (typing in a field, a button's own
 * Enter or Space, no game on screen). While the board animates, any key first skips it to its
 * end, then does what it does (issue 33: a key is never spent on the animation alone).
 */
export function keyCommands(press: KeyPress, s: ClientState, boardBusy: boolean): KeyCommand[] {
  if (press.target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(press.target)) return [];
  // Enter and Space on a focused button press that button, nothing more.
  if (press.target === 'BUTTON' && (press.key === 'Enter' || press.key === ' ')) return [];
  // The rules book open: it handles its own keys (Escape closes it).
  if (s.ui.rules) return [];
  if (press.key === '?') return [{ kind: 'help' }];
  if (press.key === 'Escape' && s.ui.guide !== null && !s.ui.help && !s.ui.target && !s.ui.trade)
    return [{ kind: 'guide' }];
  const out: KeyCommand[] = boardBusy ? [{ kind: 'skip' }] : [];
  if ((press.key === 'r' || press.key === 'R') && !press.modifier) return [...out, { kind: 'rules' }];
  if (press.key === 'Escape') return [...out, { kind: 'escape' }];
  if (screenOf(s) !== 'game' || s.ui.help || press.modifier) return out;
  const view = myView(s);
  if (!view) return out;
  if (press.key.startsWith('Arrow')) {
    const me = view.players.find((p) => p.seat === actingSeat(s))?.at ?? null;
    return [...out, { kind: 'focus', at: nextFocus(view, s.ui.focus, press.key as Arrow, me) }];
  }
  if (press.key === '+' || press.key === '=' || press.key === '-' || press.key === '0')
    return [...out, { kind: 'zoom', how: press.key === '0' ? 'fit' : press.key === '-' ? 'out' : 'in' }];
  const groups = groupLegal(legalNow(s), view);
  const key = press.key.toLowerCase();
  if (press.key === 'Enter' && s.ui.focus) return [...out, { kind: 'tap', at: s.ui.focus }];
  if (key === 'p') {
    const peek = s.ui.focus ? groups.board.peeks.get(posKey(s.ui.focus)) : undefined;
    return [...out, peek ? { kind: 'act', action: peek } : { kind: 'peekMode' }];
  }
  if (key === 'e' && groups.endTurn) return [...out, { kind: 'act', action: groups.endTurn }];
  if (key === 'u' && groups.undo) return [...out, { kind: 'act', action: groups.undo }];
  if (key === 'l') return [...out, { kind: 'log' }];
  if (key === 't') return [...out, { kind: 'threats' }];
  return out;
}
