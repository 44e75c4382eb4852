/**
 * A Colyseus room that reads its clients' messages itself. Colyseus' own dispatch decodes the
 * type outside its try block and routes reserved names ("__no_message_handler", "*") to
 * built-in handlers, one of which once ended the process (issue 9). Here every frame goes
 * through the same gate: size and rate limits on the raw frame, a decoder that never throws,
 * one table of handlers, typed errors for everything else, and every handler run in the
 * room's serial queue. A client that keeps breaking the limits is cut off, with one log line.
 */
import {
  type Client,
  ClientState,
  Protocol,
  Room,
  type RoomException,
  SchemaSerializer,
  type Serializer,
  ServerError,
} from '@colyseus/core';
import { CloseCode, type ErrorPayload, ServerMessage } from '@safecrackers/protocol';
import type { Logger } from '../logger.js';
import { type ClientFrame, describeType, peekType, readClientFrame } from '../net/clientFrames.js';
import { MessageLimiter, type MessageLimits, type Verdict } from './limits.js';
import { SerialQueue } from './serialQueue.js';
import { StateSerializer } from './stateSerializer.js';

export type MessageHandler = (client: Client, payload: unknown) => void | Promise<void>;
export type ErrorReply = Omit<ErrorPayload, 'about'>;

export abstract class GuardedRoom<State extends object, Metadata = unknown> extends Room<State, Metadata> {
  /** Set in onCreate (it carries the room code). */
  protected log!: Logger;
  protected readonly queue = new SerialQueue((error) => this.log.error({ err: error }, 'handler failed'));
  private readonly handlers = new Map<string, MessageHandler>();
  private readonly limiters = new WeakMap<Client, MessageLimiter>();
  private readonly cutOff = new WeakSet<Client>();

  protected abstract messageLimits(): MessageLimits;

  /** Colyseus makes a SchemaSerializer when the state is set: ours instead (see stateSerializer.ts). */
  override setSerializer(serializer: Serializer<State>): void {
    super.setSerializer(
      serializer.constructor === SchemaSerializer
        ? (new StateSerializer() as unknown as Serializer<State>)
        : serializer,
    );
  }

  /** Registers the handler of one message type; it runs in the room's serial queue. */
  protected handleMessage(type: string, handler: MessageHandler): void {
    this.handlers.set(type, handler);
  }

  protected sendError(client: Pick<Client, 'send'>, about: string, error: ErrorReply): void {
    const payload: ErrorPayload = { ...error, about };
    client.send(ServerMessage.error, payload);
  }

  /** Whether this client was cut off: what it still had queued is dropped unread. */
  protected isCutOff(client: Client): boolean {
    return this.cutOff.has(client);
  }

  protected override _onMessage(client: Client, buffer: Buffer): void {
    try {
      if (client.state === ClientState.LEAVING || this.cutOff.has(client)) return;
      const code = buffer[0];
      if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_DATA_BYTES) {
        super._onMessage(client as Parameters<Room['_onMessage']>[0], buffer);
        return;
      }
      this.readMessage(client, buffer);
    } catch (error) {
      // Nothing above should throw; if it does, it is our fault, not the client's.
      this.log.error({ err: error, session: client.sessionId }, 'could not read a client frame');
    }
  }

  private readMessage(client: Client, buffer: Buffer): void {
    let limiter = this.limiters.get(client);
    if (!limiter) {
      limiter = new MessageLimiter(this.messageLimits());
      this.limiters.set(client, limiter);
    }
    const verdict = limiter.check(buffer.byteLength);
    const frame = verdict === 'ok' ? readClientFrame(buffer) : null;
    if (!frame?.ok) {
      // A refused rate or size was struck by the limiter itself; garbage is struck here.
      if (frame) limiter.strike();
      if (limiter.exhausted) this.cutOffClient(client, frame ? 'malformed' : verdict);
      else this.sendError(client, describeType(peekType(buffer) ?? ''), this.refusal(verdict, frame));
      return;
    }
    const type = describeType(frame.type);
    const handler = typeof frame.type === 'string' ? this.handlers.get(frame.type) : undefined;
    void this.queue.push(() => {
      if (this.cutOff.has(client)) return;
      if (handler) return handler(client, frame.payload);
      this.sendError(client, type, {
        code: 'input/unknown_message',
        message: `There is no message called "${type}".`,
      });
    });
  }

  private refusal(verdict: Verdict, frame: ClientFrame | null): ErrorReply {
    if (frame && !frame.ok)
      return { code: 'input/malformed', message: `That message could not be read (${frame.reason}).` };
    return verdict === 'rate'
      ? { code: 'input/rate_limited', message: 'Too many messages: slow down.' }
      : {
          code: 'input/too_large',
          message: `Messages may be at most ${this.messageLimits().maxMessageBytes} bytes.`,
        };
  }

  private cutOffClient(client: Client, why: string): void {
    this.cutOff.add(client);
    this.log.warn({ session: client.sessionId, why }, 'client disconnected for abuse');
    client.leave(CloseCode.abuse, 'too many rejected messages');
  }

  /**
   * Colyseus calls this for what throws in onCreate, onJoin, onLeave, onDispose and room
   * timers. A ServerError is a refusal meant for the client (bad join options); the rest is ours.
   */
  override onUncaughtException(error: RoomException<this>, methodName: string): void {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof ServerError) return;
    this.log?.error({ err: cause ?? error, method: methodName }, 'room hook failed');
  }
}
