/**
 * Card tables: spy equipment (A-R13.3) and security cards (A-R14.5), Milestone 1 rows.
 */
import type { RoleId, SecurityCardId, SpyCardId } from './types.js';

export interface SpyCardInfo {
  name: string;
  /** Max copies per spy (A-R13.3). */
  max: number;
}

export const SPY_CARD_INFO: Record<SpyCardId, SpyCardInfo> = {
  E1: { name: 'Cartridge', max: 4 },
  E2: { name: 'Knife', max: 2 },
  E4: { name: 'Dog repeller', max: 2 },
  E5: { name: 'Camouflage', max: 1 },
  E7: { name: 'Wire cutters', max: 3 },
  E8: { name: 'Glass cutter', max: 2 },
  E9: { name: 'Lockpick', max: 2 },
  E10: { name: 'Code breaker', max: 1 },
  E13: { name: 'Soft soles', max: 2 },
  E14: { name: 'Binoculars', max: 1 },
  E15: { name: 'Rope', max: 2 },
};

export const ROLE_NAMES: Record<RoleId, string> = {
  acrobat: 'Acrobat',
  marksman: 'Marksman',
  technician: 'Technician',
  handler: 'Handler',
};

export interface SecurityCardInfo {
  name: string;
  /** Copies in the mission 1 hand (A-R14.5, column M1). */
  copies: number;
  /** The Alarm column: playable only at this alarm or more, and alarm-linked (A-R14.3). */
  alarm: number | null;
  /** 888: several copies per turn on different targets (A-R14.2, A-D57). */
  repeatable: boolean;
}

export const SECURITY_CARD_INFO: Record<SecurityCardId, SecurityCardInfo> = {
  S1: { name: 'Heat sensor', copies: 2, alarm: 4, repeatable: false },
  S2: { name: 'Reinforcements', copies: 2, alarm: 6, repeatable: true },
  S3: { name: 'Forced march', copies: 1, alarm: 2, repeatable: false },
  S4: { name: 'Double shift', copies: 1, alarm: 4, repeatable: false },
  S5: { name: 'Issue equipment', copies: 2, alarm: null, repeatable: true },
  S6: { name: 'Camera', copies: 2, alarm: null, repeatable: true },
  S9: { name: 'Bug', copies: 2, alarm: null, repeatable: true },
  S11: { name: 'Search', copies: 1, alarm: 6, repeatable: false },
};

/** A-R14.3: alarm-linked plays per security turn by band: Calm 0, Low 1, Medium 2, High 3, Maximum 4. */
export const LINKED_LIMIT = [0, 1, 2, 3, 4] as const;

/** A-R14.5 S6: a panoramic camera needs alarm 4 and counts as alarm-linked. */
export const PANORAMIC_ALARM = 4;
