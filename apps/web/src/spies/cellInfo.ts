/**
 * What a cell of the mansion holds, in words, for hovering or long-pressing it (issue 32): the
 * figures, devices and tokens on it as the board shown has them, whether it is watched or lit,
 * and what security last knew there (its last sightings of spies), each line with the rules topic
 * that explains it ("What does this do?"). Pure: from the scene's model.
 */
import { cellXY, type MapDef, parseCell, type StepNoiseAction, stepNoise } from '@safecrackers/asym-rules';
import { t } from '../i18n/index.js';
import type { MansionModel } from './spyModel.js';
import { thing } from './spyText.js';

/** The ground words of the map's terrain codes (docs/data/asym-maps.json: `legend`). */
const GROUND: Record<string, 'loud' | 'muffled' | 'water' | 'block' | 'generator'> = {
  ':': 'loud',
  '=': 'muffled',
  '~': 'water',
  '#': 'block',
  G: 'generator',
};

/** The rules topic (spiesRules.ts) that explains each kind of ground. */
const GROUND_TOPIC: Record<(typeof GROUND)[string], string | null> = {
  loud: 'noise',
  muffled: 'noise',
  water: null,
  block: null,
  generator: 'vision',
};

/** A line of the tip, and the rules topic that says what it does (null: none says more). */
export interface InfoLine {
  text: string;
  topic: string | null;
}

/**
 * `stepping`: the spy's action under way, when a step onto this cell is one of its inputs now:
 * the tip says what that step costs in noise (A-R4.7).
 */
export function cellInfo(
  model: MansionModel,
  cell: string,
  map?: MapDef,
  stepping?: StepNoiseAction | null,
): InfoLine[] {
  const lines: InfoLine[] = [];
  const add = (text: string, topic: string | null) => lines.push({ text, topic });
  if (stepping && map)
    add(
      t(stepNoise(map, stepping, parseCell(map, cell)) > 0 ? 'spies.info.stepLoud' : 'spies.info.stepQuiet'),
      'noise',
    );
  const { col, row } = cellXY(cell);
  const ground = map ? GROUND[map.raw.terrain[row]?.[col] ?? ''] : undefined;
  if (ground) add(t(`spies.info.ground.${ground}` as 'spies.info.ground.loud'), GROUND_TOPIC[ground]);
  for (const f of model.figures.filter((x) => x.cell === cell)) {
    if (f.colour === 'spy')
      add(t(`spies.info.spy.${f.state}` as 'spies.info.spy.ok', { seat: f.seat ?? 1 }), 'actions');
    else if (f.colour === 'dog') add(thing('dog'), 'dog');
    else if (f.colour === 'civilian') add(t('spies.info.civilian', { id: f.label }), 'vision');
    else add(thing(Number(f.label)), 'vision');
  }
  for (const c of model.cameras.filter((x) => x.cell === cell)) {
    const name = t(c.perimeter ? 'spies.info.perimeterCamera' : 'spies.info.camera', { id: c.id });
    add(c.destroyed ? t('spies.info.destroyed', { what: name }) : name, 'vision');
  }
  for (const l of model.lamps.filter((x) => x.cell === cell))
    add(
      t('spies.info.lamp', {
        state: t(
          l.destroyed ? 'spies.info.lampDestroyed' : l.lit ? 'spies.info.lampLit' : 'spies.info.lampOff',
        ),
      }),
      'vision',
    );
  for (const d of model.documents.filter((x) => x.cell === cell))
    add(
      t(
        d.marked === true
          ? 'spies.info.documentMarked'
          : d.marked === false
            ? 'spies.info.documentUnmarked'
            : 'spies.info.document',
      ),
      'goal',
    );
  for (const b of model.bugs.filter((x) => x.cell === cell))
    add(t(b.spent ? 'spies.info.bugSpent' : 'spies.info.bug'), 'noise');
  if (model.noise.includes(cell)) add(t('spies.info.noise'), 'noise');
  if (model.bodies.includes(cell)) add(t('spies.info.body'), 'noise');
  if (model.lure === cell) add(t('spies.info.lure'), 'dog');
  if (model.direct.has(cell)) add(t('spies.info.watchedDirect'), 'vision');
  else if (model.watched.has(cell)) add(t('spies.info.watched'), 'vision');
  if (model.lit.has(cell)) add(t('spies.info.lit'), 'vision');
  for (const s of model.sightings.filter((x) => x.cell === cell))
    add(t('spies.info.sighting', { seat: s.seat }), 'vision');
  return lines.length > 0 ? lines : [{ text: t('spies.info.empty'), topic: null }];
}
