import {
  type Action,
  type AlarmCause,
  type AsymEvent,
  type AsymSetup,
  apply,
  CAMERA_KINDS,
  createGame,
  type Detector,
  type DeviceRef,
  DIRS,
  type JamTarget,
  legalActions,
  M2_ROLES,
  M2_WEAPONS,
  MODES,
  ROLES,
  type ShotTarget,
  UNIT_KINDS,
  WEAPONS,
} from '@safecrackers/asym-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/index.js';
import type { Locale } from '../i18n/locales.js';
import { actionLabel, eventLine } from './spyText.js';

afterEach(async () => {
  await setLocale('en');
});

describe('spies inputs in words', () => {
  it('tells beginning an action standing from beginning it lying down', () => {
    const standing = actionLabel({ type: 'beginAction', mode: 'prone' } as Action);
    const lying = actionLabel({ type: 'beginAction', mode: 'prone', lieDown: true } as Action);
    expect(standing).toBe('Begin: prone');
    expect(lying).toBe('Begin: prone, lying down');
  });

  it('says which way a placed piece faces through the catalogue', () => {
    expect(actionLabel({ type: 'placeCivilian', cell: 'C4', view: 'N' } as Action)).toBe(
      'Civilian on C4 facing north',
    );
    expect(actionLabel({ type: 'placeCivilian', cell: 'C4' } as Action)).toBe('Civilian on C4');
  });

  it('words kinds, modes, door states and causes in the language picked', async () => {
    await setLocale('ru');
    expect(actionLabel({ type: 'placeUnit', kind: 'armoured', cell: 'C4', view: 'NE' })).toBe(
      'Поставить на C4: охранник с защитой, взгляд: северо-восток',
    );
    expect(actionLabel({ type: 'unitDoor', opening: 'D2', to: 'locked' })).toBe('Запереть: D2');
    expect(eventLine({ type: 'alarmChanged', from: 3, to: 4, cause: 'noise', audience: 'all' })).toBe(
      'Тревога 3 → 4 (шум).',
    );
    await setLocale('zh-CN');
    expect(actionLabel({ type: 'beginAction', mode: 'sneakThrow' })).toBe('开始：潜行并投掷');
    await setLocale('pt-BR');
    expect(eventLine({ type: 'killed', seat: 1, unit: 'dog', corpse: 'C4', audience: 'spies' })).toBe(
      'O espião 1 abateu: o cão.',
    );
  });
});

// ---- Every enumerated value the engine may put in an input or event, listed exhaustively:
// a value added to the engine's types is a compile error here until it is listed.

/** The events of type T (one event type may name two: `softSoles | rope`). */
type Ev<T extends AsymEvent['type'], E = AsymEvent> = E extends { type: infer U }
  ? T extends U
    ? E
    : never
  : never;
type Act<T extends Action['type']> = Extract<Action, { type: T }>;
const all = <T extends string>(record: Record<T, true>) => Object.keys(record) as T[];

const ALARM_CAUSES = all<AlarmCause>({
  noise: true,
  spotted: true,
  caught: true,
  alarmToken: true,
  bug: true,
  unitDead: true,
  deviceInSight: true,
  breach: true,
  generator: true,
  dog: true,
  bodyFound: true,
  decay: true,
  minimum: true,
});
const MINIMUM_CAUSES = all<Ev<'minimumChanged'>['cause']>({ catch: true, killLearned: true });
const UNIT_CAUSES = all<Ev<'unitPlaced'>['cause']>({ setup: true, reinforcement: true, card: true });
const CAMERA_CAUSES = all<Ev<'cameraPlaced'>['cause']>({ setup: true, card: true });
const DOCUMENT_CAUSES = all<Ev<'documentGone'>['cause']>({ delay: true, bug: true });
const BREACH_HOWS = all<Ev<'breached'>['how']>({ shot: true, forced: true, cut: true });
const OPEN_HOWS = all<Ev<'opened'>['how']>({ lockpick: true, codeBreaker: true, technician: true });
const DOOR_STATES = all<Ev<'unitDoor'>['to']>({ open: true, locked: true });
const POSTURES = all<Ev<'postureChanged'>['posture']>({ standing: true, prone: true });
const WINNERS = all<Ev<'gameOver'>['winner']>({ spies: true, security: true });
const WINDOWS = all<Ev<'spyWindow'>['window']>({ spies: true, dog: true, search: true });
const REASONS = all<Ev<'gameOver'>['reason']>({
  'spies/document_out': true,
  'security/carrier_caught': true,
  'security/no_spies': true,
  'security/alarm': true,
  'security/dawn': true,
});

