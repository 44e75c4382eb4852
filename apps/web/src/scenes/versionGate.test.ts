import type { DomainEvent } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { type Timers, VersionGate } from './versionGate.js';

function harness() {
  const log: string[] = [];
  let due: (() => void) | null = null;
  const timers: Timers = {
    set: (run) => {
      due = run;
      return 1;
    },
    clear: () => {
      due = null;
    },
  };
  const gate = new VersionGate<string>(
    { show: (m) => log.push(`show ${m}`), play: (e, m) => log.push(`play ${e.length} then ${m}`) },
    250,
    timers,
  );
  return { gate, log, fire: () => due?.() };
}

const ev: DomainEvent[] = [{ type: 'gameWon' }];

describe('version gate', () => {
  it('shows the first model at once, then animates the next with its events', () => {
    const { gate, log } = harness();
    gate.model(1, 'v1');
    gate.model(2, 'v2');
    expect(log).toEqual(['show v1']);
    gate.events(2, ev);
    expect(log).toEqual(['show v1', 'play 1 then v2']);
  });

  it('shows a version whose events never come after the wait', () => {
    const { gate, log, fire } = harness();
    gate.model(1, 'v1');
    gate.model(2, 'v2');
    fire();
    expect(log).toEqual(['show v1', 'show v2']);
    gate.events(2, ev); // too late: nothing replays
    expect(log).toHaveLength(2);
  });

  it('redraws the same version at once and handles events that come first', () => {
    const { gate, log } = harness();
    gate.model(1, 'v1');
    gate.model(1, 'v1 highlighted');
    gate.events(2, ev);
    gate.model(2, 'v2');
    expect(log).toEqual(['show v1', 'show v1 highlighted', 'play 1 then v2']);
  });
});
