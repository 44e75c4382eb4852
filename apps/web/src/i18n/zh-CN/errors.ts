/** Simplified Chinese: what went wrong and what to do, by error code (engine and server). */
import type { errors as en } from '../en/errors.js';
import type { Translation } from '../message.js';

export const errors: Translation<typeof en> = {
  'error.generic': '操作没有成功：{message}',
  'error.action/not_your_turn': '还没轮到你。请等待团队中当前的玩家。',
  'error.action/prompt_pending': '有一个待处理的选择，请先回答它。',
  'error.action/not_enough_actions': '剩余行动不足。结束回合，或选择消耗更少的操作。',
  'error.action/actions_over': '你本回合的行动已经用完。',
  'error.move/not_linked': '那个板块被墙挡住或太远。请窥视或移动到相通的相邻板块。',
  'error.move/blocked': '你现在不能移动到那里。',
  'error.move/cannot_pay': '你无法支付这次移动的消耗。试试别的板块。',
  'error.peek/not_linked': '你只能窥视相通的相邻板块。',
  'error.peek/already_revealed': '那个板块已经揭示了。',
  'error.input/rate_limited': '太快了！稍等一下再试。',
  'error.seat/not_held': '你没有占用那个座位。',
  'error.seat/taken': '那个座位已被占用。请选择一个空座位。',
  'error.lobby/not_host': '只有房主可以这样做。',
  'error.lobby/character_taken': '已经有人选择了那个角色。请选择另一个。',
  'error.lobby/cannot_start': '盗窃还不能开始。',
  'error.lobby/side_not_allowed': '房主没有允许使用高级技能。',
  'error.server/storage': '服务器无法保存。请重试。',
  'error.escape/safes_closed': '所有保险箱都打开后才能逃脱。',
  'error.escape/loot_left': '还有赃物留在大楼里。',
  'error.escape/kitty_loose': '先抓住波斯猫。',
  'error.escape/time_lock': '时间锁：现在没有人能使用楼梯。',
  'error.trade/invalid': '这笔交易无法进行：{message} 请更改卡牌后重新提出。',
};
