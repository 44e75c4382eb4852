/**
 * The shape of a catalogue entry. Most are plain strings with {name} placeholders; a sentence
 * about a count is a plural message, one wording per plural category of the language
 * (`Intl.PluralRules`: English has one/other, Russian one/few/many/other, Chinese only other).
 */
export interface PluralMessage {
  /** The placeholder whose number picks the wording. */
  readonly count: string;
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

export type Message = string | PluralMessage;

/** A plural message in a catalogue: `plural('n', {one: '{n} die', other: '{n} dice'})`. */
export function plural(count: string, forms: Omit<PluralMessage, 'count'>): PluralMessage {
  return { count, ...forms };
}

/**
 * Another language's version of an English catalogue file: every key, plain where English is
 * plain and plural where English is plural (so a missing key is a compile error).
 */
export type Translation<English> = {
  readonly [K in keyof English]: English[K] extends string ? string : PluralMessage;
};

export function isPlural(message: Message): message is PluralMessage {
  return typeof message !== 'string';
}
