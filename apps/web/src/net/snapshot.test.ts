import { apply, createGame, legalActions, type PlayerView, type Pos, viewFor } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { toGameView, toSnapshot, viewForViewer } from './snapshot.js';

const NONE = { floor: -1, col: -1, row: -1 };
const pos = (p: Pos | null) => p ?? NONE;

/** What apps/server's projectView puts in the schema, as toJSON() returns it. */
function publicJson(view: PlayerView) {
  return {
    scenario: view.scenario,
    phase: view.phase,
    outcome: view.outcome,
    lossReason: view.lossReason ?? '',
    cols: view.board.cols,
    rows: view.board.rows,
    floors: view.board.floors,
    void: view.board.void ? { floor: 0, ...view.board.void } : NONE,
    tiles: view.tiles.map((t) =>
      t.revealed
        ? { ...t.at, ...t, at: undefined }
        : {
            ...t.at,
            revealed: false,
            downstairs: t.downstairs,
            kind: '',
            num: 0,
            cracked: [],
            tools: [],
            loot: [],
          },
    ),
    walls: view.walls.map(([a, b]) => ({ a, b })),
    guards: view.guards.map((g) => ({ ...g, at: pos(g.at), dest: pos(g.dest) })),
    players: view.players.map((p) => ({ ...p, at: pos(p.at) })),
    turn: view.turn,
    decks: view.decks,
    effects: view.effects,
    entrance: pos(view.entrance),
    crow: pos(view.crow),
    kitty: pos(view.kitty),
    links: view.links.map((l) => ({
      from: l.from,
      to: l.to === 'roof' ? NONE : l.to,
      roof: l.to === 'roof',
    })),
    prompt: view.prompt
      ? { kind: view.prompt.kind, seat: view.prompt.seat, json: JSON.stringify(view.prompt) }
      : { kind: '', seat: -1, json: '' },
    canUndo: view.canUndo,
    stats: view.stats,
    log: [],
  };
}

function playedGame(scenario: 'office' | 'bank' | 'fortknox', steps: number) {
  let state = createGame({
    scenario,
    seed: `snap-${scenario}`,
    seats: [
      { name: 'Ada', character: 'peterman' },
      { name: 'Bea', character: 'hacker' },
    ],
  });
  for (let i = 0; i < steps; i++) {
    const seat = [0, 1].find((s) => legalActions(state, s).length > 0);
    if (seat === undefined) break;
    const actions = legalActions(state, seat);
    const action = actions.find((a) => a.type === 'move') ?? actions[i % actions.length]!;
    const result = apply(state, seat, action);
    if (!result.ok) break;
    state = result.state;
  }
  return state;
}

describe('public state to view', () => {
  it.each(['office', 'bank', 'fortknox'] as const)('round-trips the spectator view of %s', (scenario) => {
    const state = playedGame(scenario, 25);
    const view = viewFor(state, null);
    expect(toGameView(publicJson(view))).toEqual(view);
  });

  it('reads lobby facts and leaves the game empty', () => {
    const snap = toSnapshot({
      code: 'ABC234',
      phase: 'lobby',
      host: 's1',
      version: 0,
      members: { s1: { sessionId: 's1', name: 'Ada', ready: true, connected: true } },
      seats: [
        { index: 0, holder: 's1', name: 'Ada', character: 'rook', side: 'basic', connected: true },
        { index: 1, holder: '', name: '', character: '', side: 'basic', connected: false },
      ],
      config: { scenario: 'bank', randomWalls: false, stealth: 3, advancedSides: true, assignment: 'chosen' },
    });
    expect(snap.game).toBeNull();
    expect(snap.seats[1]).toMatchObject({ holder: null, character: null });
    expect(snap.members[0]!.ready).toBe(true);
    expect(snap.config.scenario).toBe('bank');
  });

  it('gives a seat its private prompt and undo, a spectator neither', () => {
    const state = playedGame('office', 0);
    const pub = toGameView(publicJson(viewFor(state, null)));
    const seatPrompt = viewFor(state, 0).prompt;
    expect(viewForViewer(pub, 0, seatPrompt).prompt).toEqual(seatPrompt);
    expect(viewForViewer(pub, null, seatPrompt).viewer).toBeNull();
    expect(viewForViewer({ ...pub, canUndo: true }, 1, null).canUndo).toBe(pub.turn.seat === 1);
  });
});
