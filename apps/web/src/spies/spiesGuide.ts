/**
 * The spies game's first-game guide, one for each side (issue 32): what the side wants, where a
 * turn is played, how the map explains itself, and where the rules are. The card and its ring
 * are the shared guide's (ui/game/guide.ts).
 */
import { t } from '../i18n/index.js';
import { boxOf, type GuideStepDef } from '../ui/game/guide.js';

/** The top bar's Menu button: shown on a phone only. */
const MENU = '.spies-top [data-testid=menu-toggle]';

export function spiesGuideSteps(side: 'security' | 'spy'): GuideStepDef[] {
  return [
    {
      id: 'goal',
      text: () => t(side === 'security' ? 'spies.guide.security.goal' : 'spies.guide.spy.goal'),
      target: () => boxOf('[data-testid=spies-who]'),
    },
    {
      id: 'turn',
      text: () => t(side === 'security' ? 'spies.guide.security.turn' : 'spies.guide.spy.turn'),
      target: () => boxOf('[data-testid=spies-actions]') ?? boxOf('[data-testid=spies-status]'),
    },
    {
      id: 'map',
      text: () => t(side === 'security' ? 'spies.guide.security.map' : 'spies.guide.spy.map'),
      target: () => boxOf('[data-testid=spies-legend-toggle]'),
    },
    {
      id: 'rules',
      // On a phone the rules are behind the top bar's Menu (issue 33).
      text: () => t(boxOf(MENU) ? 'spies.guide.rulesPhone' : 'spies.guide.rules'),
      target: () => boxOf('.spies-top [data-testid=open-rules]') ?? boxOf(MENU),
    },
  ];
}
