/**
 * The levels a bot plays at, the same in every game: the host picks one per seat. A lower level
 * now and then slips, taking a random offered input instead of its own; each game's bots decide
 * where a slip is allowed (packages/bots: Crewmate; packages/asym-bots: LevelBot).
 */
export const BOT_LEVELS = ['rookie', 'steady', 'expert'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** How often each level takes a random offered input instead of its own; the expert never. */
export const SLIP_CHANCE: Record<BotLevel, number> = { rookie: 0.25, steady: 0.08, expert: 0 };
