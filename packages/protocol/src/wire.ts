/**
 * The wire contracts of the game server that need no zod: message names, limits, close codes,
 * the room lookup, and the payload types (from payloads.ts). The browser imports this entry
 * (`@safecrackers/protocol/wire`) so that zod stays out of its bundle; the server's validation
 * (messages.ts) builds on the same names.
 */

export * from './asym.js';
export * from './asymDelta.js';
export type * from './payloads.js';

/** Client -> server message names. */
export const ClientMessage = {
  /** Host: scenario and options. */
  configure: 'lobby/configure',
  /** Host: how many seats the heist has (1-4). */
  seatCount: 'lobby/seats',
  claimSeat: 'lobby/claim',
  releaseSeat: 'lobby/release',
  /** Character and side of a seat the sender holds. */
  pickCharacter: 'lobby/character',
  /** Host: free the seat of a player who left for good, in the lobby. */
  freeSeat: 'lobby/free',
  ready: 'lobby/ready',
  /** Host: start the heist. */
  start: 'lobby/start',
  /** An intent of a seat the sender holds. */
  action: 'action',
  /** An answer to the pending prompt of a seat the sender holds. */
  answer: 'answer',
  /** Ask for this client's private data again (legal actions, prompt, seats). */
  sync: 'sync',
  /** "Play here": take back, on this connection, the seats these tokens prove. */
  reclaim: 'seat/reclaim',
  /** In a started heist: give the seat of a player who left for good to someone here. */
  handOver: 'seat/handOver',
  /**
   * Host: a planning bot plays a seat at a level: a free seat of the lobby, or in a started
   * heist the seat of a player who left for good (its owner's token still takes it back).
   */
  addBot: 'seat/addBot',
  /** Host, in the lobby: the bot leaves its seat, which is free again. */
  removeBot: 'seat/removeBot',
  /** A chat line on a channel: 'table' for everyone, or the game's side channel (A-R15.9). */
  chat: 'chat',
  /** The log's lines before a version, one page (the join sends only the last ones): LogPagePayload. */
  logBefore: 'log/before',
} as const;
export type ClientMessageName = (typeof ClientMessage)[keyof typeof ClientMessage];

/** Server -> client message names. */
export const ServerMessage = {
  /** Sent once after joining: who you are in this room. */
  welcome: 'welcome',
  /** Your seats (and their secret tokens, when freshly issued). */
  seats: 'seats',
  /** A rejected message: typed code, readable text, the message it answers. */
  error: 'error',
  /** The game in full (on joining, on coming back): GamePayload. */
  game: 'game',
  /** One accepted input, or a change of the receiver's private data: UpdatePayload. */
  update: 'update',
  /** Seats this connection played are now played elsewhere (another tab, their owner). */
  seatsMoved: 'seatsMoved',
  /** The last events of the heist, once on joining: the log of a late joiner. */
  recent: 'recent',
  /** One chat line: ChatLine. */
  chat: 'chat',
  /** Chat lines said before this client came in, once on joining: ChatLine[]. */
  chatLog: 'chatLog',
  /** The answer to `log/before`: LogPagePayload. */
  logPage: 'logPage',
} as const;
export type ServerMessageName = (typeof ServerMessage)[keyof typeof ServerMessage];

export const NAME_MAX_LENGTH = 24;
/** The longest chat line, in UTF-16 units after NFC and trimming (the server refuses longer). */
export const CHAT_MAX_LENGTH = 300;
/** About how many log events one `log/before` answer holds (whole inputs: a few more at most). */
export const LOG_PAGE_EVENTS = 100;
export const MAX_SEATS = 4;
export const ROOM_NAME = 'heist';

/** Websocket close codes and join refusals of the game server (4000-4999 are for applications). */
export const CloseCode = {
  /** Cut off for sending too many refused messages: reconnecting is pointless. */
  abuse: 4290,
  /** Join options that do not fit (name, seat claims). */
  joinRejected: 4401,
  /** The room has as many watchers as it takes. */
  roomFull: 4403,
} as const;

/** What a seat looks like to everyone (SeatSchema.status). */
export type SeatStatus =
  /** Nobody's: anyone in the lobby may take it. */
  | 'free'
  /** Its player is connected. */
  | 'playing'
  /** Its player's connection dropped; the reconnection window is open. */
  | 'dropped'
  /** Its player is gone, but may still come back: nobody may take it yet. */
  | 'away'
  /** Its player is gone and had its grace: the host may free it, a player may hand it on. */
  | 'vacant';

/** How well a bot crewmate plays: an expert never slips, the others now and then pick at random. */
export const BOT_LEVELS = ['rookie', 'steady', 'expert'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** What `GET /api/rooms/CODE` answers. */
export interface RoomLookup {
  code: string;
  exists: boolean;
  /** Which game the room plays (absent: the heist, from servers before the spies game). */
  game?: import('./asym.js').GameKind;
  /**
   * 'lobby', 'setup', 'playing', 'won', 'lost'; for a code that no longer opens anything,
   * 'closed' when it was a lobby everyone left before it started.
   */
  phase?: string;
  /** The game is over: the code opens its replay, not a seat. */
  over?: boolean;
  seats?: { total: number; taken: number; free: number };
  /** The building (a ScenarioId), for the invite screen. */
  scenario?: string;
  /** Names of the players holding seats, in seat order (anyone with the code may watch them). */
  players?: string[];
}
