/**
 * Rule IDs: what the specifications in docs/ define, and what test names cite. Test names cite
 * the heist's rules and decisions (R5.4, D61; docs/RULES.md) and the spies game's (A-R6.9, A-D12;
 * docs/ASYMMETRIC.md); every cited ID must resolve from a clone.
 */

/** An ID as cited: a spies rule or decision, a heist rule (always dotted) or a heist decision. */
const CITED_ID = /(?<![\w-])(A-[RD]\d+(?:\.\d+)*|R\d+(?:\.\d+)+|D\d+)(?![\w.]\d)/g;

/**
 * The title of a describe/it/test call (modifiers and `.each(...)` included, describeNeeding's
 * list of pieces skipped): the quote, then the text up to the same quote unescaped.
 */
const TEST_TITLE =
  /\b(?:describe|it|test|describeNeeding)\b(?:\.\w+)*(?:\((?:[^()]|\([^()]*\))*\))?\(\s*(?:\[[^\]]*\],\s*)?(['"`])((?:\\.|(?!\1)[^\\])*)\1/gs;

/**
 * The IDs a specification defines: bold entries (`**R1.2 Victory.**`, `**A-D3 ...**`) and
 * numbered headings (`### 9.2 Tools` defines R9.2; `## 3. Round structure` defines A-R3).
 */
export function definedIds(markdown: string, prefix: '' | 'A-'): Set<string> {
  const ids = new Set<string>();
  const bold = new RegExp(`\\*\\*(${prefix}[RD]\\d+(?:\\.\\d+)*)\\b`, 'g');
  for (const m of markdown.matchAll(bold)) ids.add(m[1] as string);
  for (const m of markdown.matchAll(/^#+ (\d+(?:\.\d+)*)\.? /gm)) ids.add(`${prefix}R${m[1]}`);
  return ids;
}

/** The titles of the tests and groups in one test file's source. */
export function testTitles(source: string): string[] {
  return [...source.matchAll(TEST_TITLE)].map((m) => m[2] as string);
}

/** The rule IDs a title cites. */
export function citedIds(title: string): string[] {
  return [...title.matchAll(CITED_ID)].map((m) => m[1] as string);
}
