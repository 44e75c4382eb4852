/**
 * A finished spies game on the replay page: rebuilt in the browser from its stored setup and
 * input log with the engine, each step shown as everyone sees the game once it is over
 * (A-R15.4): the true board, every spy and the whole log. The board is the game's own scene.
 */
import {
  type Action,
  type AsymEvent,
  type AsymSetup,
  type AsymState,
  apply,
  createGame,
  type SecurityView,
  type SpyView,
  viewFor,
} from '@safecrackers/asym-rules';
import { type AsymUpdatePayload, overlayOf, type ReplayPayload } from '@safecrackers/protocol/wire';
import { t } from '../i18n/index.js';
import type { ReplayGame } from '../replay/replayGame.js';
import { MansionScene } from './MansionScene.js';
import { mansionModel } from './spyModel.js';
import { eventLine } from './spyText.js';

type SpiesReplayPayload = ReplayPayload<AsymSetup & { bots?: unknown }, Action>;

interface Step {
  state: AsymState;
  events: AsymEvent[];
}

export class SpiesReplayGame implements ReplayGame {
  private readonly steps: Step[] = [];
  private scene: MansionScene | null = null;

  constructor(private readonly data: SpiesReplayPayload) {
    const { bots: _bots, ...setup } = data.setup;
    const created = createGame(setup);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.state;
    this.steps.push({ state, events: [] });
    for (const input of data.log) {
      const r = apply(state, input.seat, input.action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      this.steps.push({ state, events: r.events });
    }
  }

  get code(): string {
    return this.data.code;
  }

  get title(): string {
    return t('spies.replay.title', { code: this.code });
  }

  get last(): number {
    return this.steps.length - 1;
  }

  turnOf(step: number): number {
    return this.steps[step]!.state.turn;
  }

  turnText(step: number): string {
    return t('spies.replay.turn', { n: this.turnOf(step) });
  }

  stepOfTurn(turn: number): number {
    const found = this.steps.findIndex((s) => s.state.turn >= turn);
    return found < 0 ? this.last : found;
  }

  outcome(): { text: string; good: boolean } {
    const result = this.steps[this.last]!.state.result;
    if (!result) return { text: '', good: false };
    const reason = t(`spies.reason.${result.reason}` as 'spies.reason.security/dawn');
    return {
      text: t(result.winner === 'spies' ? 'spies.over.spies' : 'spies.over.security', { reason }),
      good: result.winner === 'spies',
    };
  }

  caption(step: number): string {
    if (step === 0) return t('spies.replay.start');
    const lines = this.steps[step]!.events.flatMap((e) => eventLine(e) ?? []);
    return lines.join(' · ') || this.data.log[step - 1]!.action.type;
  }

  async mount(host: HTMLElement): Promise<void> {
    this.scene = new MansionScene(() => {});
    await this.scene.mount(host);
  }

  show(step: number): void {
    this.scene?.render(mansionModel(this.truthAt(step), true), { targets: new Set(), selected: null });
  }

  skip(): void {}

  /** The board shows every spy at every step: nothing is left to unveil. */
  truth(): null {
    return null;
  }

  /** The game at a step as it is shown once over: security's view of the truth and the spies' overlay. */
  private truthAt(step: number): AsymUpdatePayload {
    const { state, events } = this.steps[step]!;
    const overlay = overlayOf(viewFor(state, 1) as SpyView);
    return {
      version: step,
      full: true,
      view: viewFor(state, 0) as SecurityView,
      overlay,
      events,
      legal: [],
    };
  }
}
