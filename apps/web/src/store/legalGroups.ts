/**
 * Sorts the legal actions the server sent into what the screen offers: tiles to move to or
 * peek at on the board, buttons in the panel (some opening a "choose a tile" mode), end turn,
 * undo and prompt answers. Nothing here decides legality: it only arranges the server's list.
 */
import type { Action, Answer, Intent, PlayerView, Pos, ToolId } from '@safecrackers/rules';
import { t } from '../i18n/index.js';
import { cardName, characterName, toolName } from '../i18n/names.js';
import { placeName, posKey } from './positions.js';
import type { TargetMode } from './state.js';
import { tradePartners } from './trade.js';

export type PanelSection = 'actions' | 'ability' | 'tools' | 'trade';

export interface ActionChoice {
  /** Stable id, used by tests and keyboard focus: 'hack', 'tool:crowbar', 'trade:1'. */
  id: string;
  label: string;
  section: PanelSection;
  tool?: ToolId;
  /** Sent when chosen... */
  action?: Action;
  /** ...or the board asks for a tile first... */
  target?: TargetMode;
  /** ...or it opens the trade dialog with this seat. */
  partner?: number;
}

export interface BoardChoices {
  moves: Map<string, Action>;
  peeks: Map<string, Action>;
  /** Acrobat: free moves onto a guard's tile. */
  flexibility: Map<string, Action>;
}

export interface LegalGroups {
  board: BoardChoices;
  choices: ActionChoice[];
  endTurn: Action | null;
  undo: Action | null;
  answers: Answer[];
}

type IntentOf<T extends Intent['type']> = Extract<Intent, { type: T }>;

const nameOf = (view: PlayerView, seat: number) =>
  view.players.find((p) => p.seat === seat)?.name ?? `#${seat + 1}`;

/** The tile an intent points at, for "choose a tile" modes. */
function targetOf(action: Action): Pos | null {
  if ('at' in action && action.at && typeof action.at === 'object') return action.at;
  if ('to' in action && action.to && typeof action.to === 'object') return action.to as Pos;
  return null;
}

function targetMode(title: string, actions: Action[]): TargetMode {
  return {
    title,
    fromPrompt: false,
    options: actions.flatMap((a) => (targetOf(a) ? [{ at: targetOf(a)!, action: a }] : [])),
  };
}

export function groupLegal(actions: Action[], view: PlayerView): LegalGroups {
  const board: BoardChoices = { moves: new Map(), peeks: new Map(), flexibility: new Map() };
  const choices: ActionChoice[] = [];
  const answers: Answer[] = [];
  let endTurn: Action | null = null;
  let undo: Action | null = null;
  const byType = new Map<string, Action[]>();

  for (const action of actions) {
    switch (action.type) {
      case 'answer':
        answers.push(action);
        break;
      case 'move':
        board.moves.set(posKey(action.to), action);
        break;
      case 'peek':
        board.peeks.set(posKey(action.at), action);
        break;
      case 'flexibility':
        board.flexibility.set(posKey(action.to), action);
        break;
      case 'endActions':
        endTurn = action;
        break;
      case 'undo':
        undo = action;
        break;
      default:
        byType.set(action.type, [...(byType.get(action.type) ?? []), action]);
    }
  }

  const take = <T extends Intent['type']>(type: T) => (byType.get(type) ?? []) as IntentOf<T>[];

  for (const a of take('hack'))
    choices.push({ id: 'hack', label: t('action.hack'), section: 'actions', action: a });
  for (const a of take('addDie'))
    choices.push({
      id: a.at ? `addDie:${posKey(a.at)}` : 'addDie',
      label: a.at ? t('action.addDieAt', { at: placeName(a.at) }) : t('action.addDie'),
      section: 'actions',
      action: a,
    });
  for (const a of take('crack'))
    choices.push({
      id: a.at ? `crack:${posKey(a.at)}` : 'crack',
      label: a.at ? t('action.crackAt', { at: placeName(a.at) }) : t('action.crack'),
      section: 'actions',
      action: a,
    });
  for (const a of take('drop'))
    choices.push({ id: 'drop', label: t('action.drop'), section: 'actions', action: a });
  for (const a of take('pickUp'))
    choices.push({
      id: `pickUp:${a.card}`,
      label: a.card === 'kitty' ? t('action.pickUpKitty') : t('action.pickUp', { card: cardName(a.card) }),
      section: 'actions',
      action: a,
    });
  for (const a of take('escape'))
    choices.push({ id: 'escape', label: t('action.escape'), section: 'actions', action: a });

  toolChoices(take('useTool'), choices, view);
  abilityChoices(byType, choices, view);

  // The server lists single-card offers only; any one of them means a trade with that seat is
  // possible, and the trade dialog builds the real offer (any cards, both ways; R5.11).
  for (const seat of tradePartners(take('trade'))) {
    choices.push({
      id: `trade:${seat}`,
      label: t('action.trade', { name: nameOf(view, seat) }),
      section: 'trade',
      partner: seat,
    });
  }
  return { board, choices, endTurn, undo, answers };
}

