/**
 * What a move would cost or set off, in words: the tooltip and the "tap again to confirm" step
 * show these before a risky move. The rules decide what the risks are (moveRisks of
 * @safecrackers/rules, over the public view); this only maps each one to its message.
 */

import {
  type MoveRisk,
  type MoveRiskOptions,
  type PlayerView,
  type Pos,
  moveRisks as risksOf,
} from '@safecrackers/rules';
import type { MessageKey, Params } from '../i18n/index.js';
import { floorPlaceName } from './positions.js';

export interface Risk {
  key: MessageKey;
  params?: Params;
}

const percent = (chance: number) => Math.round(chance * 100);

/** The messages of one risk: its own line, then what softens or worsens it. */
export function riskMessages(risk: MoveRisk): Risk[] {
  switch (risk.kind) {
    case 'guard':
    case 'foyer':
    case 'atrium':
    case 'tiara': {
      const own: Risk = { key: `risk.${risk.kind}` };
      if (risk.from === 'tile') return [own, { key: 'risk.tileStealth' }];
      if (risk.from === 'caught') return [own, { key: 'risk.caught' }];
      return [own];
    }
    case 'gemstone':
    case 'deadbolt':
      return [{ key: `risk.${risk.kind}`, params: { n: risk.actions } }];
    case 'keypad':
      return [{ key: 'risk.keypadOdds', params: { n: risk.dice, chance: percent(risk.chance) } }];
    case 'laser':
      return [{ key: risk.options.length > 0 ? 'risk.laser' : 'risk.laserAlarm' }];
    case 'fingerprint':
    case 'camera':
    case 'isotope':
    case 'detector':
    case 'motion': {
      const own: Risk = { key: `risk.${risk.kind}` };
      return risk.hack ? [own, { key: 'risk.hack' }] : [own];
    }
    case 'motionExit': {
      const own: Risk = { key: 'risk.motionExit', params: { at: floorPlaceName(risk.at) } };
      return risk.hack ? [own, { key: 'risk.hack' }] : [own];
    }
    case 'thermo':
      return [{ key: 'risk.thermo' }];
  }
}

export function moveRisks(view: PlayerView, seat: number, to: Pos, options: MoveRiskOptions = {}): Risk[] {
  return risksOf(view, seat, to, options).flatMap(riskMessages);
}
