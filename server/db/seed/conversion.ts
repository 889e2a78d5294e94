// Incentives, teasers and a survey (issue 11; spec part 1 §4 Incentives, part 2 §7.6). The
// demo incentives show on the contest pages only, so the rest of the site
// stays as it is; each names the dialog its button opens (content.modal) and the numbers the
// dialog shows: the texts themselves are the app's, in every language.
import type { NewRow } from '../schema.ts';
import { DAY } from './time.ts';

export interface ConversionSeed {
  incentives: NewRow<'incentives'>[];
  teasers: NewRow<'teasers'>[];
  surveys: NewRow<'surveys'>[];
}

const INCENTIVES: readonly Omit<NewRow<'incentives'>, 'id' | 'startsAt' | 'endsAt'>[] = [
  // Two of one region: the higher priority shows.
  { region: 'banner', type: 'specialTopUp', event: 'pageLoad', uniqueGroup: 'special-top-up', priority: 2, countdownSeconds: 2 * 3600, closable: 1, routeName: 'contests', audience: 'all', content: JSON.stringify({ modal: 'specialTopUp', bonusPercent: 20 }) },
  { region: 'banner', type: 'vip30', event: 'pageLoad', uniqueGroup: 'vip30', priority: 1, countdownSeconds: null, closable: 1, routeName: 'contests', audience: 'all', content: JSON.stringify({ modal: 'vip30' }) },
  { region: 'banner', type: 'onboarding', event: 'pageLoad', uniqueGroup: 'onboarding', priority: 0, countdownSeconds: null, closable: 1, routeName: 'contest', audience: 'all', content: JSON.stringify({ modal: 'onboarding' }) },
  { region: 'banner', type: 'tagReward', event: 'pageLoad', uniqueGroup: 'tag-reward', priority: 0, countdownSeconds: null, closable: 1, routeName: 'contest', audience: 'loggedIn', content: JSON.stringify({ modal: 'tag-reward-basic' }) },
  { region: 'corner', type: 'vxcoinInfo', event: 'pageLoad', uniqueGroup: null, priority: 0, countdownSeconds: null, closable: 0, routeName: 'contest', audience: 'all', content: JSON.stringify({ modal: 'vxcoin-info' }) },
  // Loaded by their events: low balance, an album's buy button, a video preview's end.
  { region: 'banner', type: 'refill', event: 'balance', uniqueGroup: 'refill', priority: 1, countdownSeconds: 900, closable: 1, routeName: null, audience: 'loggedIn', content: JSON.stringify({ modal: 'specialTopUp', bonusPercent: 10 }) },
  { region: 'album', type: 'buyImageAlbum', event: 'buyImageAlbum', uniqueGroup: null, priority: 0, countdownSeconds: null, closable: 1, routeName: null, audience: 'all', content: JSON.stringify({ modal: 'vxcoin-info' }) },
  { region: 'player', type: 'videoPreviewEnd', event: 'videoPreviewEnd', uniqueGroup: null, priority: 0, countdownSeconds: null, closable: 1, routeName: null, audience: 'all', content: JSON.stringify({ modal: 'vxmodelsites-conversion' }) },
];

export function generateConversion(now: number): ConversionSeed {
  const startsAt = now - 30 * DAY;
  const endsAt = now + 3650 * DAY;
  return {
    incentives: INCENTIVES.map((incentive, index) => ({ id: index + 1, ...incentive, startsAt, endsAt })),
    teasers: [
      { id: 1, routeName: 'contests', region: 'top', position: 0, content: JSON.stringify({ kind: 'dailyBonus' }) },
      { id: 2, routeName: 'contest', region: 'top', position: 0, content: JSON.stringify({ kind: 'contests' }) },
    ],
    surveys: [{ id: 1, question: 'contestPages', options: JSON.stringify(['great', 'good', 'poor']), isActive: 1 }],
  };
}
