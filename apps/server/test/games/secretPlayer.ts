/** A real colyseus.js client in a secret-numbers room (secretNumbersGame.ts), recording what it gets. */
import {
  ClientMessage,
  type ErrorPayload,
  type JoinOptions,
  type SeatsPayload,
  ServerMessage,
  type WelcomePayload,
} from '@safecrackers/protocol';
import { SECRET_ROOM, type SecretAction, SecretMessage, type SecretUpdate } from '@safecrackers/test-game';
import type { Client, Room } from 'colyseus.js';
import { waitUntil } from '../support/wait.js';

export class SecretPlayer {
  readonly updates: SecretUpdate[] = [];
  readonly errors: ErrorPayload[] = [];
  readonly tokens = new Map<number, string>();
  seats: number[] = [];
  welcome: WelcomePayload | undefined;

  private constructor(readonly room: Room) {
    room.onMessage('*', (type, payload) => {
      if (type === ServerMessage.welcome) this.welcome = payload as WelcomePayload;
      if (type === ServerMessage.error) this.errors.push(payload as ErrorPayload);
      if (type === SecretMessage.update) this.updates.push(payload as SecretUpdate);
      if (type === ServerMessage.seats) {
        const s = payload as SeatsPayload;
        this.seats = s.seats.map((x) => x.seat);
        for (const x of s.seats) if (x.token) this.tokens.set(x.seat, x.token);
      }
    });
  }

  static async create(client: Client, options: JoinOptions): Promise<SecretPlayer> {
    return SecretPlayer.ready(new SecretPlayer(await client.create(SECRET_ROOM, options)));
  }

  static async join(client: Client, code: string, options: JoinOptions): Promise<SecretPlayer> {
    return SecretPlayer.ready(new SecretPlayer(await client.joinById(code, options)));
  }

  private static async ready(p: SecretPlayer): Promise<SecretPlayer> {
    await waitUntil(() => p.welcome, 'the welcome');
    return p;
  }

  get code(): string {
    return this.room.roomId;
  }

  get last(): SecretUpdate | undefined {
    return this.updates.at(-1);
  }

  /** The seat tokens to come back with. */
  get claims(): Array<{ seat: number; token: string }> {
    return [...this.tokens].map(([seat, token]) => ({ seat, token }));
  }

  ready(): void {
    this.room.send(ClientMessage.ready, { ready: true });
  }

  /** Sends an input and waits for the update that follows it (or throws the refusal). */
  async act(action: SecretAction): Promise<SecretUpdate> {
    const updates = this.updates.length;
    const errors = this.errors.length;
    this.room.send(SecretMessage.action, { action });
    return waitUntil(
      () => {
        const refused = this.errors[errors];
        if (refused) throw new Error(`refused: ${refused.code} ${refused.message}`);
        return this.updates.length > updates ? this.last : undefined;
      },
      `the update after ${JSON.stringify(action)}`,
    );
  }
}
