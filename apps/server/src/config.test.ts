import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('configuration', () => {
  it('queues up to 4096 connections by default (a restart rejoin storm overflows 511)', () => {
    expect(readConfig({}).listenBacklog).toBe(4096);
    expect(readConfig({ LISTEN_BACKLOG: '1024' }).listenBacklog).toBe(1024);
  });

  it('refuses a backlog that is not a positive integer, naming the variable', () => {
    for (const bad of ['0', '-5', '12.5', 'lots'])
      expect(() => readConfig({ LISTEN_BACKLOG: bad })).toThrow(/LISTEN_BACKLOG must be an integer/);
  });
});
