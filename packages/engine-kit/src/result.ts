/**
 * Errors are data: an engine entry point answers with a Result instead of throwing on a
 * player's mistake. Each engine names its own codes ('namespace/reason').
 */
export interface EngineError<Code extends string = string> {
  code: Code;
  message: string;
}

export type Result<T extends object, Code extends string = string> =
  | ({ ok: true } & T)
  | { ok: false; error: EngineError<Code> };

/**
 * A player's mistake found deep inside a rule: thrown there, caught at the engine's edge and
 * answered as data (an EngineError). Each engine narrows the codes in a subclass.
 */
export class RuleError<Code extends string = string> {
  constructor(
    readonly code: Code,
    readonly message: string,
  ) {}
}

/** Whether a rule check passes: false when it refuses with a RuleError; anything else thrown is a bug. */
export function passes(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch (e) {
    if (e instanceof RuleError) return false;
    throw e;
  }
}
