/**
 * What a tap or click on a tile means now: choose a target, answer a prompt, peek, move, or
 * (for a risky move on a touch screen, or by keyboard) ask for a second tap first.
 */
import type { Action, Pos } from '@safecrackers/rules';
import type { MessageKey } from '../i18n/index.js';
import { actingSeat, legalNow, myView } from './derive.js';
import { groupLegal } from './legalGroups.js';
import { posKey, samePos } from './positions.js';
import { moveRisks } from './risk.js';
import type { ClientState, TargetMode } from './state.js';

export type TapOutcome =
  | { kind: 'send'; action: Action }
  | { kind: 'arm'; at: Pos }
  | { kind: 'nothing'; hint?: MessageKey };

export interface TapHow {
  secondary: boolean;
  /** 'mouse' sees the warning on hover already; 'touch', 'pen' and 'keyboard' confirm by tapping twice. */
  pointerType: string;
}

/** Tiles the board should offer now: from a "choose a tile" mode, or a prompt that asks for one. */
export function activeTargets(state: ClientState): TargetMode | null {
  if (state.ui.target) return state.ui.target;
  const answers = groupLegal(legalNow(state), myView(state)!).answers;
  const tiles = answers.flatMap((a) =>
    (a.kind === 'entrance' || a.kind === 'tile') && a.at ? [{ at: a.at, action: a }] : [],
  );
  return tiles.length > 0 ? { title: '', options: tiles, fromPrompt: true } : null;
}

export function tapOutcome(state: ClientState, at: Pos, how: TapHow): TapOutcome {
  const view = myView(state);
  const seat = actingSeat(state);
  if (!view || seat === null) return { kind: 'nothing' };
  const legal = legalNow(state);
  if (legal.length === 0) return { kind: 'nothing', hint: 'error.action/not_your_turn' };
  const targets = state.room?.game ? activeTargets(state) : null;
  if (targets) {
    const option = targets.options.find((o) => samePos(o.at, at));
    return option ? { kind: 'send', action: option.action } : { kind: 'nothing', hint: 'game.targetHint' };
  }
  const { board } = groupLegal(legal, view);
  const key = posKey(at);
  if (how.secondary || state.ui.peekMode) {
    const peek = board.peeks.get(key);
    return peek ? { kind: 'send', action: peek } : { kind: 'nothing', hint: 'error.peek/not_linked' };
  }
  const flex = board.flexibility.get(key);
  if (flex) return { kind: 'send', action: flex };
  const move = board.moves.get(key);
  if (move) {
    const risky = moveRisks(view, seat, at).length > 0;
    if (risky && how.pointerType !== 'mouse' && !samePos(state.ui.armed, at)) return { kind: 'arm', at };
    return { kind: 'send', action: move };
  }
  if (board.peeks.has(key)) return { kind: 'nothing', hint: 'game.peekHint' };
  return { kind: 'nothing', hint: 'error.move/not_linked' };
}
