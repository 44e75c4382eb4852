/**
 * No player reads a word that is not in the catalogues: a lint over the client's screens,
 * scenes, stores and pages for string literals in the places text reaches the screen (element
 * children, text and label attributes, Pixi text, toasts and notices).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['ui', 'scenes', 'store', 'spies', 'replay', 'app'];
/** Attributes a player reads or hears. */
const SHOWN_ATTRIBUTES = new Set([
  'title',
  'aria-label',
  'placeholder',
  'alt',
  'aria-description',
  'aria-valuetext',
]);
/** Properties whose assignment puts text on the screen (DOM and Pixi). */
const SHOWN_PROPERTIES = new Set(['textContent', 'innerText', 'title', 'placeholder', 'text', 'ariaLabel']);
/** Calls whose text arguments reach the screen. */
const SHOWN_CALLS = new Set(['floatText', 'replace', 'append']);

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(SRC, folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => path.join(SRC, folder, f)),
  );
}

/** Text with words in it ("Go", "Floor 2"); symbols, digits and single letters pass ("?", "+", "×2", "P"). */
function hasWords(text: string): boolean {
  return /\p{L}{2,}/u.test(text);
}

/** The literal text of a string or template (template holes left out), or null for anything else. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node)) {
    const a = literalText(node.whenTrue);
    const b = literalText(node.whenFalse);
    return a !== null || b !== null ? `${a ?? ''} ${b ?? ''}` : null;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    return literalText(node.right);
  return null;
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
}

function propertyName(name: ts.PropertyName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : '';
}

/** Every place in `file` where a literal with words reaches the screen, as "file:line: text". */
function shownLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const flag = (node: ts.Node) => {
    const text = literalText(node);
    if (text === null || !hasWords(text)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(SRC, file)}:${line + 1}: ${node.getText().slice(0, 80)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node);
      const args = node.arguments ?? [];
      // h(tag, attrs, ...children): the children are what shows.
      if (name === 'h') for (const child of args.slice(2)) flag(child);
      if (SHOWN_CALLS.has(name)) for (const arg of args) flag(arg);
      // toast(text, tone): the text.
      if (name === 'toast' && args[0]) flag(args[0]);
      // new Text({ text: '…' }) in the scenes.
      if (name === 'Text')
        for (const arg of args)
          if (ts.isObjectLiteralExpression(arg))
            for (const p of arg.properties)
              if (ts.isPropertyAssignment(p) && propertyName(p.name) === 'text') flag(p.initializer);
    }
    // h(tag, { title: '…', 'aria-label': '…' }) and element attributes set by hand.
    if (ts.isPropertyAssignment(node) && SHOWN_ATTRIBUTES.has(propertyName(node.name)))
      flag(node.initializer);
    if (ts.isCallExpression(node) && calleeName(node) === 'setAttribute') {
      const [attribute, value] = node.arguments;
      if (attribute && value && SHOWN_ATTRIBUTES.has(literalText(attribute) ?? '')) flag(value);
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      SHOWN_PROPERTIES.has(node.left.name.text)
    )
      flag(node.right);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('player-facing text', () => {
  it('finds the places text reaches the screen (the lint can fail)', () => {
    const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'literals-'));
    const sample = path.join(dir, 'sample.ts');
    fs.writeFileSync(
      sample,
      [
        "h('p', {}, 'Hello there');",
        "h('button', { title: 'Close it' }, '×');",
        'el.textContent = `Turn $' + '{n}`;',
        "new Text({ text: 'FLOOR' });",
        "el.setAttribute('aria-label', 'Board');",
        "toast(ok ? 'Saved' : t('x'));",
        "h('span', { class: 'big-word' }, t('ok'), '?', 'P');",
      ].join('\n'),
    );
    expect(shownLiterals(sample).map((line) => line.slice(line.indexOf(': ') + 2))).toEqual([
      "'Hello there'",
      "'Close it'",
      `\`Turn $\{n}\``,
      "'FLOOR'",
      "'Board'",
      "ok ? 'Saved' : t('x')",
    ]);
    fs.rmSync(dir, { recursive: true });
  });

  it('is never written outside the catalogues in ui/, scenes/, store/, spies/, replay/ or app/', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(shownLiterals)).toEqual([]);
  });
});
