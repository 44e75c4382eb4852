import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../engine.js';
import { randomInt, seedRng } from '../rng.js';
import { createGame } from '../setup.js';
import { answer, at, drawEvent, eventsOf, quiet, Scene, types } from '../testing/cards-helpers.js';
import { actingSeat, chooseRandom } from '../testing/random-play.js';
import { readySafe } from '../testing/safe-helpers.js';
import type { CharacterId, EventId, GameState, LootCard, ToolId } from '../types.js';

/** R2.13 */
const EVENTS: EventId[] = [
  'brown-out',
  'buddy-system',
  'change-of-plans',
  'crash',
  'daydreaming',
  'dead-drop',
  'espresso',
  'freight-elevator',
  'go-with-your-gut',
  'gymnastics',
  'heads-up',
  'jump-the-gun',
  'jury-rig',
  'keycode-change',
  'lampshade',
  'lost-grip',
  'peekhole',
  'reboot',
  'shift-change',
  'shoplifting',
  'squeak',
  'switch-signs',
  'throw-voice',
  'time-lock',
  'video-loop',
  'where-is-he',
];
/** R2.14 */
const TOOLS: ToolId[] = [
  'blueprints',
  'crowbar',
  'crystal-ball',
  'donuts',
  'dynamite',
  'emp',
  'invisible-suit',
  'makeup-kit',
  'rollerskates',
  'smoke-bomb',
  'stethoscope',
  'thermal-bomb',
  'virus',
];
/** R2.15 (the second Gold Bar is kept aside) */
const LOOT: LootCard[] = [
  'bust',
  'chihuahua',
  'cursed-goblet',
  'gemstone',
  'gold-bar',
  'isotope',
  'keycard',
  'mirror',
  'painting',
  'persian-kitty',
  'stamp',
  'tiara',
];
const SOLO_EVENTS: EventId[] = ['buddy-system', 'dead-drop', 'jump-the-gun', 'freight-elevator'];

const sorted = <T extends string>(xs: readonly T[]) => [...xs].sort();

function setup(n: number, characters: Array<CharacterId | undefined> = []) {
  return {
    scenario: 'bank' as const,
    seed: 'decks',
    seats: Array.from({ length: n }, (_, i) => ({
      name: `P${i}`,
      character: characters[i] ?? (['hawk', 'spotter', 'juicer', 'raven'] as CharacterId[])[i],
      side: 'basic' as const,
    })),
  };
}

describe('R2.13–R2.16 deck contents', () => {
  it('R2.13 / R2.14 / R2.15 the decks hold 26 events, 13 tools and 12 loot, the second Gold Bar aside', () => {
    const s = createGame(setup(2));
    expect(sorted(s.decks.event)).toEqual(sorted(EVENTS));
    expect(sorted(s.decks.tool)).toEqual(sorted(TOOLS));
    expect(sorted(s.decks.loot)).toEqual(sorted(LOOT));
    expect(s.decks.goldBarAside).toBe(true);
    expect([s.decks.eventDiscard, s.decks.toolDiscard, s.decks.inFront]).toEqual([[], [], []]);
  });

  it('R2.16 solo: no Gold Bars and no Buddy System, Dead Drop, Jump the Gun or Freight Elevator (D36)', () => {
    const s = createGame(setup(1));
    expect(sorted(s.decks.event)).toEqual(sorted(EVENTS.filter((e) => !SOLO_EVENTS.includes(e))));
    expect(sorted(s.decks.loot)).toEqual(sorted(LOOT.filter((c) => c !== 'gold-bar')));
    expect(s.decks.goldBarAside).toBe(false);
    expect(sorted(s.decks.tool)).toEqual(sorted(TOOLS));
  });

  it('R3.8 the basic Rigger starts with the Dynamite, taken out of the shuffled tool deck', () => {
    const s = createGame(setup(2, [undefined, 'rigger']));
    expect(s.players[1]?.tools).toEqual(['dynamite']);
    expect(sorted(s.decks.tool)).toEqual(sorted(TOOLS.filter((t) => t !== 'dynamite')));
    const plain = createGame(setup(2));
    expect(s.decks.tool).toEqual(plain.decks.tool.filter((t) => t !== 'dynamite'));
  });
});

