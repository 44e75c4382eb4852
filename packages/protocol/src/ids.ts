/**
 * Runtime lists of the engine's identifier unions, for zod. The engine owns them: its types
 * are derived from these same lists, so they cannot drift apart.
 */
export {
  CHARACTER_IDS as CHARACTER_LIST,
  EVENT_IDS,
  LOOT_CARDS,
  SCENARIO_IDS,
  SIDES,
  TOOL_IDS,
} from '@safecrackers/rules';
