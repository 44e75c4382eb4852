/** The heist on the replay page: HeistReplay's steps on the heist's board (scenes/). */
import { HeistReplay } from '@safecrackers/protocol/replay';
import type { ReplayPayload } from '@safecrackers/protocol/wire';
import { t } from '../i18n/index.js';
import type { BoardHandle } from '../scenes/stage.js';
import { describeEvent, seatNames } from '../store/logText.js';
import type { ReplayGame } from './replayGame.js';
import { truthPanel } from './truthPanel.js';

export class HeistReplayGame implements ReplayGame {
  private readonly replay: HeistReplay;
  private board: BoardHandle | null = null;
  private buildModel: typeof import('../scenes/boardModel.js').buildBoardModel | null = null;

  constructor(data: ReplayPayload) {
    this.replay = new HeistReplay(data);
  }

  get code(): string {
    return this.replay.data.code;
  }

  get title(): string {
    return t('replay.title', { code: this.code });
  }

  get last(): number {
    return this.replay.last;
  }

  turnOf(step: number): number {
    return this.replay.steps[step]!.turn;
  }

  turnText(step: number): string {
    return t('replay.turn', { n: this.turnOf(step) });
  }

  stepOfTurn(turn: number): number {
    return this.replay.stepOfTurn(turn);
  }

  outcome(): { text: string; good: boolean } {
    const won = this.replay.data.outcome === 'won';
    return { text: t(won ? 'replay.won' : 'replay.lost'), good: won };
  }

  caption(step: number): string {
    const at = this.replay.steps[step]!;
    if (!at.input) return t('replay.deal');
    const names = seatNames(this.replay.view(step));
    return (
      at.events.flatMap((e) => describeEvent(e, names) ?? []).join(' · ') ||
      `${names(at.input.seat)}: ${at.input.action.type}`
    );
  }

  async mount(host: HTMLElement): Promise<void> {
    const [{ createBoardStage }, { buildBoardModel, NO_INTERACTION }] = await Promise.all([
      import('../scenes/stage.js'),
      import('../scenes/boardModel.js'),
    ]);
    this.buildModel = (view, version) => buildBoardModel(view, version, NO_INTERACTION);
    this.board = await createBoardStage(host, {
      onTileTap: () => this.board?.skip(),
      onTileHover: () => {},
      onBusy: () => {},
    });
  }

  show(step: number, how: { forward: boolean; fast: boolean; unveiled: boolean }): void {
    if (!this.board || !this.buildModel) return;
    const view = how.unveiled ? this.replay.unveiled() : this.replay.view(step);
    // The unveiled board is a version after the last, so the board redraws it.
    const version = how.unveiled ? this.replay.length : step;
    if (how.forward && !how.unveiled) {
      if (how.fast) this.board.skip();
      this.board.events(version, this.replay.steps[step]!.events);
    } else {
      this.board.skip();
      this.board.reset();
    }
    this.board.render(this.buildModel(view, version));
  }

  skip(): void {
    this.board?.skip();
  }

  truth(): HTMLElement {
    return truthPanel(this.replay.truth());
  }
}
