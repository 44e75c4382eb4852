/**
 * createGame (A-R16.4) and the spies' loadouts (A-R13.1). Milestone 1 takes mission 1 with
 * one security seat and 1–3 spies, and no options; anything of Milestone 2 is refused as data
 * (A-R0.3).
 */
import { seedRng } from '@safecrackers/engine-kit';
import type { LoadoutAction } from './actions.js';
import { SECURITY_CARD_INFO, SPY_CARD_INFO } from './cards.js';
import type { Ctx } from './ctx.js';
import { type AsymError, fail, RuleError } from './errors.js';
import { mapById } from './maps/index.js';
import type { MapDef } from './maps/types.js';
import { spyOf } from './spy/common.js';
import { emptySecTurn, startSpiesTurn } from './turn.js';
import {
  type AsymSetup,
  type AsymState,
  M2_ROLES,
  M2_SPY_CARDS,
  M2_WEAPONS,
  ROLES,
  SECURITY_CARDS,
  type SecurityCardId,
  SPY_CARDS,
  type SpyCardId,
  WEAPONS,
} from './types.js';

export type CreateResult = { ok: true; state: AsymState } | { ok: false; error: AsymError };

/** The first problem of a setup, or null (A-R0.3, A-R1.2, A-R16.4). */
function checkSetup(setup: AsymSetup): void {
  if (!setup || typeof setup !== 'object') fail('setup/invalid', 'A setup object is required.');
  if (setup.mode !== 'asym') fail('setup/invalid', 'The mode must be "asym".');
  if (setup.mission === 'camp') fail('setup/milestone2', 'Mission 2 (the camp) is Milestone 2.');
  if (setup.mission !== 'mansion') fail('setup/invalid', `Unknown mission "${String(setup.mission)}".`);
  if (typeof setup.seed !== 'string') fail('setup/invalid', 'The seed must be a string.');
  if (
    setup.options !== undefined &&
    (typeof setup.options !== 'object' || Object.keys(setup.options ?? {}).length > 0)
  )
    fail('setup/milestone2', 'Room options (timers, openCouncil) are Milestone 2.');
  const seats = setup.seats;
  if (!Array.isArray(seats) || seats.length < 2)
    fail('setup/invalid', 'One security seat and 1–3 spy seats.');
  if (seats.some((s) => !s || typeof s.name !== 'string')) fail('setup/invalid', 'Every seat needs a name.');
  if (seats[0]?.side !== 'security') fail('setup/invalid', 'Seat 0 plays security.');
  if (seats.slice(1).some((s) => s.side !== 'spy')) fail('setup/invalid', 'Seats 1… play spies.');
  if (seats.length === 5) fail('setup/milestone2', 'Four spies is Milestone 2.');
  if (seats.length > 5) fail('setup/invalid', 'At most three spies.');
}

export function createGame(setup: AsymSetup): CreateResult {
  try {
    checkSetup(setup);
  } catch (e) {
    if (e instanceof RuleError) return { ok: false, error: { code: e.code, message: e.message } };
    throw e;
  }
  const map = mapById('mansion') as MapDef;
  const spies = setup.seats.length - 1;
  const row = map.setup.bySpyCount[String(spies)];
  const alarm = row?.alarmStartAndMinimum ?? 1;
  const hand = Object.fromEntries(SECURITY_CARDS.map((c) => [c, SECURITY_CARD_INFO[c].copies])) as Record<
    SecurityCardId,
    number
  >;
  const state: AsymState = {
    setup: JSON.parse(JSON.stringify(setup)),
    mapId: map.id,
    rng: seedRng(setup.seed),
    stage: 'securitySetup',
    turn: 1,
    phase: 0,
    alarm,
    minimum: alarm,
    noiseCount: 0,
    reached6: false,
    reached8: false,
    houseLights: false,
    killLearned: false,
    pendingReinforcements: 0,
    reserve: { ordinary: map.setup.reserve.ordinary ?? 0, nightVision: map.setup.reserve.nightVision ?? 0 },
    nextId: 1,
    units: [],
    cameras: [],
    perimeterCameras: [],
    lamps: map.lamps.map(() => ({ destroyed: false, knownDestroyed: false })),
    generators: map.generators.map(() => ({ out: false })),
    openings: map.openings.map((o) => ({
      open: o.startsOpen,
      breach: false,
      knownOpen: o.startsOpen,
      knownBreach: false,
    })),
    cutWires: [],
    knownCutWires: [],
    alarmTokens: [],
    bugs: [],
    documents: [],
    marked: -1,
    bodies: [],
    dog: null,
    secDog: null,
    dogDeadUnknown: false,
    lure: -1,
    noise: [],
    lastNoise: -1,
    spies: Array.from({ length: spies }, (_, i) => ({
      seat: i + 1,
      role: null,
      weapon: 'silenced',
      hand: [],
      confirmed: false,
      weaponSpent: false,
      status: 'waiting',
      cell: -1,
      posture: 'standing',
      camouflaged: false,
      carriesDocument: false,
      carriesBody: -1,
      entry: null,
      sighting: null,
      scouted: [],
      played: [],
    })),
    done: Array.from({ length: spies }, () => false),
    action: null,
    activation: null,
    secTurn: emptySecTurn(),
    hand,
    discards: [],
    heat: [],
    pending: null,
    result: null,
    stats: { inputs: 0 },
  };
  return { ok: true, state };
}

