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
