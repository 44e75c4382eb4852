/**
 * Hooks for the browser tests, on `window.safecrackers`: what the client believes, and where a
 * tile is on the canvas. Loaded only in test builds (vite mode 'e2e'): production pages carry
 * none of this.
 */
import { type Pos, TILE_KINDS } from '@safecrackers/rules';
import { tileName, tileShortName } from '../i18n/names.js';
import type { HeistMemory } from '../net/heistMemory.js';
import { legalNow, myView, screenOf } from '../store/derive.js';
import type { Observable } from '../store/observable.js';
import { samePos } from '../store/positions.js';
import type { ClientState } from '../store/state.js';

export interface HookedBoard {
  busy: boolean;
  tileRect(at: Pos): { x: number; y: number; width: number; height: number } | null;
  showTile(at: Pos): void;
  tileLabel(at: Pos): { text: string; width: number; room: number; scale: number } | null;
}

export function installE2eHooks(
  store: Observable<ClientState>,
  memory: HeistMemory,
  board: HookedBoard,
): void {
  Object.assign(window, {
    safecrackers: {
      tileRect: (floor: number, col: number, row: number) => board.tileRect({ floor, col, row }),
      /** Pans the board to a tile, as the arrow keys do (the board no longer scrolls natively). */
      showTile: (floor: number, col: number, row: number) => board.showTile({ floor, col, row }),
      tileLabel: (floor: number, col: number, row: number) => board.tileLabel({ floor, col, row }),
      /** Every tile kind's name fitted to a tile of `size` px, in the language shown now. */
      tileNames: async (size: number) => {
        const [{ Text }, { fitTileName, tileNameStyle }] = await Promise.all([
          import('pixi.js'),
          import('../scenes/tileName.js'),
        ]);
        const text = new Text({ text: '', style: tileNameStyle(size) });
        const fitted = TILE_KINDS.map((kind) => ({
          kind,
          ...fitTileName(tileName(kind), tileShortName(kind), size, (words) => {
            text.text = words;
            return text.width;
          }),
        }));
        text.destroy();
        return fitted;
      },
      state: () => {
        const s = store.get();
        const view = myView(s);
        return {
          screen: screenOf(s),
          code: s.code,
          connection: s.connection,
          version: s.room?.version ?? -1,
          mySeats: s.mySeats,
          turnSeat: view?.turn.seat ?? null,
          remaining: view?.turn.remaining ?? null,
          outcome: view?.outcome ?? null,
          legal: legalNow(s),
          legalBySeat: Object.fromEntries(
            Object.entries(s.legal).map(([seat, l]) => [
              seat,
              { version: l.version, count: l.actions.length },
            ]),
          ),
          guards: view?.guards.map((g) => ({ floor: g.floor, at: g.at, dest: g.dest })) ?? [],
          players:
            view?.players.map((p) => ({
              seat: p.seat,
              at: p.at,
              stealth: p.stealth,
              tools: p.tools,
              loot: p.loot,
            })) ?? [],
          tiles: view?.tiles.map((x) => ({ at: x.at, revealed: x.revealed })) ?? [],
          busy: board.busy,
          /** The tile a first tap armed: it warned of a risk, a second tap acts. */
          armed: s.ui.armed,
          remembered: memory.get(s.code ?? '') ?? null,
          toasts: s.ui.toasts.map((x) => x.text),
          /** The chat lines this client holds, oldest first. */
          chat: s.chat.map((l) => l.text),
          host: s.room !== null && s.room.host === s.sessionId,
          movedAway: s.movedAway,
        };
      },
      samePos,
    },
  });
}