describe('R9.2 tool gains and the tool deck', () => {
  it('R5.9 / R9.2 opening a safe gives the roller the top tool and the top loot card', () => {
    const s = quiet();
    s.put(0, '1:B2').put(1, '1:D4').guard(0, '1:D1', '1:C1').toolDeck(['virus', 'emp']).lootDeck(['stamp']);
    readySafe(s, '1:B2');
    s.nextDice([5]);
    const ev = s.ok(0, { type: 'crack' });
    expect(eventsOf(ev, 'toolGained')).toEqual([{ type: 'toolGained', seat: 0, tool: 'virus' }]);
    expect(eventsOf(ev, 'lootGained')).toEqual([{ type: 'lootGained', seat: 0, card: 'stamp' }]);
    expect(s.state.decks.tool).toEqual(['emp']);
  });

  it('R8.5 a Drill opening leaves the tool, the loot and the second Gold Bar on the safe', () => {
    const s = quiet({ seats: [{ character: 'peterman', side: 'advanced' }, {}] });
    s.put(0, '1:B2').put(1, '1:D4').guard(0, '1:D1', '1:C1').guard(1, '2:D4', '2:D3');
    s.toolDeck(['virus']).lootDeck(['gold-bar']);
    readySafe(s, '2:B2');
    s.nextDice([5]);
    s.ok(0, { type: 'crack', at: at('2:B2') });
    expect(s.tile('2:B2').tools).toEqual(['virus']);
    expect(s.tile('2:B2').loot).toEqual(['gold-bar', 'gold-bar#1']);
    expect(s.state.players[0]?.tools).toEqual([]);
    expect(s.state.players[0]?.loot).toEqual([]);
  });

  it('R9.2 / D46 an empty tool deck is rebuilt from the tool discard pile before a gain', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:D4').guard(0, '1:D1', '1:C1').setTile('1:B1', 'laboratory');
    s.edit((st) => {
      st.decks.tool = [];
      st.decks.toolDiscard = ['virus', 'emp'];
    });
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'toolDeckReshuffled')).toEqual([{ type: 'toolDeckReshuffled', size: 2 }]);
    const gained = eventsOf(ev, 'toolGained');
    expect(gained).toHaveLength(1);
    expect(['virus', 'emp']).toContain(gained[0]?.tool);
    expect(s.state.decks.tool).toHaveLength(1);
    expect(s.state.decks.toolDiscard).toEqual([]);
  });

  it('R9.2 with the tool deck and its discard pile both empty a gain gives nothing (D66)', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:D4').guard(0, '1:D1', '1:C1').setTile('1:B1', 'laboratory');
    s.edit((st) => {
      st.decks.tool = [];
      st.decks.toolDiscard = [];
    });
    const ev = s.move(0, '1:B1');
    expect(types(ev)).not.toContain('toolGained');
    expect(s.prompt).toBeNull();
    expect(s.state.players[0]?.tools).toEqual([]);
    expect(s.tile('1:B1').labTaken).toBe(true);
  });

  it('R9.2 / R8.7 with the Rigger, a gain that can draw only one card keeps it without a prompt', () => {
    const s = quiet({ seats: [{}, { character: 'rigger', side: 'advanced' }] });
    s.put(0, '1:A1').put(1, '1:D4').guard(0, '1:D1', '1:C1').setTile('1:B1', 'laboratory');
    s.edit((st) => {
      st.decks.tool = ['emp'];
      st.decks.toolDiscard = [];
    });
    const ev = s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(eventsOf(ev, 'toolGained')).toEqual([{ type: 'toolGained', seat: 0, tool: 'emp' }]);
  });

  it('R9.2 / R8.7 with the Rigger, the second draw reshuffles the discard pile when the first empties the deck', () => {
    const s = quiet({ seats: [{}, { character: 'rigger', side: 'advanced' }] });
    s.put(0, '1:A1').put(1, '1:D4').guard(0, '1:D1', '1:C1').setTile('1:B1', 'laboratory');
    s.edit((st) => {
      st.decks.tool = ['emp'];
      st.decks.toolDiscard = ['virus'];
    });
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'toolDeckReshuffled')).toEqual([{ type: 'toolDeckReshuffled', size: 1 }]);
    expect(s.prompt).toEqual({ kind: 'keepTool', seat: 0, tools: ['emp', 'virus'] });
    answer(s, { type: 'answer', kind: 'keepTool', tool: 'virus' });
    expect(s.state.players[0]?.tools).toEqual(['virus']);
    expect(s.state.decks.toolDiscard).toEqual(['emp']);
  });

  it('R6.9 / R1.11 a placement onto an untaken Laboratory gains no tool (Buddy System)', () => {
    const s = quiet();
    s.put(0, '1:B2').setTile('1:B2', 'laboratory').put(1, '1:D4').guard(0, '1:D1', '1:C1');
    const ev = drawEvent(s, 'buddy-system');
    expect(eventsOf(ev, 'placed')[0]).toMatchObject({ seat: 1, to: at('1:B2') });
    expect(types(ev)).not.toContain('toolGained');
    expect(s.tile('1:B2').labTaken).toBe(false);
  });
});

