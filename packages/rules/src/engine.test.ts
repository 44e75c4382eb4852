import { describe, expect, it } from 'vitest';
import type { Action } from './actions.js';
import { apply, legalActions, replay, replayFrom, stateHash } from './engine.js';
import { BOARD_SHAPES, tilePos } from './geometry.js';
import { randomInt, seedRng } from './rng.js';
import { createGame } from './setup.js';
import { deepFreeze, json, NEUTRAL, quiet, viaJson } from './testing/core-helpers.js';
import { actingSeat, chooseRandom } from './testing/random-play.js';
import { at, Scene } from './testing/scene.js';
import { type GameSetup, type GameState, type ScenarioId, TILE_KINDS, type TileKind } from './types.js';
import { viewFor } from './view.js';

const SETUP: GameSetup = {
  scenario: 'bank',
  seats: [
    { name: 'Ada', character: 'hawk', side: 'basic' },
    { name: 'Bo', character: 'spotter', side: 'basic' },
    { name: 'Cy', character: 'juicer', side: 'advanced' },
  ],
  seed: 'engine-contract',
};

/** Plays `steps` random legal inputs from a fresh game; returns every state and the log. */
function randomRun(setup: GameSetup, playerSeed: string, steps: number) {
  const rng = seedRng(playerSeed);
  let state = createGame(setup);
  const states: GameState[] = [state];
  const log: Array<{ seat: number; action: Action }> = [];
  for (let i = 0; i < steps && (state.phase === 'setup' || state.phase === 'playing'); i++) {
    const seat = actingSeat(state);
    const action = chooseRandom(legalActions(state, seat), rng);
    const r = apply(state, seat, action);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code}`);
    state = r.state;
    states.push(state);
    log.push({ seat, action });
  }
  return { state, states, log };
}

function code(state: GameState, seat: number, action: unknown): string | null {
  const r = apply(state, seat, action as Action);
  return r.ok ? null : r.error.code;
}

describe('apply never mutates its input', () => {
  it('R1.19 deep-frozen states: random games play on without any write to an earlier state', () => {
    for (let g = 0; g < 12; g++) {
      const rng = seedRng(`freeze-${g}`);
      let state = deepFreeze(
        createGame({
          ...SETUP,
          scenario: (['bank', 'office', 'fortknox'] as const)[g % 3] as ScenarioId,
          seed: `f${g}`,
        }),
      );
      for (let i = 0; i < 150 && (state.phase === 'setup' || state.phase === 'playing'); i++) {
        const seat = actingSeat(state);
        const r = apply(state, seat, chooseRandom(legalActions(state, seat), rng));
        if (!r.ok) throw new Error(r.error.code);
        state = deepFreeze(r.state);
      }
    }
  });

  it('R1.21 refused inputs leave the state byte for byte as it was', () => {
    const { states } = randomRun(SETUP, 'refusals', 120);
    const garbage: Array<[number, unknown]> = [
      [0, { type: 'move', to: { floor: 9, col: 0, row: 0 } }],
      [1, { type: 'escape' }],
      [2, { type: 'answer', kind: 'trade', accept: true }],
      [0, { type: 'crack' }],
      [1, { type: 'undo' }],
      [0, { type: 'pickUp', card: 'virus' }],
    ];
    for (const state of states.filter((_, i) => i % 10 === 0)) {
      const before = json(state);
      for (const [seat, action] of garbage) {
        const r = apply(state, seat, action as Action);
        if (!r.ok) expect(json(state)).toBe(before);
      }
      expect(json(state)).toBe(before);
    }
  });
});

describe('typed errors for garbage input', () => {
  const game = () => new Scene({ seats: 2 });

  it.each([
    ['no action', null, 'action/invalid'],
    ['no type', {}, 'action/invalid'],
    ['a numeric type', { type: 7 }, 'action/invalid'],
    ['an array', [], 'action/invalid'],
    ['an unknown type', { type: 'teleport' }, 'action/unknown'],
    ['a prototype name', { type: 'constructor' }, 'action/unknown'],
  ])('R1.21 %s is refused with a code', (_, action, expected) => {
    expect(code(game().state, 0, action)).toBe(expected);
  });

  it.each([
    [5, 'action/invalid'],
    [-1, 'action/invalid'],
    [0.5, 'action/invalid'],
    ['0', 'action/invalid'],
    [1, 'action/not_your_turn'],
  ])('R1.21 seat %j is refused (%s)', (seat, expected) => {
    expect(code(game().state, seat as number, { type: 'endActions' })).toBe(expected);
  });

  it.each([
    ['off the board', { floor: 0, col: 4, row: 0 }],
    ['below floor 1', { floor: -1, col: 0, row: 0 }],
    ['above the top floor', { floor: 3, col: 0, row: 0 }],
    ['a fractional cell', { floor: 0, col: 0.5, row: 0 }],
    ['a string', '1:A2'],
    ['missing', undefined],
  ])('R1.5 a position %s is refused as action/invalid', (_, pos) => {
    const s = game();
    expect(code(s.state, 0, { type: 'move', to: pos })).toBe('action/invalid');
    expect(code(s.state, 0, { type: 'peek', at: pos })).toBe('action/invalid');
  });

  it('R1.7 the Fort Knox void is not a position', () => {
    const s = new Scene({ scenario: 'fortknox', entrance: '1:C2' });
    expect(code(s.state, 0, { type: 'move', to: at('1:C3') })).toBe('action/invalid');
    expect(code(s.state, 0, { type: 'peek', at: at('1:C3') })).toBe('action/invalid');
    const fresh = createGame({ ...SETUP, scenario: 'fortknox' });
    expect(code(fresh, 0, { type: 'answer', kind: 'entrance', at: at('1:C3') })).toBe(
      'prompt/invalid_answer',
    );
  });

  it('R1.21 an answer with no prompt, an intent during a prompt, a wrong answer kind', () => {
    const s = quiet();
    expect(code(s.state, 0, { type: 'answer', kind: 'trade', accept: true })).toBe('action/no_prompt');
    s.setTile('1:B1', 'laser', { num: 1 });
    s.move(0, '1:B1');
    expect(s.prompt?.kind).toBe('laser');
    expect(code(s.state, 0, { type: 'endActions' })).toBe('action/prompt_pending');
    expect(code(s.state, 0, { type: 'answer', kind: 'hack', choice: 'decline' })).toBe('prompt/wrong_kind');
    expect(code(s.state, 0, { type: 'answer', kind: 'laser', choice: 'computer' })).toBe(
      'prompt/invalid_answer',
    );
    expect(code(s.state, 1, { type: 'answer', kind: 'laser', choice: 'alarm' })).toBe('prompt/not_yours');
  });

  it.each([
    ['no position', { type: 'answer', kind: 'entrance' }],
    ['a null position', { type: 'answer', kind: 'entrance', at: null }],
    ['a string position', { type: 'answer', kind: 'entrance', at: 'A1' }],
    ['a number position', { type: 'answer', kind: 'entrance', at: 3 }],
  ])('R3.10 an entrance answer with %s is refused, not thrown', (_, answer) => {
    const fresh = createGame(SETUP);
    expect(code(fresh, 0, answer)).toBe('prompt/invalid_answer');
  });

  it('R4.11 a tile answer with a malformed position is refused, not thrown', () => {
    const s = quiet();
    s.edit((st) => {
      st.decks.event = ['throw-voice'];
    });
    s.end(0);
    expect(s.prompt?.kind).toBe('tile');
    for (const bad of [undefined, 'B1', 5, {}]) {
      expect(code(s.state, 0, { type: 'answer', kind: 'tile', at: bad })).toBe('prompt/invalid_answer');
    }
  });

  it('R1.21 fuzz: malformed inputs of every type are refused with a code, never thrown', () => {
    const rng = seedRng('fuzz');
    const pick = <T>(xs: readonly T[]): T => xs[randomInt(rng, xs.length)] as T;
    const junk: unknown[] = [
      undefined,
      null,
      0,
      -1,
      2.5,
      99,
      '',
      'x',
      'A1',
      true,
      {},
      [],
      [1, 2],
      { floor: 0, col: 0, row: 0 },
      { floor: 0, col: 1, row: 0 },
      { floor: 'a', col: 0, row: 0 },
      { tools: 'x', loot: null },
      { tools: ['emp'], loot: [] },
      { tools: [], loot: ['gold-bar'] },
    ];
    const types = [
      'peek',
      'move',
      'drop',
      'hack',
      'addDie',
      'crack',
      'useTool',
      'trade',
      'pickUp',
      'escape',
      'endActions',
      'undo',
      'flexibility',
      'climbWindow',
      'laptop',
      'xray',
      'enhance',
      'crybaby',
      'reroute',
      'distract',
      'disrupt',
      'tinker',
      'orders',
      'disguise',
      'clairvoyance',
      'precognition',
      'answer',
    ];
    const kinds = [
      'entrance',
      'laser',
      'hack',
      'trade',
      'orders',
      'keepTool',
      'tile',
      'seat',
      'stethoscope',
      'spotter',
      'order',
      'x',
    ];
    const fields = [
      'at',
      'to',
      'tool',
      'floor',
      'dir',
      'with',
      'give',
      'take',
      'card',
      'mode',
      'target',
      'choice',
      'accept',
      'seat',
      'die',
      'face',
      'place',
      'cards',
    ];
    const states = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap(
      (g) =>
        randomRun(
          {
            ...SETUP,
            scenario: (['bank', 'office', 'fortknox'] as const)[g % 3] as ScenarioId,
            seed: `fuzz-game-${g}`,
          },
          `fuzz-${g}`,
          150,
        ).states,
    );
    let thrown = 0;
    for (const state of states) {
      const before = json(state);
      for (let k = 0; k < 20; k++) {
        const action: Record<string, unknown> = { type: pick(types) };
        if (action.type === 'answer') action.kind = pick(kinds);
        for (const f of fields) if (randomInt(rng, 4) === 0) action[f] = pick(junk);
        const seat = randomInt(rng, 4) === 0 ? pick(junk) : randomInt(rng, 3);
        try {
          const r = apply(state, seat as number, action as unknown as Action);
          if (!r.ok) expect(r.error.code).toMatch(/^[a-z]+\/[a-z_]+$/);
        } catch (e) {
          thrown++;
          throw new Error(`apply threw on ${JSON.stringify(action)} by seat ${String(seat)}: ${String(e)}`);
        }
      }
      expect(json(state)).toBe(before);
    }
    expect(thrown).toBe(0);
  });

  it('R1.21 every refusal carries a namespaced code and a message', () => {
    const s = game();
    const inputs: unknown[] = [
      null,
      { type: 'x' },
      { type: 'move', to: at('1:C4') },
      { type: 'hack' },
      { type: 'crack' },
      { type: 'escape' },
      { type: 'undo' },
      { type: 'useTool', tool: 'emp' },
      { type: 'trade', with: 1, give: null, take: null },
      { type: 'flexibility', to: at('1:A2') },
    ];
    for (const action of inputs) {
      const r = apply(s.state, 0, action as Action);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toMatch(/^[a-z]+\/[a-z_]+$/);
        expect(r.error.message.length).toBeGreaterThan(5);
      }
    }
  });
});

describe('legalActions', () => {
  it('R1.21 legal inputs exist exactly for the seat that may act, and each one is accepted', () => {
    const { states } = randomRun(SETUP, 'legal', 300);
    for (const state of states) {
      if (state.phase !== 'setup' && state.phase !== 'playing') continue;
      const acting = actingSeat(state);
      for (let seat = 0; seat < state.players.length; seat++) {
        const legal = legalActions(state, seat);
        expect(legal.length > 0).toBe(seat === acting);
      }
      for (const action of legalActions(state, acting)) {
        const r = apply(state, acting, action);
        if (!r.ok) throw new Error(`legal ${JSON.stringify(action)} refused: ${r.error.code}`);
      }
    }
  });

  it('R1.21 legalActions is exact: a basic input is accepted if and only if it is listed', () => {
    for (const scenario of ['bank', 'fortknox'] as const) {
      const { states } = randomRun(
        { ...SETUP, scenario, seed: `exact-${scenario}` },
        `exact-${scenario}`,
        200,
      );
      const shape = BOARD_SHAPES[scenario];
      for (const state of states) {
        if (state.phase !== 'playing' || state.pending) continue;
        const seat = state.turn.seat;
        const legal = new Set(legalActions(state, seat).map((a) => JSON.stringify(a)));
        const candidates: Action[] = [
          { type: 'hack' },
          { type: 'addDie' },
          { type: 'crack' },
          { type: 'drop' },
          { type: 'escape' },
          { type: 'undo' },
          { type: 'endActions' },
        ];
        for (let i = 0; i < state.tiles.length; i++) {
          if (state.tiles[i]?.kind === 'void') continue;
          candidates.push({ type: 'move', to: tilePos(shape, i) }, { type: 'peek', at: tilePos(shape, i) });
        }
        for (const action of candidates) {
          const accepted = apply(state, seat, action).ok;
          if (accepted !== legal.has(JSON.stringify(action)))
            throw new Error(`${JSON.stringify(action)}: accepted ${accepted}, listed ${!accepted}`);
        }
      }
    }
  });

  it('R1.21 no seat has a legal input in a finished game', () => {
    const s = quiet();
    s.edit((st) => {
      st.phase = 'lost';
    });
    expect([0, 1].map((seat) => legalActions(s.state, seat))).toEqual([[], []]);
  });
});

describe('replay and serialisation', () => {
  it('R1.19 replay(setup, log) reproduces the state bit for bit', () => {
    for (const scenario of ['bank', 'office', 'fortknox'] as const) {
      const setup = { ...SETUP, scenario, seed: `replay-${scenario}` };
      const { state, log } = randomRun(setup, `p-${scenario}`, 250);
      const again = replay(setup, log);
      expect(stateHash(again)).toBe(stateHash(state));
      expect(json(again)).toBe(json(state));
    }
  });

  it('R1.19 replayFrom a JSON snapshot taken mid-game reaches the same state and events as the whole replay', () => {
    for (const scenario of ['bank', 'office', 'fortknox'] as const) {
      const setup = { ...SETUP, scenario, seed: `snapshot-${scenario}` };
      const { state, log } = randomRun(setup, `s-${scenario}`, 200);
      const cut = Math.floor(log.length / 2);
      const whole: string[] = [];
      replay(setup, log, (_s, events, i) => whole.push(`${i}:${JSON.stringify(events)}`));
      const snapshot = viaJson(replay(setup, log.slice(0, cut)));
      const tail: string[] = [];
      const again = replayFrom(
        snapshot,
        log.slice(cut),
        (_s, events, i) => tail.push(`${i}:${JSON.stringify(events)}`),
        cut,
      );
      expect(cut).toBeGreaterThan(20);
      expect(stateHash(again)).toBe(stateHash(state));
      expect(tail).toEqual(whole.slice(cut));
    }
  });

  it('R1.19 replay throws on a log entry the engine refuses', () => {
    expect(() => replay(SETUP, [{ seat: 1, action: { type: 'endActions' } }])).toThrow(/refused/);
  });

  it('R1.19 stateHash is stable and separates different states', () => {
    const a = createGame(SETUP);
    expect(stateHash(a)).toBe(stateHash(createGame(SETUP)));
    expect(stateHash(a)).not.toBe(stateHash(createGame({ ...SETUP, seed: 'other' })));
    expect(stateHash(a)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('R1.19 a state restored from JSON applies the next inputs identically (undo snapshot and prompt included)', () => {
    const s = quiet();
    s.setTile('1:B1', NEUTRAL).setTile('1:C1', 'laser', { num: 2 });
    s.move(0, '1:B1');
    expect(s.state.undo).not.toBeNull();
    let live = s.state;
    let stored = viaJson(s.state);
    expect(stored).toEqual(live);
    const script: Array<[number, Action]> = [
      [0, { type: 'move', to: at('1:C1') }],
      [0, { type: 'answer', kind: 'laser', choice: 'pay' }],
      [0, { type: 'undo' }],
      [0, { type: 'move', to: at('1:C1') }],
      [0, { type: 'answer', kind: 'laser', choice: 'alarm' }],
      [0, { type: 'endActions' }],
    ];
    for (const [seat, action] of script) {
      const a = apply(live, seat, action);
      const b = apply(stored, seat, action);
      if (!a.ok || !b.ok) throw new Error('refused');
      expect(stateHash(b.state)).toBe(stateHash(a.state));
      expect(b.events).toEqual(a.events);
      live = a.state;
      stored = viaJson(b.state);
    }
    expect(live.turn.seat).toBe(1);
  });

  it('R1.19 random mid-game states survive a JSON round trip', () => {
    const { states, log } = randomRun({ ...SETUP, seed: 'roundtrip' }, 'rt', 200);
    states.slice(0, -1).forEach((state, i) => {
      const input = log[i]!;
      const copy = viaJson(state);
      expect(copy).toEqual(state);
      const a = apply(state, input.seat, input.action);
      const b = apply(copy, input.seat, input.action);
      if (!a.ok || !b.ok) throw new Error('refused');
      expect(stateHash(b.state)).toBe(stateHash(a.state));
    });
  });
});

describe('viewFor (R1.20)', () => {
  const KINDS: readonly TileKind[] = TILE_KINDS;

  it('R1.20 face-down tiles show neither kind nor number, to any seat or a spectator', () => {
    const state = createGame(SETUP);
    const r = apply(state, 0, { type: 'answer', kind: 'entrance', at: at('1:B2') });
    if (!r.ok) throw new Error(r.error.code);
    const entranceKind = r.state.tiles[5]?.kind;
    for (const viewer of [0, 1, 2, null]) {
      const view = viewFor(r.state, viewer);
      const hidden = view.tiles.filter((t) => !t.revealed);
      expect(hidden).toHaveLength(47);
      for (const t of hidden) expect(Object.keys(t).sort()).toEqual(['at', 'downstairs', 'revealed']);
      const text = JSON.stringify(view);
      for (const k of KINDS) if (k !== entranceKind) expect(text).not.toContain(`"${k}"`);
    }
  });

  it('R1.20 deck orders, removed patrol cards, the seed and the generator never appear', () => {
    const { state } = randomRun(SETUP, 'view', 80);
    for (const viewer of [0, 1, 2, null]) {
      const view = viewFor(state, viewer);
      const text = JSON.stringify(view);
      expect(text).not.toContain(SETUP.seed);
      expect(text).not.toContain('"rng"');
      expect(text).not.toContain('"removed"');
      expect(text).not.toContain('"deck"');
      for (const v of state.rng) expect(text).not.toContain(String(v));
      expect(view.decks.event).toBe(state.decks.event.length);
      expect(view.decks.tool).toBe(state.decks.tool.length);
      expect(view.decks.loot).toBe(state.decks.loot.length);
      // Event cards in the deck appear nowhere unless they are also public (discard, in front).
      const publicEvents = new Set([...state.decks.eventDiscard, ...state.decks.inFront.map((c) => c.card)]);
      // (Effect names such as "gymnastics" are keys; a card would be a value.)
      for (const e of state.decks.event)
        if (!publicEvents.has(e)) expect(text).not.toMatch(new RegExp(`"${e}"(?!:)`));
      const heldOrLying = new Set<string>([
        ...state.decks.toolDiscard,
        ...state.players.flatMap((p) => [...p.tools, ...p.loot]),
        ...state.tiles.flatMap((t) => [...t.tools, ...t.loot]),
      ]);
      for (const c of [...state.decks.tool, ...state.decks.loot])
        if (!heldOrLying.has(c)) expect(text).not.toMatch(new RegExp(`"${c}"(?!:)`));
      state.guards.forEach((g, f) => {
        expect(view.guards[f]?.removedCount).toBe(g.removed.length);
        expect(view.guards[f]?.deckSize).toBe(g.deck.length);
      });
    }
  });

  it('R8.9/D75 a Spotter look is shown to every seat, never to spectators', () => {
    const s = new Scene({ seats: 2 });
    s.edit((st) => {
      st.decks.event = [];
      st.decks.eventDiscard = [];
    });
    s.end(0);
    expect(s.state.players[1]?.character).toBe('spotter');
    s.ok(1, { type: 'clairvoyance' });
    const prompt = s.prompt;
    expect(prompt?.kind).toBe('spotter');
    const card = prompt?.kind === 'spotter' ? prompt.card : null;
    expect(viewFor(s.state, 0).prompt).toEqual(prompt);
    expect(viewFor(s.state, 1).prompt).toEqual(prompt);
    const spectator = viewFor(s.state, null).prompt;
    expect(spectator?.kind).toBe('spotter');
    expect(card).toMatchObject({ floor: 0 });
    expect(spectator?.kind === 'spotter' ? spectator.card : null).toEqual({ floor: -1, col: -1, row: -1 });
  });

  it('R9.2.3 a Crystal Ball look is shown to every seat, never to spectators', () => {
    const s = quiet();
    s.give(0, 'crystal-ball');
    s.eventDeck(['reboot', 'squeak', 'lampshade', 'espresso']);
    s.ok(0, { type: 'useTool', tool: 'crystal-ball' });
    expect(s.prompt).toMatchObject({ kind: 'order', cards: ['reboot', 'squeak', 'lampshade'] });
    expect(viewFor(s.state, 1).prompt).toEqual(s.prompt);
    const text = JSON.stringify(viewFor(s.state, null));
    for (const e of ['reboot', 'squeak', 'lampshade']) expect(text).not.toContain(`"${e}"`);
  });

  it('R4.12 canUndo is shown only to the current seat, and only when an undo is possible', () => {
    const s = quiet();
    s.setTile('1:B1', NEUTRAL);
    expect(viewFor(s.state, 0).canUndo).toBe(false);
    s.move(0, '1:B1');
    expect(viewFor(s.state, 0).canUndo).toBe(true);
    expect(viewFor(s.state, 1).canUndo).toBe(false);
    expect(viewFor(s.state, null).canUndo).toBe(false);
  });

  it('R1.20 random player-seeds: every view of every state hides every face-down tile', () => {
    for (let g = 0; g < 4; g++) {
      const { states } = randomRun({ ...SETUP, seed: `views-${g}` }, `v${g}`, 60);
      for (const st of states) {
        const view = viewFor(st, randomInt(seedRng(String(g)), 3));
        const hidden = st.tiles.filter((t) => !t.revealed && t.kind !== 'void').length;
        expect(view.tiles.filter((t) => !t.revealed)).toHaveLength(hidden);
        for (const t of view.tiles) if (!t.revealed) expect('kind' in t).toBe(false);
      }
    }
  });
});