/** Hand size by spy count (A-R11.2). */
export function handSize(ctx: { map: MapDef; s: AsymState }): number {
  return ctx.map.setup.bySpyCount[String(ctx.s.spies.length)]?.spyHandSize ?? 0;
}

const cardOrder = (a: SpyCardId, b: SpyCardId) => SPY_CARDS.indexOf(a) - SPY_CARDS.indexOf(b);

/** A-R13.1: role (distinct, A-D78), weapon and a hand of exactly H cards within each card's maximum. */
export function loadout(ctx: Ctx, seat: number, action: LoadoutAction): void {
  const s = ctx.s;
  if (s.stage !== 'spySetup') fail('action/wrong_stage', 'Loadouts are chosen after security’s setup.');
  const spy = spyOf(s, seat);
  if (spy.confirmed) fail('loadout/confirmed', 'Your loadout is confirmed.');
  switch (action.type) {
    case 'chooseRole':
      if ((M2_ROLES as readonly string[]).includes(action.role))
        fail('loadout/milestone2', `${action.role} is a Milestone 2 role.`);
      if (!(ROLES as readonly string[]).includes(action.role))
        fail('loadout/invalid', `Unknown role "${String(action.role)}".`);
      if (s.spies.some((p) => p !== spy && p.role === action.role))
        fail('loadout/invalid', 'Roles stay distinct (A-D78).');
      spy.role = action.role;
      return;
    case 'chooseWeapon':
      if ((M2_WEAPONS as readonly string[]).includes(action.weapon))
        fail('loadout/milestone2', `${action.weapon} is Milestone 2.`);
      if (!(WEAPONS as readonly string[]).includes(action.weapon))
        fail('loadout/invalid', `Unknown weapon "${String(action.weapon)}".`);
      spy.weapon = action.weapon;
      return;
    case 'addCard': {
      const card = action.card;
      if ((M2_SPY_CARDS as readonly string[]).includes(card))
        fail('loadout/milestone2', `${card} is a Milestone 2 card.`);
      if (!(SPY_CARDS as readonly string[]).includes(card))
        fail('loadout/invalid', `Unknown card "${String(card)}".`);
      if (spy.hand.length >= handSize(ctx)) fail('loadout/invalid', `A hand holds ${handSize(ctx)} cards.`);
      if (spy.hand.filter((c) => c === card).length >= SPY_CARD_INFO[card].max)
        fail('loadout/invalid', `At most ${SPY_CARD_INFO[card].max} ${SPY_CARD_INFO[card].name} per spy.`);
      spy.hand = [...spy.hand, card].sort(cardOrder);
      return;
    }
    case 'removeCard': {
      const i = spy.hand.indexOf(action.card);
      if (i < 0) fail('loadout/invalid', 'That card is not in your hand.');
      spy.hand = spy.hand.filter((_, k) => k !== i);
      return;
    }
    case 'confirmLoadout': {
      if (!spy.role || !spy.weapon) fail('loadout/invalid', 'Choose a role first.');
      if (spy.hand.length !== handSize(ctx))
        fail('loadout/invalid', `Choose exactly ${handSize(ctx)} cards.`);
      spy.confirmed = true;
      // Roles and weapons become public when confirmed (A-R1.8).
      ctx.emit({
        type: 'loadoutConfirmed',
        seat,
        role: spy.role,
        weapon: spy.weapon,
        handSize: spy.hand.length,
      });
      if (s.spies.every((p) => p.confirmed)) startSpiesTurn(ctx);
      return;
    }
  }
}