function toolChoices(uses: IntentOf<'useTool'>[], choices: ActionChoice[], view: PlayerView) {
  const byTool = new Map<ToolId, IntentOf<'useTool'>[]>();
  for (const use of uses) byTool.set(use.tool, [...(byTool.get(use.tool) ?? []), use]);
  for (const [tool, variants] of byTool) {
    const name = toolName(tool);
    const targeted = variants.filter((v) => v.at);
    if (targeted.length > 0) {
      choices.push({
        id: `tool:${tool}`,
        label: t('action.useTool', { tool: name }),
        section: 'tools',
        tool,
        target: targetMode(name, targeted),
      });
    }
    for (const v of variants.filter((x) => !x.at)) {
      const suffix = v.dir
        ? t(`dir.${v.dir}`)
        : v.floor !== undefined
          ? t('game.floor', { n: v.floor + 1 })
          : '';
      choices.push({
        id: suffix ? `tool:${tool}:${v.dir ?? v.floor}` : `tool:${tool}`,
        label: suffix
          ? t('action.useToolDir', { tool: name, dir: suffix })
          : t('action.useTool', { tool: name }),
        section: 'tools',
        tool,
        action: v,
      });
    }
  }
  void view;
}

function abilityChoices(byType: Map<string, Action[]>, choices: ActionChoice[], view: PlayerView) {
  const get = <T extends Intent['type']>(type: T) => (byType.get(type) ?? []) as IntentOf<T>[];
  const targeted: Array<['xray' | 'enhance' | 'crybaby' | 'distract', Parameters<typeof t>[0]]> = [
    ['xray', 'action.xray'],
    ['enhance', 'action.enhance'],
    ['crybaby', 'action.crybaby'],
    ['distract', 'action.distract'],
  ];
  for (const [type, label] of targeted) {
    const list = get(type);
    if (list.length > 0)
      choices.push({ id: type, label: t(label), section: 'ability', target: targetMode(t(label), list) });
  }
  for (const a of get('climbWindow'))
    choices.push({
      id: `climbWindow:${a.dir}`,
      label: t('action.climbWindow', { dir: t(`dir.${a.dir}`) }),
      section: 'ability',
      action: a,
    });
  for (const a of get('reroute'))
    choices.push({
      id: `reroute:${a.mode}`,
      label: t(a.mode === 'pickUp' ? 'action.rerouteUp' : 'action.rerouteDown'),
      section: 'ability',
      action: a,
    });
  const simple: Array<
    ['laptop' | 'disrupt' | 'tinker' | 'clairvoyance' | 'precognition', Parameters<typeof t>[0]]
  > = [
    ['laptop', 'action.laptop'],
    ['disrupt', 'action.disrupt'],
    ['tinker', 'action.tinker'],
    ['clairvoyance', 'action.clairvoyance'],
    ['precognition', 'action.precognition'],
  ];
  for (const [type, label] of simple)
    for (const a of get(type)) choices.push({ id: type, label: t(label), section: 'ability', action: a });
  const orders = new Map<number, IntentOf<'orders'>[]>();
  for (const a of get('orders')) orders.set(a.target, [...(orders.get(a.target) ?? []), a]);
  for (const [seat, list] of orders) {
    const label = t('action.orders', { name: nameOf(view, seat) });
    choices.push({ id: `orders:${seat}`, label, section: 'ability', target: targetMode(label, list) });
  }
  for (const a of get('disguise'))
    choices.push({
      id: `disguise:${a.target}`,
      label: t('action.disguise', { name: nameOf(view, a.target) }),
      section: 'ability',
      action: a,
    });
  void characterName;
}
