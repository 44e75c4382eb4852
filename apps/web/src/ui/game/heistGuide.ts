/**
 * The first-heist guide's steps: the actions panel, the guard (the board knows where it
 * stands), the End turn button and the rules.
 */
import { t } from '../../i18n/index.js';
import { boxOf, type GuideStepDef } from './guide.js';
import type { Box } from './guidePlacement.js';

/** Where the guard of the player's floor stands on screen (the board knows; the page does not). */
export type GuardLocator = (bringIntoView: boolean) => Box | null;

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
      text: () => t('guide.step.rules'),
      target: () => boxOf('.top-bar [data-testid=open-rules]'),
    },
  ];
}