const SHOT_TARGETS: ShotTarget[] = [
  { kind: 'unit', id: 3 },
  { kind: 'dog' },
  { kind: 'lamp', id: 'L2' },
  { kind: 'camera', id: 1 },
  { kind: 'perimeterCamera', id: 0 },
  { kind: 'generator', id: 'G1' },
  { kind: 'window', id: 'W4' },
  { kind: 'door', id: 'D1' },
];
const JAM_TARGETS: JamTarget[] = [
  { kind: 'alarmToken', opening: 'D1' },
  { kind: 'bug', id: 2 },
  { kind: 'camera', id: 1 },
  { kind: 'perimeterCamera', id: 0 },
];
const DETECTORS: Detector[] = [
  { kind: 'unit', id: 3 },
  { kind: 'civilian', id: 12 },
  { kind: 'camera', id: 1 },
  { kind: 'perimeterCamera', id: 0 },
  { kind: 'dog' },
  { kind: 'search', unit: 5 },
];
const DEVICES: DeviceRef[] = [
  { kind: 'lamp', id: 'L2' },
  { kind: 'camera', id: 1 },
  { kind: 'perimeterCamera', id: 0 },
];
const ORTHOGONAL = ['N', 'E', 'S', 'W'] as const;

/** Words a translated line must never show: the engine's identifiers of every enumeration. */
const IDENTIFIERS = [
  ...UNIT_KINDS,
  ...CAMERA_KINDS,
  ...MODES,
  ...ROLES,
  ...M2_ROLES,
  ...WEAPONS,
  ...M2_WEAPONS,
  ...DIRS,
  ...ALARM_CAUSES,
  ...MINIMUM_CAUSES,
  ...UNIT_CAUSES,
  ...CAMERA_CAUSES,
  ...DOCUMENT_CAUSES,
  ...BREACH_HOWS,
  ...OPEN_HOWS,
  ...DOOR_STATES,
  ...POSTURES,
  ...WINNERS,
  ...WINDOWS,
  ...REASONS,
  ...[...SHOT_TARGETS, ...JAM_TARGETS, ...DETECTORS, ...DEVICES].map((x) => x.kind),
  'spy',
  'entry',
  'true',
  'false',
];
// Case-sensitive whole words ("N" but not the N of a cell name, "open" but not "opening").
const RAW = new RegExp(`(?<![\\w/])(${[...new Set(IDENTIFIERS)].join('|')})(?![\\w/])`);

const every = <T>(lists: Record<string, T[]>) => Object.values(lists).flat();

