/**
 * From what colyseus.js decoded (the state's `toJSON()`) back to plain values, by shape. The
 * input comes over the network: anything missing or of the wrong type becomes the shape's
 * empty value instead of breaking the client.
 */
import { type Shape, tupleField } from './shape.js';

type Raw = Record<string, unknown>;
const asObject = (v: unknown): Raw => (v !== null && typeof v === 'object' ? (v as Raw) : {});

export function decodeShape(shape: Shape, raw: unknown): unknown {
  switch (shape.kind) {
    case 'number':
      return typeof raw === 'number' ? raw : 0;
    case 'boolean':
      return raw === true;
    case 'string':
      return typeof raw === 'string' ? raw : '';
    case 'json':
      return parseJson(raw);
    case 'nullable':
      return raw === undefined || raw === null ? null : decodeShape(shape.of, raw);
    case 'object':
      return decodeFields(shape.fields, asObject(raw));
    case 'variant': {
      const o = asObject(raw);
      return decodeFields(o[shape.tag] === true ? shape.cases.true : shape.cases.false, o);
    }
    case 'tuple': {
      const o = asObject(raw);
      return shape.items.map((item, i) => decodeShape(item, o[tupleField(i)]));
    }
    case 'list':
      return (Array.isArray(raw) ? raw : []).map((item) => decodeShape(shape.of, item));
    case 'numberMap':
      return Object.fromEntries(Object.entries(asObject(raw)).filter(([, v]) => typeof v === 'number'));
    case 'mapped':
      return shape.in(decodeShape(shape.wire, raw));
  }
}

function decodeFields(fields: Readonly<Record<string, Shape>>, o: Raw): Raw {
  const out: Raw = {};
  for (const [key, field] of Object.entries(fields)) out[key] = decodeShape(field, o[key]);
  return out;
}

function parseJson(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw === '') return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
