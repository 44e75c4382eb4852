/**
 * Round structure (section 3): the spies' turn, then the security turn in phases 0–7; the
 * phases without a pending security input resolve by themselves (A-R3.5).
 */
import { decayAlarm } from './alarm.js';
import type { Ctx } from './ctx.js';
import { markKnown } from './devices.js';
import { dogPhase } from './dog.js';
import { perimeterStrip } from './security/resolve.js';
import { establishView } from './vision.js';

export function emptySecTurn(): import('./types.js').SecurityTurnState {
  return {
    n: 0,
    doubleShift: 0,
    used: 0,
    activated: [],
    plays: [],
    alarmLinked: 0,
    forcedMarch: [],
    reinforcements: 0,
  };
}

/** A-R1.8 step 4: the spies choose roles, weapons and hands. */
export function startSpySetup(ctx: Ctx): void {
  ctx.s.stage = 'spySetup';
}

/** A-R3.2: the spies' turn of round t begins. */
export function startSpiesTurn(ctx: Ctx): void {
  const s = ctx.s;
  s.stage = 'spies';
  s.phase = 0;
  ctx.emit({ type: 'turnStarted', turn: s.turn });
  // (1) Documents revealed during the last round leave the security board now (A-R11.7, A-D61).
  for (const d of s.documents) {
    if (!d.onTrue && d.onSec && d.revealedTurn < s.turn) {
      d.onSec = false;
      ctx.emit({ type: 'documentGone', cell: ctx.name(d.cell), cause: 'delay' });
    }
  }
  // (2) Nothing of Milestone 1 lasts "until the start of the next spies' turn".
  s.done = s.spies.map((p) => p.status !== 'waiting' && p.status !== 'onBoard');
  ctx.emit({ type: 'spyWindow', window: 'spies', open: true });
}

/** A-R3.3, A-R15.5, A-D94: the window closes; one "spy done" per spy seat, in seat order. */
function closeSpiesTurn(ctx: Ctx): void {
  ctx.emit({ type: 'spyWindow', window: 'spies', open: false });
  for (const p of ctx.s.spies) ctx.emit({ type: 'spyDone', seat: p.seat });
  startSecurityTurn(ctx);
}

function startSecurityTurn(ctx: Ctx): void {
  const s = ctx.s;
  s.stage = 'security';
  s.secTurn = emptySecTurn();
  enterPhase(ctx, 0);
}

/** Enters a phase and runs every phase that needs no security input (A-R3.4, A-R3.5). */
export function enterPhase(ctx: Ctx, phase: number): void {
  const s = ctx.s;
  s.phase = phase;
  ctx.emit({ type: 'phaseStarted', turn: s.turn, phase });
  switch (phase) {
    case 0:
      // Mission step: mission 1 has none.
      enterPhase(ctx, 1);
      return;
    case 1:
      decayAlarm(ctx);
      enterPhase(ctx, 2);
      return;
    case 2:
      // Every perimeter camera views its strip (A-R8.9); then security may play cards.
      for (const pc of s.perimeterCameras)
        if (!pc.knownDestroyed)
          establishView(ctx, { kind: 'perimeterCamera', id: pc.id, p: pc }, perimeterStrip(ctx, pc.mount));
      return;
    case 3:
      if (dogPhase(ctx)) enterPhase(ctx, 4);
      return;
    case 4:
      // Scanners are (M2): nothing happens.
      enterPhase(ctx, 5);
      return;
    case 5:
      // A-R8.4, A-D17: N is the alarm at the start of phase 5, plus Double shift.
      s.secTurn.n = s.alarm + s.secTurn.doubleShift;
      // A-R5.9: pending reinforcements are placed now; with no reserve left they lapse.
      if (s.reserve.ordinary + s.reserve.nightVision === 0) s.pendingReinforcements = 0;
      s.secTurn.reinforcements = s.pendingReinforcements;
      return;
    case 6:
      reportDestroyed(ctx);
      return;
    default:
      endOfTurn(ctx);
  }
}

/** After the dog's tie prompt is answered. */
export function afterDog(ctx: Ctx): void {
  enterPhase(ctx, 4);
}

/** A-R6.14, A-D86: devices destroyed out of sight are reported at the start of phase 6, no alarm. */
function reportDestroyed(ctx: Ctx): void {
  const s = ctx.s;
  ctx.map.lamps.forEach((l, i) => {
    const st = s.lamps[i];
    if (st?.destroyed && !st.knownDestroyed) {
      markKnown(ctx, { kind: 'lamp', id: l.id });
      ctx.emit({ type: 'deviceDestroyed', device: { kind: 'lamp', id: l.id }, inSight: false });
    }
  });
  const devices = [
    ...s.cameras
      .filter((c) => c.destroyed && !c.knownDestroyed)
      .map((c) => ({ kind: 'camera' as const, id: c.id })),
    ...s.perimeterCameras
      .filter((p) => p.destroyed && !p.knownDestroyed)
      .map((p) => ({ kind: 'perimeterCamera' as const, id: p.id })),
  ].sort((a, b) => a.id - b.id);
  for (const d of devices) {
    markKnown(ctx, d);
    ctx.emit({ type: 'deviceDestroyed', device: d, inSight: false });
  }
}

/** Phase 7 (A-R3.4): markers removed, an odd count carries over, jams end, the track rises. */
function endOfTurn(ctx: Ctx): void {
  const s = ctx.s;
  s.noise = [];
  s.noiseCount = s.noiseCount % 2;
  for (const c of s.cameras) if (c.jammedUntil > 0 && c.jammedUntil <= s.turn) c.jammedUntil = 0;
  for (const p of s.perimeterCameras) if (p.jammedUntil > 0 && p.jammedUntil <= s.turn) p.jammedUntil = 0;
  s.turn += 1;
  if (s.turn >= 21) ctx.end('security', 'security/dawn');
  startSpiesTurn(ctx);
}

/** Runs the automatic parts after an input: the end of the spies' turn when every spy has finished. */
export function advance(ctx: Ctx): void {
  const s = ctx.s;
  if (s.stage !== 'spies' || s.action || s.pending) return;
  if (s.done.every((d) => d)) closeSpiesTurn(ctx);
}
