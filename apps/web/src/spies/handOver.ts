/**
 * The notice a started spies game shows for each seat whose player left for good (status
 * 'vacant'): hand the seat to someone here, who then plays it, or (the host) to the bot, as the
 * heist's seat notice does. Who may take a seat is the server's to say (the lobby's `takers`:
 * a player may not hold both sides); the server checks it all again.
 */
import type { SpyLobbyWire } from '@safecrackers/protocol/state';
import { t } from '../i18n/index.js';
import { h } from '../ui/dom.js';

export interface HandOverProps {
  lobby: SpyLobbyWire;
  sessionId: string;
  handOver(seat: number, to: string): void;
  toBot(seat: number): void;
}

/**
 * The vacant seats this member may hand on, each with the members who may take it (the
 * server's list). None when the member plays no seat and is not host.
 */
export function handOverTargets(
  lobby: SpyLobbyWire,
  sessionId: string,
): Array<{ seat: SpyLobbyWire['seats'][number]; eligible: SpyLobbyWire['members'] }> {
  const mine = lobby.seats.filter((s) => s.holder === sessionId);
  if (mine.length === 0 && lobby.host !== sessionId) return [];
  return lobby.seats
    .filter((seat) => seat.status === 'vacant')
    .map((seat) => ({ seat, eligible: lobby.members.filter((m) => seat.takers.includes(m.sessionId)) }));
}

export function handOverNotices(p: HandOverProps): HTMLElement[] {
  const { lobby, sessionId } = p;
  return handOverTargets(lobby, sessionId).map(({ seat, eligible }) => {
    const select = h(
      'select',
      {
        class: 'spies-hand-to',
        'aria-label': t('spies.handTo'),
        'data-testid': `spies-hand-to-${seat.index}`,
      },
      ...eligible.map((m) => {
        const seated = lobby.seats.some((s) => s.holder === m.sessionId);
        const label =
          m.sessionId === sessionId
            ? t('spies.handMe', { name: m.name })
            : seated
              ? m.name
              : t('spies.handWatcher', { name: m.name });
        return h('option', { value: m.sessionId }, label);
      }),
    ) as HTMLSelectElement;
    return h(
      'div',
      { class: 'spies-vacant', role: 'group', 'data-testid': `spies-vacant-${seat.index}` },
      h('p', {}, t('spies.vacant', { name: seat.name })),
      eligible.length > 0 ? h('label', {}, t('spies.handTo'), ' ', select) : null,
      eligible.length > 0
        ? h(
            'button',
            {
              'data-testid': `spies-hand-over-${seat.index}`,
              onclick: () => p.handOver(seat.index, select.value),
            },
            t('spies.handOver'),
          )
        : null,
      lobby.host === sessionId
        ? h(
            'button',
            { 'data-testid': `spies-hand-bot-${seat.index}`, onclick: () => p.toBot(seat.index) },
            t('spies.handBot'),
          )
        : null,
    );
  });
}
