/** The store onto the screens: which screen shows, and what each screen is given. */
import type { HeistMemory } from '../net/heistMemory.js';
import { seatLinkToShow } from '../net/seatLink.js';
import { actingSeat, legalNow, myView, screenOf } from '../store/derive.js';
import { groupLegal } from '../store/legalGroups.js';
import { describeEvent, seatNames } from '../store/logText.js';
import type { ClientState } from '../store/state.js';
import { threatsNow } from '../store/threatsNow.js';
import type { Shell } from '../ui/shell.js';
import type { BoardController } from './boardController.js';
import type { AnyGameClient } from './gameClient.js';

const ROOM_PATH = /^\/r\/([A-Za-z0-9-]{4,12})\/?$/;

/** The room code in the address bar (`/r/CODE`), if any. */
export function codeInPath(): string | null {
  return ROOM_PATH.exec(window.location.pathname)?.[1]?.toUpperCase() ?? null;
}

const REPLAY_PATH = /^\/replay\/([A-Za-z0-9-]{4,12})\/?$/;

/** The heist code of a replay page (`/replay/CODE`), if this is one. */
export function replayCodeInPath(): string | null {
  return REPLAY_PATH.exec(window.location.pathname)?.[1]?.toUpperCase() ?? null;
}

export function render(
  shell: Shell,
  s: ClientState,
  memory: HeistMemory,
  board: BoardController,
  games: ReadonlyMap<string, AnyGameClient>,
): void {
  const invite = !s.room ? (s.home.invite ?? null) : null;
  // An invite stays on screen while its join is under way (its button says so).
  const screen = invite ? 'invite' : s.home.busy && !s.room ? 'connecting' : screenOf(s);
  shell.show(screen);
  shell.banner.update(s.connection, s.reconnectAttempt, s.closedReason);
  shell.seatNotice.update({
    room: screen === 'home' ? null : s.room,
    sessionId: s.sessionId,
    mySeats: s.mySeats,
    movedAway: s.movedAway,
  });
  shell.toasts.update(s.ui.toasts);
  const client = screen === 'play' ? games.get(s.game ?? '') : undefined;
  shell.useKeys(
    client ? { name: client.game, keys: () => client.keys(), hasRules: client.rules !== undefined } : null,
  );
  // The book of the game shown, or of the game whose rules the home page opened.
  const bookOf = client ?? (s.ui.rules?.game ? games.get(s.ui.rules.game) : undefined);
  shell.useRules(bookOf?.rules ? { name: bookOf.game, rules: bookOf.rules } : null);
  shell.help.update(s.ui.help, screen === 'game');
  shell.rules.update(s.ui.rules);
  if (screen === 'invite' && invite)
    shell.invite.update({ invite, name: memory.name, busy: s.home.busy, message: s.home.message });
  if (screen === 'home') {
    shell.home.update({
      name: memory.name,
      code: codeInPath() ?? '',
      heists: memory.unfinished(),
      finished: memory.finished(),
      busy: s.home.busy,
      message: s.home.message,
    });
  }
  if (screen === 'lobby' && s.room)
    shell.lobby.update({
      room: s.room,
      sessionId: s.sessionId,
      mySeats: s.mySeats,
      seatLink: seatLinkToShow(memory, s.code, s.mySeats),
    });
  if (screen === 'game') renderGame(shell, s, board);
  if (client && s.code)
    shell.play.show(client, {
      state: s.play,
      code: s.code,
      sessionId: s.sessionId ?? '',
      mySeats: s.mySeats,
      online: s.connection === 'online',
      chat: s.chat,
      seatLink: seatLinkToShow(memory, s.code, s.mySeats),
    });
  else if (!s.code) shell.play.close();
  // Over the end screen, toasts move to the top, clear of its buttons.
  shell.toasts.el.classList.toggle('above-end', screen === 'game' && shell.game.endShowing);
}

function renderGame(shell: Shell, s: ClientState, board: BoardController): void {
  const view = myView(s);
  if (!view || !s.room) return;
  const groups = groupLegal(legalNow(s), view);
  const names = seatNames(view);
  shell.game.update({
    code: s.room.code,
    view,
    groups,
    answers: groups.answers,
    mySeats: s.mySeats,
    actingSeat: actingSeat(s),
    connection: s.connection,
    ui: s.ui,
    log: s.log.flatMap((entry) => describeEvent(entry.event, names) ?? []),
    logBack: { start: s.logBack.start, asking: s.logBack.asking !== null },
    busy: board.busy,
    chat: s.chat,
    threats: s.ui.threats ? threatsNow(s) : null,
  });
  board.show();
  board.updateTooltip();
}
