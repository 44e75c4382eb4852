/**
 * Message names of @safecrackers/protocol, mirrored here so that the browser bundle does not
 * pull in the protocol's zod schemas. The types below fail to compile if a name drifts, and
 * messages.test.ts compares the values with the protocol's own.
 */
import type { ClientMessageName, ServerMessageName } from '@safecrackers/protocol';

export const ROOM_NAME = 'heist';

export const ClientMessage = {
  configure: 'lobby/configure',
  seatCount: 'lobby/seats',
  claimSeat: 'lobby/claim',
  releaseSeat: 'lobby/release',
  pickCharacter: 'lobby/character',
  ready: 'lobby/ready',
  start: 'lobby/start',
  action: 'action',
  answer: 'answer',
  sync: 'sync',
} as const satisfies Record<string, ClientMessageName>;

export const ServerMessage = {
  welcome: 'welcome',
  seats: 'seats',
  error: 'error',
  legal: 'legal',
  prompt: 'prompt',
  events: 'events',
} as const satisfies Record<string, ServerMessageName>;

type Missing<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : never;
const complete: [
  Missing<ClientMessageName, (typeof ClientMessage)[keyof typeof ClientMessage]>,
  Missing<ServerMessageName, (typeof ServerMessage)[keyof typeof ServerMessage]>,
] = [true, true];
void complete;
