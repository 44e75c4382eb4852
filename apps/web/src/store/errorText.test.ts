/**
 * Every error code the server can send has words in every language: the list below is typed by
 * the three unions, so a new code fails the typecheck until it is listed here (and then this test
 * until the catalogues word it). The server's English `message` never reaches the player.
 */
import type { AsymErrorCode } from '@safecrackers/asym-rules';
import type { ProtocolErrorCode, StartProblem } from '@safecrackers/protocol/wire';
import type { ErrorCode } from '@safecrackers/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { english } from '../i18n/en/index.js';
import { hasKey, setLocale } from '../i18n/index.js';
import { LOCALES } from '../i18n/locales.js';
import { errorText, startProblemText } from './errorText.js';

type AnyErrorCode = ProtocolErrorCode | ErrorCode | AsymErrorCode;

const EVERY_CODE: Record<AnyErrorCode, true> = {
  'input/bad_shape': true,
  'input/unknown_message': true,
  'input/malformed': true,
  'input/too_large': true,
  'input/rate_limited': true,
  'seat/not_held': true,
  'seat/no_such': true,
  'seat/taken': true,
  'seat/not_vacant': true,
  'seat/no_member': true,
  'lobby/not_host': true,
  'lobby/not_in_lobby': true,
  'lobby/character_taken': true,
  'lobby/assignment_random': true,
  'lobby/side_not_allowed': true,
  'lobby/cannot_start': true,
  'game/not_started': true,
  'log/out_of_range': true,
  'server/storage': true,
  'server/engine': true,
  'seat/bot_plays': true,
  'chat/not_allowed': true,
  'action/unknown': true,
  'action/game_over': true,
  'action/not_your_turn': true,
  'action/prompt_pending': true,
  'action/no_prompt': true,
  'action/not_enough_actions': true,
  'action/actions_over': true,
  'action/not_entered': true,
  'action/invalid': true,
  'action/once_per_turn': true,
  'setup/invalid': true,
  'setup/not_setup_phase': true,
  'prompt/not_yours': true,
  'prompt/wrong_kind': true,
  'prompt/invalid_answer': true,
  'move/not_linked': true,
  'move/cannot_pay': true,
  'move/blocked': true,
  'peek/not_linked': true,
  'peek/already_revealed': true,
  'tile/wrong_kind': true,
  'tile/not_revealed': true,
  'hack/full': true,
  'safe/open': true,
  'safe/full': true,
  'safe/no_dice': true,
  'safe/keycard': true,
  'tool/not_held': true,
  'tool/bust': true,
  'tool/no_target': true,
  'trade/invalid': true,
  'pickup/nothing': true,
  'pickup/gold_bar': true,
  'escape/not_here': true,
  'escape/time_lock': true,
  'escape/safes_closed': true,
  'escape/kitty_loose': true,
  'escape/loot_left': true,
  'undo/nothing': true,
  'ability/wrong_character': true,
  'ability/invalid': true,
  'setup/milestone2': true,
  'action/wrong_stage': true,
  'prompt/none': true,
  'place/invalid': true,
  'place/order': true,
  'loadout/invalid': true,
  'loadout/milestone2': true,
  'loadout/confirmed': true,
  'spy/done': true,
  'spy/no_action': true,
  'spy/action_open': true,
  'spy/not_eligible': true,
  'spy/cannot_emerge': true,
  'spy/mode': true,
  'move/illegal': true,
  'move/occupied': true,
  'move/not_now': true,
  'noise/invalid': true,
  'card/not_held': true,
  'card/once_per_action': true,
  'card/milestone2': true,
  'card/invalid': true,
  'card/not_now': true,
  'shot/invalid': true,
  'shot/spent': true,
  'body/invalid': true,
  'security/phase': true,
  'security/activation': true,
  'security/no_unit': true,
  'security/limit': true,
  'security/invalid': true,
  'security/view': true,
  'security/card_limit': true,
  'security/reinforcement_first': true,
};
const codes = Object.keys(EVERY_CODE) as AnyErrorCode[];

/** What a server sends as `message`: English for developers, never for players. */
const SERVER_MESSAGE = 'Zyxwv developer detail (A-R9.9).';
const serverWords = ['Zyxwv', 'developer', 'detail', 'A-R9.9'];

/** The server refusing a start, as it sends it. */
const refusal = (reasons: StartProblem[]) => ({
  code: 'lobby/cannot_start',
  message: SERVER_MESSAGE,
  about: 'lobby/start',
  reasons,
});

const problems: StartProblem[] = [
  { code: 'seat/empty', seat: 1 },
  { code: 'seat/no_character', seat: 0 },
  { code: 'seat/unmanned', seat: 0 },
  { code: 'seat/unmanned', seat: 2 },
  { code: 'member/not_ready', name: 'Ann' },
];

afterEach(async () => {
  await setLocale('en');
});

describe('error codes', () => {
  it('each has its error.<code> key', () => {
    expect(codes.length).toBeGreaterThan(90);
    for (const code of codes) expect([code, hasKey(`error.${code}`)]).toEqual([code, true]);
  });

  it('no error text carries a placeholder (the server message is not for players)', () => {
    for (const [key, text] of Object.entries(english))
      if (key.startsWith('error.')) expect([key, text]).not.toEqual([key, expect.stringContaining('{')]);
  });

  it.each(LOCALES)('reads every code in %s without the server message', async (locale) => {
    await setLocale(locale);
    const texts = new Set<string>();
    for (const code of codes) {
      const payload = { code, message: SERVER_MESSAGE, about: 'action' };
      const text = errorText(payload);
      for (const word of serverWords) expect([code, text]).not.toEqual([code, expect.stringContaining(word)]);
      expect([code, text]).not.toEqual([code, expect.stringContaining('{')]);
      expect(text.length).toBeGreaterThan(1);
      texts.add(text);
    }
    // A code of no catalogue (a newer server) reads as the generic sentence, still without the message.
    const newer = { code: 'new/code', message: SERVER_MESSAGE, about: 'action' };
    const unknown = errorText(newer);
    for (const word of serverWords) expect(unknown).not.toContain(word);
    expect(texts.has(unknown)).toBe(false);
  });

  it.each(LOCALES)('words why the host cannot start in %s', async (locale) => {
    await setLocale(locale);
    const words = problems.map((p) => startProblemText(p));
    for (const word of words) expect(word).toMatch(/^[^{}]+$/);
    expect(new Set(words).size).toBe(problems.length);
    const text = errorText(refusal(problems));
    expect(text).toContain(words[0]);
    expect(text).toContain('Ann');
    for (const word of serverWords) expect(text).not.toContain(word);
  });

  it('words the reasons in English as the lobby does', () => {
    expect(errorText(refusal(problems))).toBe(
      'The game cannot start yet. Seat 2 has no player. Seat 1 has no character. ' +
        'Security has no player and no bot. Spy 2 has no player and no bot. Ann is not ready.',
    );
  });
});
