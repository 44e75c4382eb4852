/**
 * Colyseus schema classes made from shapes, once per shape: the server's synced state is built
 * from the same description the browser decodes with.
 */
import { type DefinitionType, type Schema, schema } from '@colyseus/schema';
import { type Shape, tupleField } from './shape.js';

type SchemaClass = new () => Schema;
type FieldsOf = Readonly<Record<string, Shape>>;

const classes = new WeakMap<Shape, SchemaClass>();

/** The schema class of an object, tuple or variant shape. */
export function schemaClass(shape: Shape): SchemaClass {
  let made = classes.get(shape);
  if (!made) {
    made = makeClass(shape);
    classes.set(shape, made);
  }
  return made;
}

function makeClass(shape: Shape): SchemaClass {
  switch (shape.kind) {
    case 'object':
      return define(shape.name, shape.fields);
    case 'tuple':
      return define(shape.name, Object.fromEntries(shape.items.map((item, i) => [tupleField(i), item])));
    case 'variant':
      // One class with every field of both cases; a field keeps the type it has where it first appears.
      return define(shape.name, { ...shape.cases.false, ...shape.cases.true });
    default:
      throw new Error(`a ${shape.kind} shape has no schema class`);
  }
}

function define(name: string, fields: FieldsOf): SchemaClass {
  const definition: Record<string, DefinitionType> = {};
  for (const [key, field] of Object.entries(fields)) definition[key] = fieldType(field);
  return schema(definition as Parameters<typeof schema>[0], name) as unknown as SchemaClass;
}

/** How a shape is declared as a schema field. */
export function fieldType(shape: Shape): DefinitionType {
  switch (shape.kind) {
    case 'number':
      return shape.type;
    case 'boolean':
      return 'boolean';
    case 'string':
    case 'json':
      return 'string';
    case 'nullable':
      return fieldType(shape.of);
    case 'object':
    case 'tuple':
    case 'variant':
      return schemaClass(shape) as unknown as DefinitionType;
    case 'list':
      return [fieldType(shape.of)] as DefinitionType;
    case 'numberMap':
      return { map: 'number' } as DefinitionType;
    case 'mapped':
      return fieldType(shape.wire);
  }
}
