/** One line of words per domain event, for the game log ("Guard on floor 2 moved B2 → C2 → C3"). */
import type { DomainEvent, PlayerView, Pos } from '@safecrackers/rules';
import { formatList, t, tDynamic } from '../i18n/index.js';
import { cardList, cardName, eventName, lootName, tileName, toolName } from '../i18n/names.js';
import { floorPlaceName, placeName } from './positions.js';

export type Names = (seat: number) => string;

export function seatNames(view: PlayerView | null): Names {
  return (seat) => view?.players.find((p) => p.seat === seat)?.name ?? `#${seat + 1}`;
}

const at = (p: Pos | null) => (p ? placeName(p) : '—');
/** A cause or source id in words: a tile kind, a card, or the id itself. */
const thing = (id: string) =>
  tDynamic(
    `tile.${id}`,
    {},
    tDynamic(`tool.${id}`, {}, tDynamic(`loot.${id}`, {}, tDynamic(`event.${id}`, {}, id))),
  );
const cards = (c: { tools: string[]; loot: string[] }) => formatList([...c.tools, ...c.loot].map(cardName));

/** null for events that are not worth a line of their own. */
export function describeEvent(event: DomainEvent, name: Names): string | null {
  switch (event.type) {
    case 'entranceChosen':
      return t('log.entranceChosen', { at: at(event.at) });
    case 'turnStarted':
      return t('log.turnStarted', { turn: event.turn, name: name(event.seat), n: event.allowance });
    case 'turnSkipped':
      return t('log.turnSkipped', { name: name(event.seat) });
    case 'actionsEnded':
      return t('log.actionsEnded', { name: name(event.seat) });
    case 'tileRevealed':
      return t('log.tileRevealed', {
        at: `${event.at.floor + 1}·${at(event.at)}`,
        kind: tileName(event.kind),
        num: event.kind === 'safe' ? '' : t('log.tileRevealedNum', { num: event.num }),
      });
    case 'peeked':
      return t('log.peeked', { name: name(event.seat), at: at(event.at) });
    case 'moved': {
      // Between floors (stairs, ducts, holes) both ends name their floor: "1·A1 → 2·A1".
      const place = event.from.floor === event.to.floor ? at : (p: Pos) => floorPlaceName(p);
      const params = {
        name: name(event.seat),
        from: place(event.from),
        to: place(event.to),
        cost: event.cost,
      };
      return event.cost > 1 ? t('log.movedCost', params) : t('log.moved', params);
    }
    case 'moveStopped':
      return t('log.moveStopped', {
        name: name(event.seat),
        at: at(event.at),
        reason: tileName(event.reason),
      });
    case 'placed': {
      const params = { name: name(event.seat), to: `${event.to.floor + 1}·${at(event.to)}` };
      if (event.cause === 'fall') return t('log.placed.fall', params);
      if (event.cause === 'entrance') return t('log.placed.entrance', params);
      return t('log.placed', params);
    }
    case 'laserPaid':
      return t('log.laserPaid', { name: name(event.seat) });
    case 'hacked':
      return t('log.hacked', { name: name(event.seat), at: at(event.at), tokens: event.tokens });
    case 'hackTokenUsed':
      return t('log.hackTokenUsed', { at: at(event.at) });
    case 'alarmTriggered':
      return t('log.alarmTriggered', {
        at: `${event.at.floor + 1}·${at(event.at)}`,
        cause: thing(event.cause),
      });
    case 'alarmPrevented':
      return t('log.alarmPrevented', { at: at(event.at), by: tDynamic(`log.by.${event.by}`, {}, event.by) });
    case 'alarmCleared':
      return t('log.alarmCleared', { at: at(event.at) });
    case 'guardPlaced':
      return t('log.guardPlaced', { at: `${event.at.floor + 1}·${at(event.at)}`, dest: at(event.dest) });
    case 'guardMoved':
      return event.path.length === 0
        ? null
        : t('log.guardMoved', {
            floor: event.floor + 1,
            path: [event.from, ...event.path].map(at).join(' → '),
          });
    case 'guardDestination':
      return t('log.guardDestination', { floor: event.floor + 1, dest: at(event.dest) });
    case 'patrolReshuffled':
      return t('log.patrolReshuffled', { floor: event.floor + 1, speed: event.speed });
    case 'guardSpeed':
      return t('log.guardSpeed', { floor: event.floor + 1, speed: event.speed });
    case 'guardStayed':
      return t('log.guardStayed', {
        floor: event.floor + 1,
        reason: tDynamic(`log.stay.${event.reason}`, {}, event.reason),
      });
    case 'diceRolled':
      return t('log.diceRolled', {
        name: name(event.seat),
        values: event.values.join(', '),
        purpose: t(`log.purpose.${event.purpose}`),
      });
    case 'dieChanged':
      return t('log.dieChanged', { name: name(event.seat), die: event.die + 1, face: event.face });
    case 'keypadOpened':
      return t('log.keypadOpened', { at: at(event.at) });
    case 'keypadLocked':
      return t('log.keypadLocked', { at: at(event.at) });
    case 'safeDieAdded':
      return t('log.safeDieAdded', {
        name: name(event.seat),
        at: at(event.at),
        dice: event.dice,
      });
    case 'tileCracked':
      return t('log.tileCracked', { num: event.num, at: at(event.at) });
    case 'safeOpened':
      return t('log.safeOpened', { name: name(event.seat), at: at(event.at) });
    case 'stealthLost':
      if (event.from === 'tile')
        return t('log.stealthLostTile', { name: name(event.seat), at: at(event.at) });
      // Marked with a step: it happened on the guard walk logged just before.
      return event.step !== undefined
        ? t('log.stealthLostOnWalk', { name: name(event.seat), at: at(event.at), left: event.left })
        : t('log.stealthLost', { name: name(event.seat), left: event.left });
    case 'stealthGained':
      return t('log.stealthGained', { name: name(event.seat), amount: event.amount, left: event.left });
    case 'tileStealthAdded':
      return t('log.tileStealthAdded', { at: at(event.at) });
    case 'eventDrawn':
      return t('log.eventDrawn', { name: name(event.seat), card: eventName(event.card) });
    case 'eventExpired':
      return t('log.eventExpired', { card: eventName(event.card) });
    case 'eventDeckReshuffled':
      return t('log.eventDeckReshuffled');
    case 'toolDeckReshuffled':
      return t('log.toolDeckReshuffled');
    case 'toolGained':
      return t('log.toolGained', { name: name(event.seat), tool: toolName(event.tool) });
    case 'toolDiscarded':
      return t('log.toolDiscarded', { name: name(event.seat), tool: toolName(event.tool) });
    case 'toolUsed':
      return t('log.toolUsed', { name: name(event.seat), tool: toolName(event.tool) });
    case 'lootGained':
      return t('log.lootGained', { name: name(event.seat), card: lootName(event.card) });
    case 'cardsLeftOnTile':
      return t('log.cardsLeftOnTile', { at: at(event.at), cards: cards(event) });
    case 'pickedUp':
      return t('log.pickedUp', { name: name(event.seat), card: cardName(event.card) });
    case 'tradeProposed':
    case 'traded':
      return t(event.type === 'traded' ? 'log.traded' : 'log.tradeProposed', {
        name: name(event.from),
        other: name(event.to),
        give: cardList([...event.give.tools, ...event.give.loot]),
        take: cardList([...event.take.tools, ...event.take.loot]),
      });
    case 'tradeDeclined':
      return t('log.tradeDeclined', { other: name(event.to) });
    case 'cardsGiven':
      return t('log.cardsGiven', { name: name(event.from), other: name(event.to) });
    case 'wallRemoved':
      return t('log.wallRemoved', { a: at(event.a), b: at(event.b) });
    case 'linkCreated':
      return t('log.linkCreated', {
        from: `${event.from.floor + 1}·${at(event.from)}`,
        to: event.to === 'roof' ? t('log.roof') : `${event.to.floor + 1}·${at(event.to)}`,
      });
    case 'tileDisabled':
      return t('log.tileDisabled', { at: at(event.at) });
    case 'donutsPlaced':
      return t('log.donutsPlaced', { floor: event.floor + 1 });
    case 'crowPlaced':
      return event.at ? t('log.crowPlaced', { at: at(event.at) }) : t('log.crowGone');
    case 'kittyEscaped':
      return t('log.kittyEscaped', { at: at(event.at) });
    case 'abilityUsed':
      return t('log.abilityUsed', {
        name: name(event.seat),
        ability: tDynamic(`log.ability.${event.ability}`, {}, t('log.ability.other')),
      });
    case 'ordersDeclined':
      return t('log.ordersDeclined', { other: name(event.target) });
    case 'cardsSeen':
      return t('log.cardsSeen', { name: name(event.seat) });
    case 'cardPlaced':
      return t('log.cardPlaced', {
        name: name(event.seat),
        place: t(event.place === 'top' ? 'log.top' : 'log.bottom'),
      });
    case 'escaped':
      return t('log.escaped', { name: name(event.seat) });
    case 'undone':
      return t('log.undone', { name: name(event.seat) });
    case 'gameWon':
      return t('log.gameWon');
    case 'gameLost':
      return t('log.gameLost', { reason: event.reason });
    default:
      // The engine may grow new event kinds: they animate nothing and stay out of the log.
      return null;
  }
}
