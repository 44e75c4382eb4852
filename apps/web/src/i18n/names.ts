/** Display names of game identifiers, all through the catalogue. */
import type { CharacterId, EventId, LootCard, Side, TileKind, ToolId } from '@safecrackers/rules';
import { formatList, t, tDynamic } from './index.js';

export const tileName = (kind: TileKind): string => tDynamic(`tile.${kind}`);
export const tileShortName = (kind: TileKind): string => tDynamic(`tileShort.${kind}`, {}, tileName(kind));
export const tileText = (kind: TileKind): string => tDynamic(`tileText.${kind}`, {}, '');
export const characterName = (id: CharacterId | string): string => tDynamic(`character.${id}`);
export const abilityText = (id: CharacterId, side: Side): string => tDynamic(`ability.${id}.${side}`, {}, '');
export const toolName = (id: ToolId): string => tDynamic(`tool.${id}`);
export const toolText = (id: ToolId): string => tDynamic(`toolText.${id}`, {}, '');
export const lootName = (id: LootCard): string => tDynamic(`loot.${id}`);
export const lootText = (id: LootCard): string => tDynamic(`lootText.${id}`, {}, '');
export const eventName = (id: EventId | 'hidden'): string => tDynamic(`event.${id}`);
export const eventText = (id: EventId): string => tDynamic(`eventText.${id}`, {}, '');

/** A card that may be a tool, a loot card or the loose kitty. */
export function cardName(card: string): string {
  if (card === 'kitty') return tDynamic('loot.persian-kitty');
  return tDynamic(`tool.${card}`, {}, tDynamic(`loot.${card}`));
}

/** Cards in words: "Crowbar", "Crowbar and Gold Bar", "Crowbar, Dynamite and Gold Bar", or "nothing". */
export function cardList(cards: string[]): string {
  return cards.length === 0 ? t('list.nothing') : formatList(cards.map(cardName));
}

/** The mark on a character's token: its initial, two letters where initials collide. */
export const characterMark = (id: CharacterId | string): string =>
  tDynamic(`initial.${id}`, {}, characterName(id).charAt(0));
