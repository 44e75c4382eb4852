/**
 * What a seat's bot may act on, built only from what its client received: the decoded synced
 * state (through the protocol's contract, as the web client reads it) and the seat's private
 * prompt.
 */
import { playerView } from '@safecrackers/protocol/state';
import type { PlayerView } from '@safecrackers/rules';
import type { TestPlayer } from './player.js';

export function seatView(player: TestPlayer, seat: number): PlayerView {
  const game = player.state.game!;
  const own = player.prompt;
  // The private prompt arrives in its own message: use it only once it is for this version.
  return playerView(game, seat, own && own.version === player.version ? own.prompt : undefined);
}
