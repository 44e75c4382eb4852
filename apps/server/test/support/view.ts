/**
 * What a seat's bot may act on, built only from what its client received: the decoded public
 * state (converted by the web client's own snapshot code) and the seat's private prompt.
 */
import type { PlayerView } from '@safecrackers/rules';
import { toGameView, viewForViewer } from '../../../web/src/net/snapshot.js';
import type { TestPlayer } from './player.js';

export function seatView(player: TestPlayer, seat: number): PlayerView {
  const game = toGameView(player.state.game);
  const own = player.prompt?.prompt;
  // The private prompt arrives in its own message: use it only once it matches the public one.
  const current = own && game.prompt && own.kind === game.prompt.kind && own.seat === game.prompt.seat;
  return viewForViewer(game, seat, current ? own : game.prompt);
}
