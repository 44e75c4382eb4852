/**
 * A TypeScript type's shape as text, for tests that must notice when a stored type changes
 * (stateFormat.test.ts). Property names, optionality and member types, sorted; comments, order
 * and the names of types do not count. A type met again inside itself is written `@Name`.
 */
import ts from 'typescript';

export function typeShape(file: string, typeName: string): string {
  // The ES library alone: no DOM or Node types to read (a state holds neither).
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    lib: ['lib.es2022.d.ts'],
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`cannot read ${file}`);
  const module = checker.getSymbolAtLocation(source);
  const symbol = module && checker.getExportsOfModule(module).find((s) => s.name === typeName);
  if (!symbol) throw new Error(`${typeName} is not exported by ${file}`);
  return describe(checker, checker.getDeclaredTypeOfSymbol(symbol), []);
}

function describe(checker: ts.TypeChecker, type: ts.Type, open: ts.Type[]): string {
  if (type.isUnion()) {
    return type.types
      .map((t) => describe(checker, t, open))
      .sort()
      .join(' | ');
  }
  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type as ts.TypeReference);
    return `(${element ? describe(checker, element, open) : 'unknown'})[]`;
  }
  if (checker.isTupleType(type)) {
    return `[${checker
      .getTypeArguments(type as ts.TypeReference)
      .map((t) => describe(checker, t, open))
      .join(', ')}]`;
  }
  if (!(type.flags & ts.TypeFlags.Object)) return checker.typeToString(type);
  if (open.includes(type)) return `@${checker.typeToString(type)}`;
  const inner = [...open, type];
  const members = checker
    .getPropertiesOfType(type)
    .map((p) => {
      const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
      const declaration = p.valueDeclaration ?? p.declarations?.[0];
      const propType = declaration
        ? checker.getTypeOfSymbolAtLocation(p, declaration)
        : checker.getDeclaredTypeOfSymbol(p);
      return `${p.name}${optional}: ${describe(checker, propType, inner)}`;
    })
    .sort();
  for (const index of checker.getIndexInfosOfType(type))
    members.push(`[${checker.typeToString(index.keyType)}]: ${describe(checker, index.type, inner)}`);
  return `{ ${members.join('; ')} }`;
}
