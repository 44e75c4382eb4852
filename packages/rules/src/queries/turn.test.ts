import { describe, expect, it } from 'vitest';
import { events, quiet } from '../testing/core-helpers.js';
import { eventsOf } from '../testing/scene.js';
import { viewFor } from '../view.js';
import { endTurnDrawsEvent } from './turn.js';

describe('R4.5 endTurnDrawsEvent: what the End turn button warns of', () => {
  it('R4.5 no action and two counted actions draw; three do not', () => {
    const s = quiet();
    events(s, ['lampshade']);
    expect(endTurnDrawsEvent(viewFor(s.state, 0))).toBe(true);
    s.peek(0, '1:B1');
    s.peek(0, '1:A2');
    expect(endTurnDrawsEvent(viewFor(s.state, 0))).toBe(true);
    expect(endTurnDrawsEvent(viewFor(s.state, null))).toBe(true);
    s.move(0, '1:B1');
    expect(endTurnDrawsEvent(viewFor(s.state, 0))).toBe(false);
    expect(eventsOf(s.end(0), 'eventDrawn')).toEqual([]);
  });

  it('R4.5 the query agrees with the event check when the turn ends at two actions', () => {
    const s = quiet();
    events(s, ['lampshade']);
    s.peek(0, '1:B1');
    s.peek(0, '1:A2');
    const warned = endTurnDrawsEvent(viewFor(s.state, 0));
    expect(eventsOf(s.end(0), 'eventDrawn').length > 0).toBe(warned);
  });

  it('R4.5/R9.3.11 the Stamp holder is warned at three counted actions', () => {
    const s = quiet();
    events(s, ['lampshade']);
    s.give(0, 'stamp');
    s.peek(0, '1:B1');
    s.peek(0, '1:A2');
    s.move(0, '1:B1');
    expect(endTurnDrawsEvent(viewFor(s.state, 0))).toBe(true);
    expect(eventsOf(s.end(0), 'eventDrawn')).toHaveLength(1);
  });
});
