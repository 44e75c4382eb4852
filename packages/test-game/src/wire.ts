/**
 * Secret numbers on the wire, shared by the server's game module and the browser's client
 * (both only in the tests): the room name, the messages, each receiver's update and the lobby
 * as the room state, in the protocol's shape language.
 */

import {
  bool,
  list,
  lobbyCoreFields,
  nullable,
  obj,
  type RoomMember,
  str,
  u8,
} from '@safecrackers/protocol/state';
import type { SeatStatus, StartProblem } from '@safecrackers/protocol/wire';
import type { SecretAction, SecretEvent, SecretView } from './secretNumbers.js';

export const SECRET_ROOM = 'secret-numbers';
export const SecretMessage = { action: 'secret/action', update: 'secret/update' } as const;

/** What a receiver gets after every input: its view, its seats' legal inputs, the input's events. */
export interface SecretUpdate {
  version: number;
  view: SecretView;
  legal: Array<{ seat: number; actions: SecretAction[] }>;
  events: SecretEvent[];
}

/** The room state: its members and two seats. */
export interface SecretLobbyWire {
  code: string;
  phase: string;
  host: string | null;
  members: RoomMember[];
  seats: Array<{
    index: number;
    holder: string | null;
    name: string;
    connected: boolean;
    status: SeatStatus;
    bot: string | null;
  }>;
  /** Why the host cannot start yet (the server's own check). */
  problems: StartProblem[];
}

export const secretLobbyShape = obj<SecretLobbyWire>()('SecretLobby', {
  ...lobbyCoreFields,
  seats: list(
    obj<SecretLobbyWire['seats'][number]>()('SecretSeat', {
      index: u8,
      holder: nullable(str),
      name: str,
      connected: bool,
      status: str,
      bot: nullable(str),
    }),
  ),
});