/** One input or more of every input type, through every enumerated value it may carry. */
const ACTIONS: { [T in Action['type']]: Act<T>[] } = {
  placeUnit: (['ordinary', 'armoured', 'dogHandler'] as const).flatMap((kind) =>
    DIRS.map((view) => ({ type: 'placeUnit' as const, kind, cell: 'C4', view })),
  ),
  placeCamera: DIRS.map((aim) => ({ type: 'placeCamera', kind: 'ordinary', cell: 'C4', aim })),
  placePerimeterCamera: [{ type: 'placePerimeterCamera', mount: 'P1' }],
  placeAlarmToken: [{ type: 'placeAlarmToken', opening: 'D1' }],
  placeDocument: [{ type: 'placeDocument', cell: 'C4' }],
  placeCivilian: DIRS.map((view) => ({ type: 'placeCivilian', cell: 'C4', view })),
  chooseRole: [...ROLES].map((role) => ({ type: 'chooseRole', role })),
  chooseWeapon: [...WEAPONS].map((weapon) => ({ type: 'chooseWeapon', weapon })),
  addCard: [{ type: 'addCard', card: 'E9' }],
  removeCard: [{ type: 'removeCard', card: 'E1' }],
  confirmLoadout: [{ type: 'confirmLoadout' }],
  beginAction: MODES.flatMap((mode) => [
    { type: 'beginAction' as const, mode },
    { type: 'beginAction' as const, mode, lieDown: true },
  ]),
  pass: [{ type: 'pass' }],
  stayHidden: [{ type: 'stayHidden' }],
  step: [{ type: 'step', to: 'C5' }],
  leave: [{ type: 'leave', noise: ['C4'] }],
  endAction: [{ type: 'endAction', noise: ['C4', 'C5'] }],
  shoot: SHOT_TARGETS.map((target) => ({ type: 'shoot', target, corpse: 'C4' })),
  playCard: [
    ...SHOT_TARGETS.map((target) => ({ type: 'playCard' as const, card: 'E1' as const, target })),
    { type: 'playCard', card: 'E2', target: { kind: 'dog' }, corpse: 'C4' },
    { type: 'playCard', card: 'E4', cell: 'C4' },
    { type: 'playCard', card: 'E5' },
    ...ORTHOGONAL.map((side) => ({ type: 'playCard' as const, card: 'E7' as const, side })),
    { type: 'playCard', card: 'E9', opening: 'D1' },
    { type: 'playCard', card: 'E13' },
    { type: 'playCard', card: 'E14', cell: 'C4' },
    { type: 'playCard', card: 'S1' },
    { type: 'playCard', card: 'S2', cell: 'C4', view: 'SW' },
    { type: 'playCard', card: 'S3', unit: 3 },
    ...(['nightVision', 'searchlight', 'soundAmplifier'] as const).map((kind) => ({
      type: 'playCard' as const,
      card: 'S5' as const,
      unit: 3,
      kind,
      view: 'NW' as const,
    })),
    ...CAMERA_KINDS.map((kind) => ({
      type: 'playCard' as const,
      card: 'S6' as const,
      kind,
      cell: 'C4',
      aim: 'E' as const,
    })),
    { type: 'playCard', card: 'S9', cell: 'C4' },
  ],
  pickUp: [{ type: 'pickUp', body: 1 }],
  drop: [{ type: 'drop', cell: 'C4' }],
  handOver: [{ type: 'handOver', to: 2 }],
  throw: [{ type: 'throw', cells: ['C4', 'C5'] }],
  jam: JAM_TARGETS.map((target) => ({ type: 'jam', target })),
  openDoor: [{ type: 'openDoor', opening: 'D1' }],
  endPhase: [{ type: 'endPhase' }],
  placeReinforcement: (['ordinary', 'nightVision'] as const).map((kind) => ({
    type: 'placeReinforcement',
    kind,
    cell: 'C4',
    view: 'S',
  })),
  activate: [{ type: 'activate', unit: 3 }],
  releaseDog: [{ type: 'releaseDog', unit: 3, cell: 'C4', view: 'W' }],
  unitStep: [{ type: 'unitStep', to: 'C5' }],
  unitDoor: DOOR_STATES.map((to) => ({ type: 'unitDoor', opening: 'D1', to })),
  endActivation: DIRS.map((view) => ({ type: 'endActivation', view })),
  aimCamera: DIRS.map((aim) => ({ type: 'aimCamera', camera: 1, aim })),
  answer: [
    { type: 'answer', prompt: 'emergeCell', cell: 'C4' },
    { type: 'answer', prompt: 'dogTarget', target: { kind: 'spy', seat: 2 } },
    { type: 'answer', prompt: 'dogTarget', target: { kind: 'entry', cell: 'C4' } },
  ],
};

const pub = <T extends object>(e: T) => ({ ...e, audience: 'all' as const });
const priv = <T extends object>(e: T) => ({ ...e, audience: 'spies' as const });

