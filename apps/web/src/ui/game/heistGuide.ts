/**
 * The first-heist guide's steps: the actions panel, the guard (the board knows where it
 * stands), the End turn button and the rules.
 */
import { t } from '../../i18n/index.js';
import { boxOf, type GuideStepDef } from './guide.js';
import type { Box } from './guidePlacement.js';

/** Where the guard of the player's floor stands on screen (the board knows; the page does not). */
export type GuardLocator = (bringIntoView: boolean) => Box | null;

/** The top bar's Menu button: shown on a phone only. */
const MENU = '.top-bar [data-testid=menu-toggle]';

export function heistGuideSteps(locateGuard: () => GuardLocator): GuideStepDef[] {
  return [
    {
      id: 'actions',
      text: () => t('guide.step.actions'),
      target: () => boxOf('.panel .actions') ?? boxOf('.panel .status'),
    },
    { id: 'guard', text: () => t('guide.step.guard'), target: (bring) => locateGuard()(bring) },
    {
      id: 'end',
      text: () => t('guide.step.end'),
      target: () => boxOf('.panel [data-action=end-turn]') ?? boxOf('.panel .status'),
    },
    {
      id: 'rules',
      // On a phone the rules are behind the top bar's Menu (issue 33): the step says so and
      // points at it.
      text: () => t(boxOf(MENU) ? 'guide.step.rulesPhone' : 'guide.step.rules'),
      target: () => boxOf('.top-bar [data-testid=open-rules]') ?? boxOf(MENU),
    },
  ];
}
