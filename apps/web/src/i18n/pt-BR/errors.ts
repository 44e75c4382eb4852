/** Brazilian Portuguese: what went wrong and what to do, by error code (engine and server). */
import type { errors as en } from '../en/errors.js';
import type { Translation } from '../message.js';

export const errors: Translation<typeof en> = {
  'error.generic': 'Não deu certo: {message}',
  'error.action/not_your_turn': 'Não é a sua vez. Espere o jogador da vez.',
  'error.action/prompt_pending': 'Há uma escolha pendente. Responda a ela primeiro.',
  'error.action/not_enough_actions': 'Não há ações suficientes. Encerre o turno ou escolha algo mais barato.',
  'error.action/actions_over': 'Suas ações acabaram neste turno.',
  'error.move/not_linked':
    'Esse ladrilho está atrás de uma parede ou longe demais. Espie ou mova-se para um ladrilho adjacente sem parede.',
  'error.move/blocked': 'Você não pode se mover para lá agora.',
  'error.move/cannot_pay': 'Você não consegue pagar por esse movimento. Tente outro ladrilho.',
  'error.peek/not_linked': 'Você só pode espiar um ladrilho adjacente sem parede.',
  'error.peek/already_revealed': 'Esse ladrilho já está revelado.',
  'error.input/rate_limited': 'Calma! Espere um instante e tente de novo.',
  'error.seat/not_held': 'Esse lugar não é seu.',
  'error.seat/taken': 'Esse lugar está ocupado. Escolha um livre.',
  'error.lobby/not_host': 'Só o anfitrião pode fazer isso.',
  'error.lobby/character_taken': 'Alguém já está com esse personagem. Escolha outro.',
  'error.lobby/cannot_start': 'O assalto ainda não pode começar.',
  'error.lobby/side_not_allowed': 'O anfitrião não permitiu lados avançados.',
  'error.server/storage': 'O servidor não conseguiu salvar isso. Tente de novo.',
  'error.escape/safes_closed': 'Todos os cofres precisam estar abertos antes que alguém fuja.',
  'error.escape/loot_left': 'Ainda há Loot no edifício.',
  'error.escape/kitty_loose': 'Pegue o Gatinho persa primeiro.',
  'error.escape/time_lock': 'Trava temporizada: ninguém pode usar as escadas agora.',
  'error.trade/invalid': 'Essa troca não é possível: {message} Mude as cartas e proponha de novo.',
};