/** One event or more of every event type, through every enumerated value it may carry. */
const EVENTS: { [T in AsymEvent['type']]: Ev<T>[] } = {
  unitPlaced: UNIT_KINDS.flatMap((kind) =>
    UNIT_CAUSES.map((cause) => pub({ type: 'unitPlaced' as const, unit: 3, kind, cell: 'C4', cause })),
  ),
  cameraPlaced: CAMERA_KINDS.flatMap((kind) =>
    CAMERA_CAUSES.map((cause) => pub({ type: 'cameraPlaced' as const, camera: 1, kind, cell: 'C4', cause })),
  ),
  perimeterCameraPlaced: [pub({ type: 'perimeterCameraPlaced', camera: 0, mount: 'P1' })],
  alarmTokenPlaced: [pub({ type: 'alarmTokenPlaced', token: 1, opening: 'D1' })],
  documentPlaced: [pub({ type: 'documentPlaced', cell: 'C4' })],
  bugPlaced: [pub({ type: 'bugPlaced', bug: 1, cell: 'C4' })],
  markedTokenDrawn: [pub({ type: 'markedTokenDrawn' })],
  loadoutConfirmed: ROLES.map((role) =>
    pub({ type: 'loadoutConfirmed' as const, seat: 1, role, weapon: 'silenced' as const, handSize: 10 }),
  ),
  turnStarted: [pub({ type: 'turnStarted', turn: 2 })],
  phaseStarted: [pub({ type: 'phaseStarted', turn: 2, phase: 5 })],
  spyWindow: WINDOWS.flatMap((window) => [
    pub({ type: 'spyWindow' as const, window, open: true }),
    pub({ type: 'spyWindow' as const, window, open: false }),
  ]),
  spyDone: [pub({ type: 'spyDone', seat: 1 })],
  noisePlaced: [pub({ type: 'noisePlaced', cell: 'C4' })],
  alarmChanged: ALARM_CAUSES.map((cause) => pub({ type: 'alarmChanged' as const, from: 2, to: 3, cause })),
  minimumChanged: MINIMUM_CAUSES.map((cause) =>
    pub({ type: 'minimumChanged' as const, from: 1, to: 2, cause }),
  ),
  reinforcementsDue: [pub({ type: 'reinforcementsDue', count: 2 })],
  houseLights: [pub({ type: 'houseLights' })],
  spotted: DETECTORS.map((by) => pub({ type: 'spotted' as const, seat: 1, cell: 'C4', by })),
  caught: DETECTORS.map((by) => pub({ type: 'caught' as const, seat: 1, cell: 'C4', by })),
  unitDead: [pub({ type: 'unitDead', unit: 3 })],
  bodyFound: [
    pub({ type: 'bodyFound', cell: 'C4', of: 3 }),
    pub({ type: 'bodyFound', cell: 'C4', of: 'dog' }),
  ],
  documentGone: DOCUMENT_CAUSES.map((cause) => pub({ type: 'documentGone' as const, cell: 'C4', cause })),
  alarmTokenTriggered: [pub({ type: 'alarmTokenTriggered', token: 1, opening: 'D1' })],
  bugTriggered: [pub({ type: 'bugTriggered', bug: 1, cell: 'C4' })],
  breachNoticed: [
    pub({ type: 'breachNoticed', opening: 'W4', cells: ['C4', 'C5'] }),
    pub({ type: 'breachNoticed', opening: null, cells: ['C4', 'C5'] }),
  ],
  openingNoticed: [pub({ type: 'openingNoticed', opening: 'D1' })],
  deviceDestroyed: DEVICES.map((device) => pub({ type: 'deviceDestroyed' as const, device, inSight: true })),
  generatorOut: [pub({ type: 'generatorOut', generator: 'G1', lamps: ['L1', 'L2'] })],
  heatSensor: [pub({ type: 'heatSensor', zones: ['a', 'b'] })],
  spyCardPlayed: [pub({ type: 'spyCardPlayed', seat: 1, card: 'E9' })],
  weaponSpent: [pub({ type: 'weaponSpent', seat: 1 })],
  securityCardPlayed: [
    pub({ type: 'securityCardPlayed', card: 'S3', target: '3' }),
    pub({ type: 'securityCardPlayed', card: 'S1', target: null }),
  ],
  securityInputVoid: [pub({ type: 'securityInputVoid', unit: 3 })],
  unitActivated: [pub({ type: 'unitActivated', unit: 3, points: 3 })],
  unitMoved: [pub({ type: 'unitMoved', unit: 3, from: 'C4', to: 'C5', cost: 1 })],
  unitStopped: [pub({ type: 'unitStopped', unit: 3, at: 'C4' })],
  unitDoor: DOOR_STATES.flatMap((to) => [
    pub({ type: 'unitDoor' as const, unit: 3, opening: 'D1', to, changed: true }),
    pub({ type: 'unitDoor' as const, unit: 3, opening: 'D1', to, changed: false }),
  ]),
  unitReplaced: (['nightVision', 'searchlight', 'soundAmplifier'] as const).map((kind) =>
    pub({ type: 'unitReplaced' as const, unit: 3, kind }),
  ),
  viewed: DIRS.map((aim) => pub({ type: 'viewed' as const, viewer: 3, cells: ['C4'], aim })),
  cameraAimed: DIRS.map((aim) => pub({ type: 'cameraAimed' as const, camera: 1, aim })),
  dogReleased: [pub({ type: 'dogReleased', unit: 3, cell: 'C4' })],
  dogRan: [pub({ type: 'dogRan', path: ['C4', 'C5', 'C6'] })],
  dogAtEntry: [pub({ type: 'dogAtEntry', cell: 'C4', opening: 'D1' })],
  dogVanished: [pub({ type: 'dogVanished' })],
  dogDead: [pub({ type: 'dogDead' })],
  gameOver: REASONS.map((reason) =>
    pub({
      type: 'gameOver' as const,
      winner: reason.startsWith('spies') ? ('spies' as const) : ('security' as const),
      reason,
    }),
  ),
  actionBegun: MODES.map((mode) => priv({ type: 'actionBegun' as const, seat: 1, mode })),
  passed: [priv({ type: 'passed', seat: 1, hidden: true }), priv({ type: 'passed', seat: 1, hidden: false })],
  emerged: [priv({ type: 'emerged', seat: 1, cell: 'C4' })],
  spyEntered: [priv({ type: 'spyEntered', seat: 1, cell: 'C4' })],
  spyMoved: [priv({ type: 'spyMoved', seat: 1, from: 'C4', to: 'C5', cost: 1 })],
  postureChanged: POSTURES.map((posture) => priv({ type: 'postureChanged' as const, seat: 1, posture })),
  spyLeft: [priv({ type: 'spyLeft', seat: 1 })],
  actionEnded: [priv({ type: 'actionEnded', seat: 1 })],
  noiseMuffled: [priv({ type: 'noiseMuffled', cell: 'C4' })],
  markersPlaced: [priv({ type: 'markersPlaced', seat: 1, cells: ['C4', 'C5'] })],
  documentRevealed: [priv({ type: 'documentRevealed', seat: 1, cell: 'C4', marked: true })],
  documentScouted: [priv({ type: 'documentScouted', seat: 1, cell: 'C4', marked: false })],
  shot: SHOT_TARGETS.map((target) => priv({ type: 'shot' as const, seat: 1, target, card: false })),
  killed: [
    priv({ type: 'killed', seat: 1, unit: 3, corpse: 'C4' }),
    priv({ type: 'killed', seat: 1, unit: 'dog', corpse: 'C4' }),
  ],
  bodySank: [priv({ type: 'bodySank', cell: 'C4' })],
  bodyPickedUp: [priv({ type: 'bodyPickedUp', seat: 1, body: 1 })],
  bodyDropped: [priv({ type: 'bodyDropped', seat: 1, body: 1, cell: 'C4' })],
  documentHandedOver: [priv({ type: 'documentHandedOver', from: 1, to: 2 })],
  thrown: [priv({ type: 'thrown', seat: 1, cells: ['C4'] })],
  lurePlaced: [priv({ type: 'lurePlaced', cell: 'C4' })],
  camouflaged: [priv({ type: 'camouflaged', seat: 1, cell: 'C4' })],
  opened: OPEN_HOWS.map((how) => priv({ type: 'opened' as const, seat: 1, opening: 'D1', how })),
  breached: BREACH_HOWS.flatMap((how) => [
    priv({ type: 'breached' as const, opening: 'W4', cells: ['C4', 'C5'] as [string, string], how }),
    priv({ type: 'breached' as const, opening: null, cells: ['C4', 'C5'] as [string, string], how }),
  ]),
  jammed: [priv({ type: 'jammed', seat: 1, device: 'camera 1' })],
  deviceHit: DEVICES.map((device) => priv({ type: 'deviceHit' as const, device })),
  dogTarget: [
    priv({ type: 'dogTarget', target: { seat: 1 } }),
    priv({ type: 'dogTarget', target: { cell: 'C4' } }),
    priv({ type: 'dogTarget', target: null }),
  ],
  dogDisplaced: [priv({ type: 'dogDisplaced', chosen: 'C4', cell: 'C5' })],
  softSoles: [priv({ type: 'softSoles' as const, seat: 1 })],
  rope: [priv({ type: 'rope' as const, seat: 1 })],
};

