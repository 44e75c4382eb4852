/** A finished game of secret numbers on the shared replay page: each step in words. */
import type { ReplayPayload } from '@safecrackers/protocol/wire';
import {
  type SecretAction,
  type SecretEvent,
  type SecretSetup,
  type SecretState,
  secretNumbers,
} from '@safecrackers/test-game';
import type { ReplayGame } from '../../../src/replay/replayGame.js';
import { h, replace } from '../../../src/ui/dom.js';

interface Step {
  state: SecretState;
  events: SecretEvent[];
}

const eventText = (e: SecretEvent) =>
  e.type === 'asked'
    ? `Seat ${e.seat + 1} asked: above ${e.above}?`
    : `Seat ${e.seat + 1} guessed ${e.value}: ${e.right ? 'right' : 'wrong'}`;

export class SecretReplay implements ReplayGame {
  private readonly steps: Step[] = [];
  private readonly board = h('div', { class: 'card', 'data-testid': 'secret-replay-board' });

  constructor(private readonly data: ReplayPayload<unknown, unknown>) {
    const created = secretNumbers.createGame(data.setup as SecretSetup);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.state;
    this.steps.push({ state, events: [] });
    for (const input of data.log) {
      const r = secretNumbers.apply(state, input.seat, input.action as SecretAction);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      this.steps.push({ state, events: [...r.events] });
    }
  }

  get code(): string {
    return this.data.code;
  }
  get title(): string {
    return `Secret numbers ${this.code}: replay`;
  }
  get last(): number {
    return this.steps.length - 1;
  }
  turnOf = (step: number) => step + 1;
  turnText = (step: number) => `Turn ${step + 1}`;
  stepOfTurn = (turn: number) => Math.max(0, Math.min(this.last, turn - 1));
  outcome() {
    const winner = this.steps[this.last]!.state.winner;
    return { text: winner === null ? 'Not over' : `Seat ${winner + 1} won`, good: true };
  }
  caption = (step: number) => this.steps[step]!.events.map(eventText).join(' ') || 'The numbers are dealt.';
  async mount(host: HTMLElement): Promise<void> {
    host.append(this.board);
  }
  show(step: number, how: { unveiled: boolean }): void {
    const { state } = this.steps[step]!;
    const over = state.winner !== null;
    replace(
      this.board,
      ...state.secrets.map((n, seat) =>
        h(
          'p',
          { 'data-testid': `secret-replay-${seat}` },
          `Seat ${seat + 1}: ${over || how.unveiled ? n : '?'}`,
        ),
      ),
    );
  }
  skip(): void {}
  truth = () => null;
}
