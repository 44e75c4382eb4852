/** Russian: what went wrong and what to do, by error code (engine and server). */
import type { errors as en } from '../en/errors.js';
import type { Translation } from '../message.js';

export const errors: Translation<typeof en> = {
  'error.generic': 'Не получилось: {message}',
  'error.action/not_your_turn': 'Сейчас не ваш ход. Дождитесь, пока сходит другой участник банды.',
  'error.action/prompt_pending': 'Сначала ответьте на ожидающий выбор.',
  'error.action/not_enough_actions': 'Не хватает действий. Закончите ход или выберите что-то дешевле.',
  'error.action/actions_over': 'Действия на этот ход закончились.',
  'error.move/not_linked':
    'Этот тайл за стеной или слишком далеко. Смотрите или перемещайтесь на соседний тайл без стены между вами.',
  'error.move/blocked': 'Сейчас туда переместиться нельзя.',
  'error.move/cannot_pay': 'Вам нечем оплатить это перемещение. Попробуйте другой тайл.',
  'error.peek/not_linked': 'Посмотреть можно только соседний тайл без стены между вами.',
  'error.peek/already_revealed': 'Этот тайл уже открыт.',
  'error.input/rate_limited': 'Слишком быстро! Подождите немного и попробуйте снова.',
  'error.seat/not_held': 'Это не ваше место.',
  'error.seat/taken': 'Это место занято. Выберите свободное.',
  'error.lobby/not_host': 'Это может только хозяин.',
  'error.lobby/character_taken': 'Этим персонажем уже кто-то играет. Выберите другого.',
  'error.lobby/cannot_start': 'Ограбление пока нельзя начать.',
  'error.lobby/side_not_allowed': 'Хозяин не разрешил продвинутые версии.',
  'error.server/storage': 'Сервер не смог это сохранить. Попробуйте ещё раз.',
  'error.escape/safes_closed': 'Прежде чем кто-то сбежит, нужно открыть все сейфы.',
  'error.escape/loot_left': 'В здании ещё осталась добыча.',
  'error.escape/kitty_loose': 'Сначала поймайте Персидского котёнка.',
  'error.escape/time_lock': 'Замок с таймером: сейчас никто не может пользоваться лестницей.',
  'error.trade/invalid': 'Такой обмен невозможен: {message} Измените карты и предложите снова.',
};
