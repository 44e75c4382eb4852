import {
  type Action,
  type AsymSetup,
  type AsymState,
  apply,
  createGame,
  waitingFor,
} from '@safecrackers/asym-rules';
import { describe, expect, it } from 'vitest';
import { type AsymBot, BOT_LEVELS, type BotLevel, LevelBot, playGame, SecurityBot, SpyBot } from './index.js';

const setup = (spies: number, seed: string): AsymSetup => ({
  mode: 'asym',
  mission: 'mansion',
  seed,
  seats: [
    { name: 'Security', side: 'security' },
    ...Array.from({ length: spies }, (_, i) => ({ name: `Spy ${i + 1}`, side: 'spy' as const })),
  ],
});

/** Both sides at `level`, seeded like the server's (the engine's seed, each side its own slips). */
function playAt(level: BotLevel, spies: number, seed: string) {
  return playGame(
    setup(spies, seed),
    new LevelBot(level, new SecurityBot(seed), `${seed}/0`),
    new LevelBot(level, new SpyBot(seed), `${seed}/1`),
    { keepLog: true },
  );
}

/** The bot's own choice, remembered, to tell it from a slip. */
class Recording implements AsymBot {
  last: Action | null = null;
  constructor(private readonly bot: AsymBot) {}
  act(state: AsymState, seat: number): Action {
    this.last = this.bot.act(state, seat);
    return this.last;
  }
}

describe('spies bots at a level', () => {
  it.each(BOT_LEVELS)(
    '%s: whole seeded games with legal inputs only, each game ends',
    (level) => {
      for (const spies of [1, 2, 3]) {
        const g = playAt(level, spies, `level-${level}-${spies}`);
        expect(g.refused).toBe(0);
        expect(g.state.stage).toBe('over');
      }
    },
    60_000,
  );

  it('the expert is the bot as it is: the same inputs as the bare bots', () => {
    const seed = 'expert-bare';
    const bare = playGame(setup(2, seed), new SecurityBot(seed), new SpyBot(seed), { keepLog: true });
    expect(playAt('expert', 2, seed).log).toEqual(bare.log);
  }, 60_000);

  it('the rookie plays otherwise than the expert in a seeded game, and the same seed replays its slips', () => {
    const seed = 'rookie-vs-expert';
    const rookie = playAt('rookie', 2, seed);
    expect(rookie.log).not.toEqual(playAt('expert', 2, seed).log);
    expect(playAt('rookie', 2, seed).log).toEqual(rookie.log);
  }, 60_000);

  it('never slips in the setup nor when answering a prompt; it does slip in play', () => {
    const seed = 'careful-slips';
    const created = createGame(setup(3, seed));
    if (!created.ok) throw new Error(created.error.message);
    let state = created.state;
    const own = { security: new Recording(new SecurityBot(seed)), spies: new Recording(new SpyBot(seed)) };
    const security = new LevelBot('rookie', own.security, `${seed}/0`);
    const spies = new LevelBot('rookie', own.spies, `${seed}/1`);
    let slips = 0;
    let kept = 0;
    while (state.stage !== 'over') {
      const seat = waitingFor(state)[0] as number;
      const [bot, recording] = seat === 0 ? [security, own.security] : [spies, own.spies];
      const action = bot.act(state, seat);
      const careful = state.stage === 'securitySetup' || state.stage === 'spySetup' || state.pending;
      if (careful) {
        expect(action).toBe(recording.last);
        kept++;
      } else if (action !== recording.last) slips++;
      const r = apply(state, seat, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(kept).toBeGreaterThan(10);
    expect(slips).toBeGreaterThan(0);
  }, 60_000);
});
