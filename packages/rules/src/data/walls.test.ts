/** The engine's built-in data against the facts its specification comes with (docs/data). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REFERENCE_DATA_DIR } from '@safecrackers/test-kit';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../scenarios.js';
import { PRINTED_WALLS } from './walls.js';

const SHARED = `${REFERENCE_DATA_DIR}${path.sep}`;

const KEYS = { bank: 'bank', office: 'office', fortknox: 'fort_knox' } as const;

describe('built-in data matches docs/data', () => {
  it('R2.3 printed wall layouts equal docs/data/wall-layouts.json on every floor (D10)', () => {
    const data = JSON.parse(readFileSync(`${SHARED}wall-layouts.json`, 'utf8'));
    for (const [id, key] of Object.entries(KEYS)) {
      const floors = data.scenarios[key].floors as Array<{ wall_labels: string[] }>;
      expect(PRINTED_WALLS[id as keyof typeof KEYS].map((f) => [...f].sort())).toEqual(
        floors.map((f) => [...f.wall_labels].sort()),
      );
    }
  });

  it('R2.1/R2.2 tile mixes and combination numbers equal docs/data/material.json (D9)', () => {
    const data = JSON.parse(readFileSync(`${SHARED}material.json`, 'utf8'));
    for (const [id, key] of Object.entries(KEYS)) {
      const numbers = data.scenarios[key].tiles.combination_numbers as Record<string, number[]>;
      const ours: Record<string, number[]> = {};
      for (const t of SCENARIOS[id as keyof typeof KEYS].tiles) {
        const kind = t.kind.startsWith('computer-') ? `${t.kind.slice('computer-'.length)}-computer` : t.kind;
        ours[kind] = [...(ours[kind] ?? []), t.num];
      }
      const sorted = (r: Record<string, number[]>) =>
        Object.fromEntries(Object.entries(r).map(([k, v]) => [k, [...v].sort()]));
      expect(sorted(ours)).toEqual(sorted(numbers));
    }
  });

  it('R2.7 starting guard speeds equal docs/data/material.json (D6, D7)', () => {
    const data = JSON.parse(readFileSync(`${SHARED}material.json`, 'utf8'));
    for (const [id, key] of Object.entries(KEYS)) {
      expect(SCENARIOS[id as keyof typeof KEYS].guardSpeeds).toEqual(
        data.scenarios[key].guard_start_speed_by_floor,
      );
    }
  });
});