describe('D46 event deck', () => {
  it('D46 the event deck is rebuilt from the discard pile when empty; lasting cards in front of seats stay out', () => {
    const s = quiet();
    s.put(1, '1:D1').guard(0, '1:A4', '1:A3');
    s.edit((st) => {
      st.decks.event = [];
      st.decks.eventDiscard = ['reboot', 'lampshade'];
      st.decks.inFront = [{ seat: 0, card: 'video-loop' }];
      st.effects.videoLoop = [0];
    });
    s.state.turn.counted = 0;
    const ev = s.end();
    expect(eventsOf(ev, 'eventDeckReshuffled')).toEqual([{ type: 'eventDeckReshuffled', size: 2 }]);
    const card = eventsOf(ev, 'eventDrawn')[0]?.card;
    expect(['reboot', 'lampshade']).toContain(card);
    expect(s.state.decks.event).toHaveLength(1);
    expect(s.state.decks.inFront).toEqual([{ seat: 0, card: 'video-loop' }]);
  });

  it('R4.8 Espresso (like Daydreaming and Shift Change) is discarded at Handover, nothing left in front', () => {
    const s = quiet();
    s.put(1, '1:D1').guard(0, '1:A4', '1:A3');
    const ev = drawEvent(s, 'espresso');
    expect(types(ev)).toContain('effectStarted');
    expect(s.state.decks.inFront).toEqual([]);
    expect(s.state.decks.eventDiscard).toEqual(['espresso']);
  });
});

/** Every tool, loot and event card is somewhere, exactly once (R2.13–R2.15). */
function cardCensus(state: GameState): { tools: string[]; loot: string[]; events: string[] } {
  const tools: string[] = [...state.decks.tool, ...state.decks.toolDiscard];
  const loot: string[] = [...state.decks.loot];
  for (const p of state.players) {
    tools.push(...p.tools);
    loot.push(...p.loot);
  }
  for (const t of state.tiles) {
    tools.push(...t.tools);
    loot.push(...t.loot);
  }
  for (const g of state.guards) if (g.donuts) tools.push('donuts');
  if (state.decks.goldBarAside) loot.push('gold-bar#1');
  const events: string[] = [
    ...state.decks.event,
    ...state.decks.eventDiscard,
    ...state.decks.inFront.map((c) => c.card),
  ];
  return { tools: tools.sort(), loot: loot.sort(), events: events.sort() };
}

