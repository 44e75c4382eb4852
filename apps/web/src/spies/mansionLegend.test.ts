import { describe, expect, it } from 'vitest';
import { spies as en } from '../i18n/en/spies.js';
import { LEGEND_KEYS } from './mansionLegend.js';

describe("the mansion's legend (issue 32)", () => {
  it('has words for every symbol it shows, and shows every kind of piece, token and overlay the board draws', () => {
    for (const key of LEGEND_KEYS) expect(en, key).toHaveProperty([`spies.legendItem.${key}`]);
    for (const drawn of [
      'unit',
      'civilian',
      'dog',
      'spy',
      'camera',
      'perimeterCamera',
      'lamp',
      'alarmToken',
      'bug',
      'document',
      'noise',
      'body',
      'lure',
      'breach',
      'openings',
      'watched',
      'cone',
      'lit',
      'cutWire',
    ])
      expect(LEGEND_KEYS).toContain(drawn);
  });
});