/** A seeded game played by a simple deterministic picker: its real inputs and events. */
function playedGame(seed: string, inputs: number): { actions: Action[]; events: AsymEvent[] } {
  const setup: AsymSetup = {
    mode: 'asym',
    mission: 'mansion',
    seats: [
      { name: 'Security', side: 'security' },
      { name: 'Spy 1', side: 'spy' },
      { name: 'Spy 2', side: 'spy' },
    ],
    seed,
  };
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const actions = new Map<string, Action>();
  const events: AsymEvent[] = [];
  let pick = 7;
  for (let n = 0; n < inputs && state.stage !== 'over'; n++) {
    const seat = [0, 1, 2].find((s) => legalActions(state, s).length > 0);
    if (seat === undefined) break;
    const legal = legalActions(state, seat);
    for (const a of legal) actions.set(JSON.stringify(a), a);
    // Confirm a loadout at once, and seldom give up early (pass, endPhase), so that the game moves on.
    const keen = legal.filter((a) => !['pass', 'endPhase', 'endAction', 'removeCard'].includes(a.type));
    pick = (pick * 1103515245 + 12345) % 2147483648;
    const from = keen.length > 0 && pick % 4 !== 0 ? keen : legal;
    const action = legal.find((a) => a.type === 'confirmLoadout') ?? from[pick % from.length]!;
    const r = apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    events.push(...r.events);
    state = r.state;
  }
  return { actions: [...actions.values()], events };
}