describe('R9 cards under random play', () => {
  it('R9 random play with every loot card dealt out keeps every card exactly once and every rule input legal', () => {
    const allLoot = [...LOOT, 'gold-bar#1' as LootCard];
    const seen = { events: new Set<string>(), tools: new Set<string>(), kitty: 0, chihuahua: 0 };
    for (let g = 0; g < 6; g++) {
      const chars: CharacterId[][] = [
        ['hawk', 'rigger', 'peterman'],
        ['acrobat', 'rook', 'spotter'],
        ['hacker', 'juicer', 'raven'],
      ];
      const trio = chars[g % 3] as CharacterId[];
      const s = new Scene({
        seed: `cards-${g}`,
        seats: trio.map((c, i) => ({ character: c, side: i === g % 2 ? 'advanced' : 'basic' })),
        options: { stealth: 9 },
      });
      // Deal the loot deck and the second Gold Bar out (one bar per hand), plus some tools.
      const rng = seedRng(`deal-${g}`);
      s.edit((st) => {
        const bars = ['gold-bar', 'gold-bar#1'];
        st.decks.loot = [];
        st.decks.goldBarAside = false;
        for (const card of allLoot) {
          const seat = bars.includes(card) ? bars.indexOf(card) : randomInt(rng, 3);
          st.players[seat]?.loot.push(card);
        }
        for (let k = 0; k < 4; k++) {
          const tool = st.decks.tool.pop();
          if (tool) st.players[randomInt(rng, 3)]?.tools.push(tool);
        }
        for (const p of st.players) if (p.tile < 0) Object.assign(p, { entered: true, tile: st.entrance });
      });
      const expected = cardCensus(s.state);
      const play = seedRng(`play-${g}`);
      let state = s.state;
      for (let step = 0; step < 1000 && state.phase === 'playing'; step++) {
        const seat = actingSeat(state);
        const actions = legalActions(state, seat);
        expect(actions.length).toBeGreaterThan(0);
        const action = chooseRandom(actions, play);
        const r = apply(state, seat, action);
        if (!r.ok) throw new Error(`legal ${JSON.stringify(action)} refused: ${r.error.code}`);
        state = r.state;
        for (const e of r.events) {
          if (e.type === 'eventDrawn') seen.events.add(e.card);
          if (e.type === 'toolUsed') seen.tools.add(e.tool);
          if (e.type === 'kittyEscaped') seen.kitty++;
          if (e.type === 'diceRolled' && e.purpose === 'chihuahua') seen.chihuahua++;
        }
        for (const p of state.players)
          expect(p.loot.filter((c) => c.startsWith('gold-bar')).length).toBeLessThan(2);
        if (!state.pending) expect(cardCensus(state)).toEqual(expected);
      }
    }
    expect(seen.events.size).toBeGreaterThan(15);
    expect(seen.tools.size).toBeGreaterThan(5);
    expect(seen.chihuahua).toBeGreaterThan(0);
  }, 120_000);

  it('R9 solo random play never draws a solo-removed event', () => {
    for (let g = 0; g < 6; g++) {
      let state = createGame({
        scenario: 'office',
        seed: `solo-${g}`,
        seats: [{ name: 'P0' }],
        options: { stealth: 9, randomCharacters: true },
      });
      const play = seedRng(`solo-play-${g}`);
      for (let step = 0; step < 1500 && (state.phase === 'playing' || state.phase === 'setup'); step++) {
        const seat = actingSeat(state);
        const r = apply(state, seat, chooseRandom(legalActions(state, seat), play));
        if (!r.ok) throw new Error(r.error.code);
        state = r.state;
        for (const e of r.events) if (e.type === 'eventDrawn') expect(SOLO_EVENTS).not.toContain(e.card);
      }
    }
  }, 60_000);
});
