/**
 * A scripted spies game in which the spies kill the dog (A-R9.2, A-R9.7, A-R10.1): each side's
 * next input is chosen from the legal list the server sent it, using only what that seat's
 * client sees (the security view; a spy's overlay). Never an input the engine did not list.
 *
 * Security lets its bot do the setup, then does nothing but release a dog from turn 2 on.
 * The spy (a Marksman: range 7) waits off the board until a dog is out, then walks towards it,
 * keeping out of every watch and out of the dog's reach, and shoots it as soon as it may.
 */
import type { Action, CellName, SecurityView, SpyCardId } from '@safecrackers/asym-rules';
import type { AsymUpdatePayload } from '@safecrackers/protocol';

/** Chebyshev distance between two named cells (A-R2.10). */
export function cellDistance(a: CellName, b: CellName): number {
  const col = (c: string) => c.charCodeAt(0);
  const row = (c: string) => Number(c.slice(1));
  return Math.max(Math.abs(col(a) - col(b)), Math.abs(row(a) - row(b)));
}

const is =
  <T extends Action['type']>(type: T) =>
  (a: Action): a is Extract<Action, { type: T }> =>
    a.type === type;

/** Security's input: release a dog when it may (turn 2 on), else close whatever is open. */
export function securityChoice(update: Pick<AsymUpdatePayload, 'view' | 'legal'>): Action | null {
  const legal = update.legal.find((l) => l.seat === 0)?.actions ?? [];
  if (legal.length === 0) return null;
  const view: SecurityView = update.view;
  const release = legal.find(is('releaseDog'));
  if (release && view.turn >= 2 && !view.dog) return release;
  return (
    legal.find(is('endActivation')) ??
    legal.find(is('endPhase')) ??
    // A reinforcement owed must be placed before the phase may end.
    (legal[0] as Action)
  );
}

/** Cards the Marksman takes, in order of preference (the Knife also kills a dog). */
const CARDS: SpyCardId[] = ['E2', 'E1'];

/** The spy seat's input, or null when it has none now. */
export function spyChoice(
  update: Pick<AsymUpdatePayload, 'view' | 'overlay' | 'legal'>,
  seat: number,
): Action | null {
  const legal = update.legal.find((l) => l.seat === seat)?.actions ?? [];
  if (legal.length === 0 || !update.overlay) return null;
  const me = update.overlay.spies.find((s) => s.seat === seat);
  const answer = legal.find(is('answer'));
  if (answer) return answer;
  if (update.view.stage === 'spySetup') {
    if (me?.role !== 'marksman') {
      const role = legal.find((a) => a.type === 'chooseRole' && a.role === 'marksman');
      if (role) return role;
    }
    const confirm = legal.find(is('confirmLoadout'));
    if (confirm) return confirm;
    for (const card of CARDS) {
      const add = legal.find((a) => a.type === 'addCard' && a.card === card);
      if (add) return add;
    }
    return legal.find(is('addCard')) ?? (legal[0] as Action);
  }
  const dog = update.overlay.board.dog?.cell ?? null;
  const open = update.overlay.action !== null;
  if (!dog) return open ? endAction(legal) : (legal.find(is('pass')) ?? legal.find(is('stayHidden')) ?? null);
  const shot = legal.find((a) => a.type === 'shoot' && a.target.kind === 'dog');
  if (shot) return shot;
  const knife = legal.find((a) => a.type === 'playCard' && a.card === 'E2' && a.target.kind === 'dog');
  if (knife) return knife;
  if (!open) return legal.find((a) => a.type === 'beginAction' && a.mode === 'walk' && !a.lieDown) ?? null;
  // Closer, but never within the dog's run (3 points) and never into a watch.
  const watched = new Set<CellName>();
  const board = update.overlay.board;
  for (const v of [...board.units, ...board.cameras, ...board.perimeterCameras])
    for (const c of v.watch.cells) watched.add(c);
  const here = me?.cell ?? null;
  const now = here ? cellDistance(here, dog) : Number.POSITIVE_INFINITY;
  const steps = legal
    .filter(is('step'))
    .filter((a) => !watched.has(a.to) && cellDistance(a.to, dog) >= 5 && cellDistance(a.to, dog) < now)
    .sort((a, b) => cellDistance(a.to, dog) - cellDistance(b.to, dog) || a.to.localeCompare(b.to));
  return steps[0] ?? endAction(legal);
}

function endAction(legal: Action[]): Action | null {
  // Without noise markers when it may (A-R5): a quiet end.
  return (
    legal.find((a) => a.type === 'endAction' && !a.noise?.length) ??
    legal.find(is('endAction')) ??
    legal.find(is('leave')) ??
    null
  );
}
