import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LobbyRecordError, readLobbyRecord } from '../storage/lobbyRecord.js';
import { awayId, botId, isAway, Lobby } from './lobby.js';
import { type LobbyExtras, NO_LOBBY_EXTRAS, restoreLobby, toLobbyRecord } from './lobbyRecord.js';

/** A game the platform knows nothing of: a number of rounds, and a colour per seat, never twice. */
interface Colour {
  colour: 'red' | 'blue' | null;
}
const COLOURS: LobbyExtras<{ rounds: number }, Colour> = {
  emptySeat: () => ({ colour: null }),
  fields: z.strictObject({ rounds: z.number().int().min(1) }),
  seatFields: z.strictObject({ colour: z.enum(['red', 'blue']).nullable() }),
  check(record, problem) {
    const colours = record.seats.flatMap((s) => (s.colour ? [s.colour] : []));
    if (new Set(colours).size !== colours.length) problem('a colour is taken twice');
  },
};

/** Ada (host, red, ready) and Bo (blue) seated, a bot in a third seat; Cy watches. */
function colouredLobby() {
  const lobby = new Lobby(Date.now, COLOURS.emptySeat);
  const ada = lobby.join('sess-ada', 'Ada')!;
  const bo = lobby.join('sess-bo', 'Bo')!;
  lobby.join('sess-cy', 'Cy');
  lobby.setSeatCount('sess-ada', 3);
  lobby.addBot('sess-ada', 2, 'clever');
  lobby.seats[0]!.extra.colour = 'red';
  lobby.seats[1]!.extra.colour = 'blue';
  lobby.setReady('sess-ada', true);
  return { lobby, tokens: [ada.token, bo.token] };
}

const GRACE = 30_000;
const throughStorage = (record: unknown) => JSON.parse(JSON.stringify(record)) as unknown;

describe('lobby record', () => {
  it("keeps seats, seated members, ready marks, the host and the game's own data beside them; no session ids, no tokens", () => {
    const { lobby, tokens } = colouredLobby();
    const record = toLobbyRecord(lobby, { rounds: 3 });
    expect(record).toEqual({
      v: 1,
      members: [
        { name: 'Ada', ready: true },
        { name: 'Bo', ready: false },
      ],
      host: 0,
      seats: [
        { holder: 0, name: 'Ada', tokenHash: lobby.seats[0]!.tokenHash, colour: 'red' },
        { holder: 1, name: 'Bo', tokenHash: lobby.seats[1]!.tokenHash, colour: 'blue' },
        { holder: null, name: 'Bot 3', tokenHash: null, bot: 'clever', colour: null },
      ],
      rounds: 3,
    });
    const json = JSON.stringify(record);
    for (const secret of [...tokens, 'sess-ada', 'sess-bo', 'Cy']) expect(json).not.toContain(secret);
    // Read back, it is the same record, and the lobby it describes stores the same again.
    const back = restoreLobby(throughStorage(record), COLOURS, GRACE);
    expect(JSON.stringify(back.record)).toBe(json);
    expect(JSON.stringify(toLobbyRecord(back.lobby, { rounds: back.record.rounds }))).toBe(json);
  });

  it("restores the seats with the game's data, their players away; a seat let go gets an empty seat's data", () => {
    const { lobby: before, tokens } = colouredLobby();
    const { lobby } = restoreLobby(throughStorage(toLobbyRecord(before, { rounds: 3 })), COLOURS, GRACE);
    expect(lobby.seats.map((s) => [s.holder, s.extra])).toEqual([
      [awayId(0), { colour: 'red' }],
      [awayId(1), { colour: 'blue' }],
      [botId(2), { colour: null }],
    ]);
    expect(lobby.arrive('ada', 'Ada', [{ seat: 0, token: tokens[0]! }]).reclaimed).toEqual([0]);
    expect(lobby.host).toBe('ada');
    expect(lobby.seats[0]!.extra).toEqual({ colour: 'red' });
    lobby.depart('ada', true);
    expect(lobby.seats[0]).toMatchObject({ holder: null, extra: { colour: null } });
  });

  it("refuses stored data that does not fit the platform's part or the game's, with a typed error", () => {
    const good = toLobbyRecord(colouredLobby().lobby, { rounds: 3 });
    const bad: unknown[] = [
      null,
      'lobby',
      { ...good, v: 2 },
      { ...good, host: 3 },
      { ...good, seats: [] },
      { ...good, seats: [{ ...good.seats[0]!, holder: 3 }, ...good.seats.slice(1)] },
      { ...good, seats: [{ ...good.seats[0]!, tokenHash: null }, ...good.seats.slice(1)] },
      { ...good, seats: [good.seats[0], { ...good.seats[1]!, tokenHash: 'not-a-hash' }, good.seats[2]] },
      { ...good, members: [{ name: '', ready: true }, good.members[1]] },
      // The game's part: its schema and its own checks.
      { ...good, extra: true },
      { ...good, rounds: 0 },
      { ...good, seats: [good.seats[0], { ...good.seats[1]!, colour: 'green' }, good.seats[2]] },
      { ...good, seats: [good.seats[0], { ...good.seats[1]!, colour: 'red' }, good.seats[2]] },
      { ...good, seats: [good.seats[0], { ...good.seats[1]!, shape: 'round' }, good.seats[2]] },
    ];
    for (const raw of bad)
      expect(() => readLobbyRecord(raw, COLOURS), JSON.stringify(raw)).toThrow(LobbyRecordError);
    // A game that keeps nothing of its own takes no fields of another's.
    expect(() => readLobbyRecord(good, NO_LOBBY_EXTRAS)).toThrow(LobbyRecordError);
  });

  it('names away members with ids no session id can take', () => {
    expect(isAway(awayId(0))).toBe(true);
    expect(isAway('a1B2c3D4e')).toBe(false);
  });
});
