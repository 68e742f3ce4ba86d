/**
 * The rule families and their options in plain words, for the new-match form and the match
 * header. The words follow docs/rules.md ("Jamaican Partner: the match", Options); the ids and
 * defaults come from domain/rules.ts, so a default changed there shows here.
 */
import { DEFAULT_JAMAICAN_OPTIONS, JAMAICAN_PARTNER_HAND, jamaicanPartnerOptions } from '../domain/rules.ts';
import type { JamaicanPartnerOptions } from '../domain/rules.ts';
import type { OptionView, RuleFamilyView } from './contract.ts';

type Choice = { readonly value: string | boolean; readonly label: string; readonly help: string };

/** The defaults, by option id (options this version of the engine lacks are undefined). */
const D = DEFAULT_JAMAICAN_OPTIONS as Partial<Record<string, string | number | boolean>>;

/**
 * Words for every option, including ones a newer rules engine adds; only those the engine's
 * schema has are offered (`JAMAICAN_OPTIONS` below), and test/api/options.test.ts fails when the
 * schema has one without words.
 */
const OPTION_WORDS: readonly Omit<OptionView, 'default'>[] = [
  {
    id: 'pose',
    label: 'Posing the 6-6',
    help: 'Whether the holder of the 6-6 must pose it when he begins a hand.',
    kind: 'choice',
    choices: [
      { value: 'tournament', label: 'Tournament', help: 'The holder of the 6-6 must pose the 6-6 itself.' },
      { value: 'sporting', label: 'Sporting', help: 'The holder of the 6-6 may pose any bone.' },
    ],
  },
  {
    id: 'onOpponentWin',
    label: 'When the side with no points wins a hand',
    help: 'What happens to the score when the other side wins a hand.',
    kind: 'choice',
    choices: [
      { value: 'reset-both', label: 'Bruk: back to 0-0', help: 'The score goes back to 0-0 and the holder of the 6-6 poses next.' },
      { value: 'winner-scores', label: 'Winners score, losers to 0', help: 'The losers go back to 0; the winners keep what they won and pose next.' },
    ],
  },
  {
    id: 'ties',
    label: 'A tied hand',
    help: 'A blocked hand where two opponents tie for the fewest pips.',
    kind: 'choice',
    choices: [
      { value: 'no-score', label: 'Nobody scores', help: 'Nobody scores and the holder of the 6-6 poses next.' },
      { value: 'replay', label: 'Replayed for more', help: 'The next hand is worth one point more for each tie in a row (2, 3, 4 …).' },
    ],
  },
  {
    id: 'playoffAtOneOne',
    label: 'Play-off at 1-1',
    help: 'When a side with 1 point loses a 1-point hand, play a play-off hand instead of starting over.',
    kind: 'boolean',
    choices: [
      { value: false, label: 'No', help: 'The usual rule for a lost hand applies.' },
      { value: true, label: 'Yes', help: 'The play-off is posed by the holder of the 6-6; its winner has 2-0.' },
    ],
  },
  {
    id: 'target',
    label: 'Points to win',
    help: 'A side wins the match on reaching this many points while the other has none (six-love).',
    kind: 'number',
    min: 1,
    max: 100,
  },
  {
    id: 'partnersTiedForFewest',
    label: 'Partners tied in a block',
    help: 'A blocked hand where two partners tie for the fewest pips.',
    kind: 'choice',
    choices: [
      { value: 'win', label: 'Their team wins', help: 'Only two opponents tied for the fewest pips make a tied hand.' },
      { value: 'tie', label: 'A tied hand', help: 'Any two players tied for the fewest pips, partners too, make a tied hand.' },
    ],
  },
  {
    id: 'leadersLoseReplay',
    label: 'When the leaders lose a replay',
    help: 'Only when tied hands are replayed: what happens when the side with points loses the replay.',
    kind: 'choice',
    choices: [
      { value: 'on-opponent-win', label: 'As any lost hand', help: 'The rule for when the side with no points wins a hand decides.' },
      { value: 'reset-both', label: 'Back to 0-0', help: 'The score goes back to 0-0 and the holder of the 6-6 poses next.' },
    ],
  },
];

/** The options of the engine's schema, in the order above, with the engine's defaults. */
const JAMAICAN_OPTIONS: readonly OptionView[] = OPTION_WORDS.filter((o) => o.id in jamaicanPartnerOptions.shape).map((o) => ({
  ...o,
  default: D[o.id]!,
}));

/** Option ids of the engine's schema that have no words here (should be none). */
export function optionsWithoutWords(): string[] {
  return Object.keys(jamaicanPartnerOptions.shape).filter((id) => !OPTION_WORDS.some((o) => o.id === id));
}

export const RULE_FAMILY_VIEWS: readonly RuleFamilyView[] = [
  {
    id: 'jamaican-partner',
    label: 'Jamaican Partner',
    help: 'Four players, partners sitting opposite, a double-six set, seven bones each. Win six points while the other side has none: six-love.',
    seats: JAMAICAN_PARTNER_HAND.seats,
    teams: [0, 1].map((team) => JAMAICAN_PARTNER_HAND.teamOf.flatMap((t, seat) => (t === team ? [seat] : []))),
    handSize: JAMAICAN_PARTNER_HAND.handSize,
    maxPip: JAMAICAN_PARTNER_HAND.maxPip,
    options: JAMAICAN_OPTIONS,
  },
];

/** A match's options, one line each: "Posing the 6-6: Tournament". */
export function optionsText(options: JamaicanPartnerOptions): string[] {
  return JAMAICAN_OPTIONS.map((option) => {
    const value = options[option.id as keyof JamaicanPartnerOptions];
    const choice = option.choices?.find((c: Choice) => c.value === value);
    return `${option.label}: ${choice ? choice.label : String(value)}`;
  });
}