const LOCALES: Locale[] = ['ru', 'zh-CN', 'pt-BR'];

function rawWords(lines: Array<[string, string | null]>): string[] {
  return lines.flatMap(([what, line]) => (line !== null && RAW.test(line) ? [`${what} → ${line}`] : []));
}

describe('spies lines in other languages', () => {
  it.each(LOCALES)('%s: no input label and no log line shows a raw engine identifier', async (locale) => {
    await setLocale(locale);
    const actions = every(ACTIONS as Record<string, Action[]>);
    const events = every(EVENTS as Record<string, AsymEvent[]>);
    const bad = rawWords([
      ...actions.map((a): [string, string] => [JSON.stringify(a), actionLabel(a)]),
      ...events.map((e): [string, string | null] => [JSON.stringify(e), eventLine(e)]),
    ]);
    expect(bad).toEqual([]);
    // Every input has a label, and the lines about enumerated values are there to check.
    for (const a of actions) expect(actionLabel(a)).not.toBe(a.type);
    for (const type of [
      'alarmChanged',
      'minimumChanged',
      'unitPlaced',
      'cameraPlaced',
      'unitDoor',
      'breached',
    ] as const)
      expect(eventLine(EVENTS[type][0]!)).not.toBeNull();
  });

  it.each(LOCALES)('%s: a real seeded game reads without raw engine identifiers', async (locale) => {
    const { actions, events } = playedGame('spies-words', 1500);
    // Setup, both turns, alarms, shots and the dog: a game with most kinds of events in it.
    expect(new Set(events.map((e) => e.type)).size).toBeGreaterThan(30);
    await setLocale(locale);
    const bad = rawWords([
      ...actions.map((a): [string, string] => [JSON.stringify(a), actionLabel(a)]),
      ...events.map((e): [string, string | null] => [JSON.stringify(e), eventLine(e)]),
    ]);
    expect(bad).toEqual([]);
  });
});
