/**
 * What a cell of the mansion holds, in words, for hovering or long-pressing it (issue 32): the
 * figures, devices and tokens on it as the board shown has them, whether it is watched or lit,
 * and what security last knew there (its last sightings of spies). Pure: from the scene's model.
 */
import { cellXY, type MapDef } from '@safecrackers/asym-rules';
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

export function cellInfo(model: MansionModel, cell: string, map?: MapDef): string[] {
  const lines: string[] = [];
  const { col, row } = cellXY(cell);
  const ground = map ? GROUND[map.raw.terrain[row]?.[col] ?? ''] : undefined;
  if (ground) lines.push(t(`spies.info.ground.${ground}` as 'spies.info.ground.loud'));
  for (const f of model.figures.filter((x) => x.cell === cell)) {
    if (f.colour === 'spy')
      lines.push(t(`spies.info.spy.${f.state}` as 'spies.info.spy.ok', { seat: f.seat ?? 1 }));
    else if (f.colour === 'dog') lines.push(thing('dog'));
    else if (f.colour === 'civilian') lines.push(t('spies.info.civilian', { id: f.label }));
    else lines.push(thing(Number(f.label)));
  }
  for (const c of model.cameras.filter((x) => x.cell === cell)) {
    const name = t(c.perimeter ? 'spies.info.perimeterCamera' : 'spies.info.camera', { id: c.id });
    lines.push(c.destroyed ? t('spies.info.destroyed', { what: name }) : name);
  }
  for (const l of model.lamps.filter((x) => x.cell === cell))
    lines.push(
      t('spies.info.lamp', {
        state: t(
          l.destroyed ? 'spies.info.lampDestroyed' : l.lit ? 'spies.info.lampLit' : 'spies.info.lampOff',
        ),
      }),
    );
  for (const d of model.documents.filter((x) => x.cell === cell))
    lines.push(
      t(
        d.marked === true
          ? 'spies.info.documentMarked'
          : d.marked === false
            ? 'spies.info.documentUnmarked'
            : 'spies.info.document',
      ),
    );
  for (const b of model.bugs.filter((x) => x.cell === cell))
    lines.push(t(b.spent ? 'spies.info.bugSpent' : 'spies.info.bug'));
  if (model.noise.includes(cell)) lines.push(t('spies.info.noise'));
  if (model.bodies.includes(cell)) lines.push(t('spies.info.body'));
  if (model.lure === cell) lines.push(t('spies.info.lure'));
  if (model.direct.has(cell)) lines.push(t('spies.info.watchedDirect'));
  else if (model.watched.has(cell)) lines.push(t('spies.info.watched'));
  if (model.lit.has(cell)) lines.push(t('spies.info.lit'));
  for (const s of model.sightings.filter((x) => x.cell === cell))
    lines.push(t('spies.info.sighting', { seat: s.seat }));
  return lines.length > 0 ? lines : [t('spies.info.empty')];
}
