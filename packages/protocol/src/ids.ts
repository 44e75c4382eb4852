/**
 * Runtime lists of the engine's identifier unions, so that zod can check them. The
 * `Exhaustive` checks below fail to compile when the engine adds an id that is missing here.
 */
import type { CharacterId, EventId, LootCard, ScenarioId, Side, ToolId } from '@safecrackers/rules';

export const SCENARIO_IDS = ['office', 'bank', 'fortknox'] as const satisfies readonly ScenarioId[];
export const SIDES = ['basic', 'advanced'] as const satisfies readonly Side[];

export const CHARACTER_LIST = [
  'acrobat',
  'hacker',
  'hawk',
  'juicer',
  'peterman',
  'raven',
  'rigger',
  'rook',
  'spotter',
] as const satisfies readonly CharacterId[];

export const TOOL_IDS = [
  'blueprints',
  'crowbar',
  'crystal-ball',
  'donuts',
  'dynamite',
  'emp',
  'invisible-suit',
  'makeup-kit',
  'rollerskates',
  'smoke-bomb',
  'stethoscope',
  'thermal-bomb',
  'virus',
] as const satisfies readonly ToolId[];

export const LOOT_CARDS = [
  'bust',
  'chihuahua',
  'cursed-goblet',
  'gemstone',
  'gold-bar',
  'gold-bar#1',
  'isotope',
  'keycard',
  'mirror',
  'painting',
  'persian-kitty',
  'stamp',
  'tiara',
] as const satisfies readonly LootCard[];

export const EVENT_IDS = [
  'brown-out',
  'buddy-system',
  'change-of-plans',
  'crash',
  'daydreaming',
  'dead-drop',
  'espresso',
  'freight-elevator',
  'go-with-your-gut',
  'gymnastics',
  'heads-up',
  'jump-the-gun',
  'jury-rig',
  'keycode-change',
  'lampshade',
  'lost-grip',
  'peekhole',
  'reboot',
  'shift-change',
  'shoplifting',
  'squeak',
  'switch-signs',
  'throw-voice',
  'time-lock',
  'video-loop',
  'where-is-he',
] as const satisfies readonly EventId[];

type Exhaustive<Union, Listed> = [Exclude<Union, Listed>] extends [never] ? true : never;
const exhaustive: [
  Exhaustive<ScenarioId, (typeof SCENARIO_IDS)[number]>,
  Exhaustive<CharacterId, (typeof CHARACTER_LIST)[number]>,
  Exhaustive<ToolId, (typeof TOOL_IDS)[number]>,
  Exhaustive<LootCard, (typeof LOOT_CARDS)[number]>,
  Exhaustive<EventId, (typeof EVENT_IDS)[number]>,
] = [true, true, true, true, true];
void exhaustive;
