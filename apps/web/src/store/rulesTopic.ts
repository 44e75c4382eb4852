/** Ids of rules-reference topics, shared by the tile card, the cards' "?" buttons and the book. */
import type { TileKind } from '@safecrackers/rules';

export type TopicKind = 'tile' | 'tool' | 'loot' | 'event' | 'character';

/** The topic a tile kind or card names ('gold-bar#1' is the Gold Bar): 'tile:safe', 'loot:gold-bar'. */
export function topicFor(kind: TopicKind, id: string): string {
  return `${kind}:${id.replace(/#\d+$/, '')}`;
}

export const tileTopic = (kind: TileKind): string => topicFor('tile', kind);
