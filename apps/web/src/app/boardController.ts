/**
 * The board on screen: loads the Pixi scene code when a game first shows (it is a chunk of its
 * own), turns the store into a board model, and turns taps, hovers and keys on the board into
 * actions or UI changes. The pointer's tile lives here: it changes too often for the store.
 */
import type { Action, DomainEvent, Pos } from '@safecrackers/rules';
import type { BoardModel } from '../scenes/boardModel.js';
import type { BoardHandle, ZoomState } from '../scenes/stage.js';
import { actingSeat, legalNow, myView, screenOf } from '../store/derive.js';
import { groupLegal } from '../store/legalGroups.js';
import type { Observable } from '../store/observable.js';
import { posKey, samePos } from '../store/positions.js';
import { updateUi } from '../store/reduce.js';
import type { ClientState } from '../store/state.js';
import { activeTargets, type TapHow, tapOutcome } from '../store/tap.js';
import { threatsNow } from '../store/threatsNow.js';
import { tileInfo } from '../store/tileInfo.js';
import type { GameScreen } from '../ui/game/gameScreen.js';
import { isTouchScreen } from '../ui/touch.js';

type BuildModel = typeof import('../scenes/boardModel.js').buildBoardModel;

export class BoardController {
  private board: BoardHandle | null = null;
  private loading: Promise<void> | null = null;
  private zoomState: ZoomState | null = null;
  private buildModel: BuildModel | null = null;
  private hover: { at: Pos; client: { x: number; y: number } | null } | null = null;
  /** The pointer left the tiles: the card goes after a moment, unless the pointer reaches it. */
  private leaveTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly store: Observable<ClientState>,
    private screen: GameScreen,
    private readonly act: (action: Action) => void,
  ) {
    screen.tooltip.onLeave = () => this.leaveSoon();
    // Out of the board (to the panel, the top bar, another window): no card stays behind.
    screen.boardHost.addEventListener('pointerleave', () => this.leaveSoon());
    window.addEventListener('blur', () => this.clearHover());
    // Touch: the tapped tile's card stays until the next tap somewhere else than the board or
    // the card (another tile's tap shows that tile's card instead).
    document.addEventListener(
      'pointerdown',
      (e) => {
        if (e.pointerType === 'mouse' || !this.hover) return;
        const target = e.target instanceof Node ? e.target : null;
        const { tooltip, boardHost } = this.screen;
        if (target && (tooltip.el.contains(target) || boardHost.contains(target))) return;
        this.clearHover();
      },
      true,
    );
  }

  get busy(): boolean {
    return this.board?.busy ?? false;
  }

  /** The tile under the pointer or the keyboard focus, for the tile card. */
  get hovered(): Pos | null {
    return this.hover?.at ?? null;
  }

  /** Draws the board for the current state, loading it first when needed. */
  show(): void {
    void this.ensure().then(
      () => {
        this.render();
        this.screen.setBoardLoading(false);
      },
      () => this.screen.setBoardLoading('failed'),
    );
  }

  events(version: number, events: DomainEvent[]): void {
    this.board?.events(version, events);
  }

  reset(): void {
    this.board?.reset();
  }

  skip(): void {
    this.board?.skip();
  }

  zoom(how: 'in' | 'out' | 'fit'): void {
    this.board?.zoom(how);
  }

  showTile(at: Pos): void {
    this.board?.showTile(at);
  }

  tileLabel(at: Pos) {
    return this.board?.tileLabel(at) ?? null;
  }

  tileRect(at: Pos) {
    return this.board?.tileRect(at) ?? null;
  }

  /**
   * Where the guard of the player's floor stands on screen, for the first-heist guide;
   * `bringIntoView` pans the board to it first.
   */
  guardRect(bringIntoView: boolean) {
    const s = this.store.get();
    const view = myView(s);
    if (!view) return null;
    const seat = actingSeat(s) ?? view.turn.seat;
    const floor = view.players.find((p) => p.seat === seat)?.at?.floor ?? 0;
    const guard = view.guards.find((g) => g.floor === floor && g.at) ?? view.guards.find((g) => g.at);
    if (!guard?.at) return null;
    if (bringIntoView) this.board?.showTile(guard.at);
    return this.tileRect(guard.at);
  }

  /** Points at a tile from the keyboard: it is focused, shown and described. */
  focus(at: Pos): void {
    this.hover = { at, client: null };
    this.store.update((s) => updateUi(s, { focus: at }));
    this.board?.showTile(at);
  }

  /**
   * The screens were drawn again in another language: the board (whose canvas the new game
   * screen took over) reports to the new one and relabels its tiles.
   */
  adopt(screen: GameScreen): void {
    this.screen = screen;
    screen.tooltip.onLeave = () => this.leaveSoon();
    screen.setBoardLoading(!this.board);
    if (this.zoomState) screen.setZoom(this.zoomState);
    screen.setBusy(this.board?.busy ?? false);
    if (!this.board) return;
    this.render();
    this.updateTooltip();
  }

  destroy(): void {
    this.board?.destroy();
    this.board = null;
    this.loading = null;
    this.hover = null;
    // The next game's board starts from nothing again.
    this.screen.setBoardLoading(true);
  }

  /** A tap, click or Enter on a tile: an action, a first tap that warns, or just the tile card. */
  tap(at: Pos, how: TapHow): void {
    // During an animation the tap is not spent on skipping it: the animation jumps to its end
    // (the board then shows the game the store already holds) and the tap acts on that game.
    if (this.board?.busy) {
      this.board.skip();
      this.render();
    }
    const outcome = tapOutcome(this.store.get(), at, how);
    // Touch has no hover: the tile card shows for the tapped tile, and goes once the tap acted.
    if (how.pointerType !== 'mouse') this.hover = outcome.kind === 'send' ? null : { at, client: null };
    if (outcome.kind === 'send') this.act(outcome.action);
    else if (outcome.kind === 'arm') this.store.update((x) => updateUi(x, { armed: outcome.at }));
    else {
      this.store.update((x) => updateUi(x, { armed: null }));
      this.updateTooltip();
    }
  }

  updateTooltip(): void {
    const s = this.store.get();
    const at = this.hover?.at ?? s.ui.armed ?? null;
    const info = at && screenOf(s) === 'game' && !s.ui.rules ? tileInfo(s, at) : null;
    // Beside its tile on a large screen (for the keyboard's focus too, clear of the turn status
    // in the panel); docked on a phone's board, in the half away from the tile.
    const board = this.screen.boardHost.getBoundingClientRect();
    this.screen.tooltip.show(
      info,
      at ? { rect: this.tileRect(at), docked: false, area: { top: board.top, bottom: board.bottom } } : null,
    );
  }

  private leaveSoon(): void {
    clearTimeout(this.leaveTimer);
    this.leaveTimer = setTimeout(() => {
      if (this.screen.tooltip.pointerInside || (this.hover && this.hover.client === null)) return;
      this.clearHover();
    }, 250);
  }

  private clearHover(): void {
    if (!this.hover) return;
    this.hover = null;
    this.render();
    this.updateTooltip();
  }

  private render(): void {
    const model = this.model(this.store.get());
    if (model) this.board?.render(model);
  }

  private model(s: ClientState): BoardModel | null {
    const view = myView(s);
    if (!view || !s.room || !this.buildModel) return null;
    const groups = groupLegal(legalNow(s), view);
    const targets = activeTargets(s);
    return this.buildModel(view, s.room.version, {
      moves: new Set(groups.board.moves.keys()),
      peeks: new Set(groups.board.peeks.keys()),
      flexibility: new Set(groups.board.flexibility.keys()),
      targets: targets ? new Set(targets.options.map((o) => posKey(o.at))) : null,
      peekMode: s.ui.peekMode,
      armed: s.ui.armed,
      focus: s.ui.focus,
      hover: this.hover?.at ?? null,
      mySeats: s.mySeats,
      threat: s.ui.threats ? threatsNow(s) : null,
    });
  }

  private ensure(): Promise<void> {
    if (this.board) return Promise.resolve();
    this.loading ??= (async () => {
      const [{ createBoardStage }, { buildBoardModel }] = await Promise.all([
        import('../scenes/stage.js'),
        import('../scenes/boardModel.js'),
      ]);
      this.buildModel = buildBoardModel;
      this.board = await createBoardStage(this.screen.boardHost, {
        onTileTap: (at, how) => this.tap(at, how),
        onTileHover: (at, client) => {
          // The pointer is on the tile card, above the board: the tile under it is not meant.
          // A touch screen has no hover: the moves Pixi makes up for a finger's last place
          // (when the board pans under it) must not swap or drop the tapped tile's card.
          if (this.screen.tooltip.pointerInside || isTouchScreen()) return;
          if (!at) {
            this.leaveSoon();
            return;
          }
          clearTimeout(this.leaveTimer);
          const same = this.hover && samePos(this.hover.at, at) && this.screen.tooltip.showing;
          this.hover = { at, client };
          if (same) return;
          this.render();
          this.updateTooltip();
        },
        onBusy: (busy) => this.screen.setBusy(busy),
        onZoom: (state) => {
          this.zoomState = state;
          this.screen.setZoom(state);
        },
      });
    })().catch((error: unknown) => {
      // A chunk that failed to arrive: the next update tries again.
      this.loading = null;
      throw error;
    });
    return this.loading;
  }
}
