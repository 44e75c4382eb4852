/**
 * End turn asks first when the player still has actions and ending now draws an event (R4.5,
 * issue 33): the question the test players wished they had been asked. A setting turns it off.
 */
import { type Action, endTurnDrawsEvent, type PlayerView } from '@safecrackers/rules';
import { t } from '../i18n/index.js';
import type { ConfirmText } from '../ui/confirmDialog.js';

/** Whether this input is an End turn worth a question. */
export function endTurnNeedsAsking(view: PlayerView | null, action: Action): boolean {
  return action.type === 'endActions' && view !== null && view.turn.remaining > 0 && endTurnDrawsEvent(view);
}

/** The question's words: the actions left and the event it draws. */
export function endTurnQuestion(view: PlayerView): ConfirmText {
  return {
    title: t('game.endTurnAsk.title'),
    text: `${t('game.actionsLeft', { n: view.turn.remaining })}. ${t('game.endTurnEventLong')}`,
    confirm: t('game.endTurn'),
    cancel: t('game.endTurnAsk.cancel'),
    dontAsk: t('game.endTurnAsk.dontAsk'),
  };
}
