/** The prefix of a left-out group's name (needs.ts), which the reporter counts by. */
export const LEFT_OUT = '[left out: needs';
