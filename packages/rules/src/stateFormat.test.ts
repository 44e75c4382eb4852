import { createHash } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATE_FORMAT } from './stateFormat.js';
import { typeShape } from './testing/typeShape.js';

/**
 * The GameState shape that STATE_FORMAT's snapshots store. Servers restore rooms from snapshots
 * of their format; a state type that changed under the same format would restore wrongly.
 */
const RECORDED = { format: 2, shape: '90487e7416eca026' };

const shapeNow = () =>
  createHash('sha256')
    .update(typeShape(path.join(import.meta.dirname, 'types.ts'), 'GameState'))
    .digest('hex')
    .slice(0, 16);

describe('STATE_FORMAT follows the stored state', () => {
  it('GameState has the shape recorded for this STATE_FORMAT', () => {
    const shape = shapeNow();
    if (shape !== RECORDED.shape && STATE_FORMAT === RECORDED.format)
      expect.fail(
        `GameState changed (shape ${shape}) while STATE_FORMAT is still ${STATE_FORMAT}: raise STATE_FORMAT, ` +
          `teach storedState() to read format ${STATE_FORMAT} or ignore it, then record ` +
          `{ format: ${STATE_FORMAT + 1}, shape: '${shape}' } in stateFormat.test.ts.`,
      );
    expect({ format: STATE_FORMAT, shape }).toEqual(RECORDED);
  }, 30_000);
});
