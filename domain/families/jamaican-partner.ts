/**
 * Jamaican Partner as a family: its hands are JAMAICAN_PARTNER_HAND and its scoring is
 * domain/match.ts (six-love, bruk, replays, the 1-1 play-off).
 */
import { scoreHand, startMatch } from '../match.ts';
import type { MatchState as PartnerState } from '../match.ts';
import { jamaicanPartnerHand, jamaicanPartnerMatchOptions } from '../rules.ts';
import type { JamaicanPartnerOptions } from '../rules.ts';
import type { Family } from './types.ts';

export const jamaicanPartner: Family = {
  id: 'jamaican-partner',
  name: 'Jamaican Partner',
  seatCounts: [4],
  options: jamaicanPartnerMatchOptions,
  // The partner texts know no redeal.
  redeal: () => false,
  // The club setting (issue 25 item 10): CJHPR "Many play the variation in which, when the game
  // reaches 1 - 1, instead of starting over, there is a play-off hand", and "Some play that in the
  // case of a tie, the hand is replayed" (the rule itself in JCTPF: "In the case of a tie, the hand
  // is replayed"); docs/rules.md, "The club setting".
  presets: [{ id: 'club', options: { ties: 'replay', playoffAtOneOne: true } }],
  // "A plain race" (onOpponentWin "race", YaadDominoes, issue 19 item 4): no six-love.
  race: (options) => (options as JamaicanPartnerOptions).onOpponentWin === 'race',
  handRules: (options) => jamaicanPartnerHand(options as JamaicanPartnerOptions),
  start: (options) => startMatch(options as JamaicanPartnerOptions),
  // The state is always one startMatch or scoreHand made, so it is the partner game's own.
  score: (state, result) => scoreHand(state as PartnerState, result),
};
