/**
 * The rule families and their options in plain words, for the new-match form and the match
 * header. The words follow docs/rules.md (each family's Options table); the ids and defaults come
 * from the families' schemas (domain/families/), so a default changed there shows here.
 */
import { z } from 'zod';
import { FAMILIES } from '../domain/families/index.ts';
import type { FamilyOptions } from '../domain/families/index.ts';
import { RULE_FAMILIES } from '../domain/rules.ts';
import type { RuleFamily } from '../domain/rules.ts';
import type { DefaultWhen, OptionView, PresetView, RuleFamilyView } from './contract.ts';
import { tableRules } from './sides.ts';

type Choice = { readonly value: string | boolean; readonly label: string; readonly help: string };
type Words = Omit<OptionView, 'default' | 'defaultWhen'>;

/**
 * Every family's `target`: a number from 1, its words the family's own (what reaching it means).
 * `label` where it is not "Points to win" (hands won, or the French game's losing score).
 */
function targetOption(help: string, more: { readonly label?: string; readonly max?: number } = {}): Words {
  return { id: 'target', label: more.label ?? 'Points to win', help, kind: 'number', min: 1, ...(more.max !== undefined && { max: more.max }) };
}

/** The holder of the 6-6 poses it, or any bone: the partner game's `pose` and `laterPose`. */
const POSE_CHOICES: readonly Choice[] = [
  { value: 'tournament', label: 'Tournament', help: 'The holder of the 6-6 must pose the 6-6 itself.' },
  { value: 'sporting', label: 'Sporting', help: 'The holder of the 6-6 may pose any bone.' },
];

/** Haitian, partners or each for oneself: what Dekabès is worth after a tied hand. */
const DEKABES_AFTER_TIE: Words = {
  id: 'dekabesAfterTie',
  label: 'Dekabès after a tied hand',
  help: 'A hand after a tied block is worth 2; won with Dekabès it is worth this many points (4, or 3 where some play so).',
  kind: 'number',
  min: 3,
  max: 4,
};

/**
 * Jamaican Partner's options (Puerto Rican Shutout shares them). Words for options a newer rules
 * engine may add are harmless: only those the family's schema has are offered, and
 * test/api/options.test.ts fails when a schema has an option without words.
 */
const PARTNER_WORDS: readonly Words[] = [
  {
    id: 'pose',
    label: 'Posing the 6-6',
    help: 'Whether the holder of the 6-6 must pose it when he begins a hand.',
    kind: 'choice',
    choices: POSE_CHOICES,
  },
  {
    id: 'onOpponentWin',
    label: 'When the side with no points wins a hand',
    help: 'What happens to the score when the other side wins a hand.',
    kind: 'choice',
    choices: [
      { value: 'reset-both', label: 'Bruk: back to 0-0', help: 'The score goes back to 0-0 and the holder of the 6-6 poses next.' },
      { value: 'winner-scores', label: 'Winners score, losers to 0', help: 'The losers go back to 0; the winners keep what they won and pose next.' },
      { value: 'race', label: 'A plain race', help: 'Nobody goes back to 0: each side keeps what it won, and the first side to the points to win wins the match.' },
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
  targetOption('A side wins the match on reaching this many points while the other has none (six-love).', { max: 100 }),
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
  {
    id: 'replayValue',
    label: 'What a replay is worth',
    help: 'Only when tied hands are replayed: the points the replay is worth.',
    kind: 'choice',
    choices: [
      { value: 'rising', label: 'One more per tie', help: 'One point more for each tie in a row: 2, 3, 4 …' },
      { value: 'two', label: 'Always 2', help: 'A replay is worth 2, however many ties in a row.' },
    ],
  },
  {
    id: 'replayPose',
    label: 'Who poses a replay',
    help: 'Only when tied hands are replayed: who begins the replay.',
    kind: 'choice',
    choices: [
      { value: 'leaders', label: 'The side with points', help: 'The side with points poses, any bone; at 0-0 the holder of the 6-6 poses the 6-6.' },
      { value: 'holder', label: 'The holder of the 6-6', help: 'Every replay is posed by the holder of the 6-6, with the 6-6.' },
    ],
  },
  {
    id: 'replayKeyBone',
    label: 'The key bone on a replay',
    help: 'Only when tied hands are replayed: whether winning a replay with the key bone adds a point.',
    kind: 'choice',
    choices: [
      { value: 'adds', label: 'Adds a point', help: 'The key bone adds its extra point to what the replay is worth.' },
      { value: 'nothing', label: 'Adds nothing', help: 'The replay is worth what it is worth, key bone or not.' },
    ],
  },
  {
    id: 'laterPose',
    label: 'Posing the 6-6 after the first hand',
    help: 'The hands after the first that the holder of the 6-6 begins: after a bruk, and the play-off.',
    kind: 'choice',
    choices: [
      { value: 'as-first', label: 'As the first hand', help: 'As "Posing the 6-6" says.' },
      ...POSE_CHOICES,
    ],
  },
];

const SHUTOUT_TARGET = targetOption('A side wins the match on reaching this many points in a row while the other has none.', { max: 100 });

const FIRST_POSE: Words = {
  id: 'pose',
  label: 'Posing the 6-6 in the first hand',
  help: 'The first hand is begun by the holder of the 6-6; later hands by the last winner, with any bone.',
  kind: 'choice',
  choices: [
    { value: 'tournament', label: 'Tournament', help: 'The holder of the 6-6 must pose the 6-6 itself.' },
    { value: 'sporting', label: 'Sporting', help: 'The holder of the 6-6 may pose any bone (the first hand only).' },
  ],
};

/**
 * The draw games' hand whose 6-6 was not dealt (docs/rules.md): thrown in, our reading; or
 * HendyDom's start, the highest double, else the highest bone (issue 19 item 12).
 */
const NO_DOUBLE: Words = {
  id: 'noDouble',
  label: 'When nobody was dealt the 6-6',
  help: 'A hand begun by the holder of the 6-6, when the 6-6 was not dealt.',
  kind: 'choice',
  choices: [
    { value: 'redeal', label: 'Deal again', help: 'The hand cannot begin: the bones are shuffled and dealt again.' },
    {
      value: 'highest-bone',
      label: 'The highest double begins, else the highest bone',
      help: 'The holder of the highest double dealt poses it; with no double dealt, the holder of the highest bone (6-5, then 6-4 … 6-0, 5-4 …). Every hand can begin.',
    },
  ],
};

const KEY_BONE: Words = {
  id: 'keyBone',
  label: 'Key bone',
  help: 'Winning with the key bone (the only bone left that fits either end, not a double) scores an extra point.',
  kind: 'boolean',
  choices: [
    { value: true, label: 'Counts', help: 'A domino with the key bone scores 2.' },
    { value: false, label: 'Does not count', help: 'Every hand won scores 1.' },
  ],
};

const WINS_TO_MATCH = (n: number): Words =>
  targetOption(`A player wins the match on reaching this many points (${n} by the text) while another player has none.`, { label: 'Hands to win' });

const PIPS_TARGET = targetOption('The first team to reach this many points or more wins the match.');

/** Doscientos and Quinientos: who wins a block, and a block with equal pips. */
const PUERTO_RICAN_BLOCKS: readonly Words[] = [
      {
        id: 'block',
        label: 'Who wins a block',
        help: 'How a blocked game is won.',
        kind: 'choice',
        choices: [
          { value: 'team', label: 'The team with fewer pips', help: 'The team holding fewer pips wins; its player with fewer pips starts next.' },
          { value: 'last-or-right', label: 'The last player or the next', help: 'Whoever has fewer pips of the player who played last and the player after him wins for his team and starts next.' },
        ],
      },
      {
        id: 'blockTie',
        label: 'A block with equal pips',
        help: 'When a blocked game is a draw.',
        kind: 'choice',
        choices: [
          { value: 'no-score', label: 'Nobody scores', help: 'No score; the holder of the 6-6 poses it next.' },
          { value: 'first-team', label: 'The team that posed', help: 'The team that played first wins; its player with fewer pips starts next.' },
          { value: 'last-team', label: 'The team that played last', help: 'The team that played last wins; the player who blocked the game starts next.' },
          { value: 'deal-again', label: 'Dealt again', help: 'Not counted: the bones are shuffled and dealt again, and the same player poses, any bone.' },
        ],
      },
      {
        id: 'scoring',
        label: 'What the winners score',
        help: 'The pips the winning team scores after a hand.',
        kind: 'choice',
        choices: [
          { value: 'all', label: 'Every pip left', help: 'The pips left in all four hands.' },
          { value: 'opponents', label: 'The opponents’ pips', help: 'Only the pips the losing team holds.' },
        ],
      },
];

/** The Latin variants (latin-partnership.txt) the partnership presets offer. */
const REDEAL_WORDS = (four: boolean): Words => ({
  id: 'redeal',
  label: 'Redeal for doubles',
  help: 'Whether a player dealt many doubles may show them before play and have the bones dealt again.',
  kind: 'choice',
  choices: [
    { value: 'none', label: 'No redeal', help: 'Most do not allow any redeals.' },
    { value: 'five', label: 'Five doubles', help: 'A player with five or more doubles may ask for a new deal.' },
    ...(four ? [{ value: 'four', label: 'Four doubles', help: 'A player with four or more doubles may ask for a new deal.' }] : []),
  ],
});

const PASS_BONUS_WORDS: Words = {
  id: 'passBonus',
  label: 'Pass bonuses',
  help: 'Points for the team whose bone makes the next player pass, whether or not it wins the hand.',
  kind: 'boolean',
  choices: [
    { value: false, label: 'No', help: 'Passing scores nothing.' },
    {
      value: true,
      label: 'Yes',
      help: '10 for each opponent who passes after your bone (a block counts as three passes: 20); the first time in the match 10 more.',
    },
  ],
};

const ROUND_DOWN_WORDS: Words = {
  id: 'roundDown10',
  label: 'Round scores down to tens',
  help: 'The pips a hand scores, rounded down to a multiple of 10 (as when scoring with poker chips).',
  kind: 'boolean',
  choices: [
    { value: false, label: 'No', help: 'Every pip counts.' },
    { value: true, label: 'Yes', help: '37 pips score 30; 9 score 0.' },
  ],
};

interface FamilyWords {
  readonly help: string;
  readonly options: readonly Words[];
  /** The words of each of the family's presets (domain/families FamilyPreset), by id. */
  readonly presets?: Readonly<Record<string, Pick<PresetView, 'label' | 'help'>>>;
}

/** Each family: what it is, and its options (docs/rules.md). */
const FAMILY_WORDS: Readonly<Record<RuleFamily, FamilyWords>> = {
  'jamaican-partner': {
    help: 'Four players, partners sitting opposite, a double-six set, seven bones each. Win six points while the other side has none: six-love.',
    options: PARTNER_WORDS,
    presets: {
      club: {
        label: 'As many clubs play: tied hands replayed, and a play-off at 1–1',
        help: 'A tied hand is played again for one point more; at 1–1 the next hand is a play-off worth 2–0 (“many play”, the texts say).',
      },
    },
  },
  'jamaican-cut-throat': {
    help: 'Two, three or four players, each for himself: 14 bones each for two, 9 each for three (the 0-0 taken out), 7 each for four. One point a hand; win six while another player has none; when everyone has a point, all go back to 0. Four may play to 100 by pips instead.',
    options: [
      FIRST_POSE,
      {
        id: 'scoring',
        label: 'Scoring',
        help: 'Four players only: one point a hand won, or the pips the others still hold.',
        kind: 'choice',
        seats: [4],
        choices: [
          { value: 'wins', label: 'Hands won', help: 'One point a hand; win six while another player has none; when everyone has a point, all go back to 0.' },
          {
            value: 'points',
            label: 'Pips, to 100',
            help: 'The winner of a hand (in a block, the player with the fewest pips) scores the pips the three others hold; the first to 100 or more wins. No key bone.',
          },
        ],
      },
      targetOption('By hands won, a player wins on reaching this many points (6 by the text) while another player has none; by pips, the first to reach this many points or more (100) wins.'),
      KEY_BONE,
      {
        id: 'twoPlayers',
        label: 'Two players',
        help: 'How two players deal.',
        kind: 'choice',
        seats: [2],
        choices: [
          { value: 'fourteen-each', label: '14 bones each', help: 'Every bone is dealt.' },
          { value: 'draw', label: '7 each and a boneyard', help: 'The other 14 bones are drawn from, one at a time, by a player who cannot play.' },
        ],
      },
      // Only the draw game leaves the 6-6 undealt (two players, 7 each).
      { ...NO_DOUBLE, seats: [2] },
    ],
  },
  haitian: {
    help: 'Four players in partnerships, a double-six set, seven bones each. A domino scores 1, Dekabès (the last bone matching both open ends) 2; the losers go back to 0; 4 points win.',
    options: [
      DEKABES_AFTER_TIE,
      targetOption('The first team to reach this many points or more wins the game.'),
      {
        id: 'blockTie',
        label: 'Opponents tied in a block',
        help: 'A blocked hand where two opponents tie for the fewest pips.',
        kind: 'choice',
        choices: [
          { value: 'no-score', label: 'Nobody scores', help: 'No score; the team that posed the tied hand poses next, and the next hand is worth 2.' },
          { value: 'lower-seat', label: 'The lower seat wins', help: 'Of the two tied players, the one seated first in the order of play wins for his team.' },
        ],
      },
    ],
  },
  cuban: {
    help: 'Four players in partnerships, a double-nine set, ten bones each and fifteen sleeping. The winners score every pip their opponents still hold; first to 100.',
    options: [
      PIPS_TARGET,
      {
        id: 'starter',
        label: 'Who starts the next hand',
        help: 'After the first hand, which anyone may begin.',
        kind: 'choice',
        choices: [
          { value: 'winning-team', label: 'The winning team', help: 'Either player of the team that won the last hand; after a tie, a player of the team that did not start it.' },
          { value: 'winner', label: 'The winner', help: 'The player who won the last hand; after a tie, the tied player of the team that did not start it.' },
        ],
      },
      {
        id: 'set',
        label: 'The set',
        help: 'Double-nine with bones sleeping, or double-six with every bone dealt.',
        kind: 'choice',
        choices: [
          { value: 'double-nine', label: 'Double-nine', help: '55 bones: ten each, fifteen face down out of play.' },
          { value: 'double-six', label: 'Double-six', help: '28 bones: seven each, all in play.' },
        ],
      },
      {
        id: 'firstPose',
        label: 'Who begins the first hand',
        help: 'Who poses the first hand of the match (later hands: see who starts the next hand).',
        kind: 'choice',
        choices: [
          { value: 'any', label: 'Anyone', help: 'Settled at the table (a bone drawn at random, even or odd); any bone.' },
          {
            value: 'highest-double',
            label: 'The highest double',
            help: 'The holder of the highest double dealt poses it; if nobody holds a double, the hands are dealt again.',
          },
        ],
      },
    ],
  },
  'latin-partnership': {
    help: 'Four players in partnerships, a double-six set, seven bones each. The winners score the pips the losing team holds; a block goes to the team with the lower total; first to 100.',
    options: [
      targetOption('The first team to reach this many points or more wins the match (with scores divided by 10, the divided score).'),
      {
        id: 'starter',
        label: 'Who starts a hand',
        help: 'Who starts the hands after the first.',
        kind: 'choice',
        choices: [
          { value: 'rotate', label: 'In turn', help: 'The next player in order of play after the last hand’s starter, with any bone.' },
          { value: 'winning-team', label: 'The winning team', help: 'Either player of the team that won the last hand; after a hand nobody won, the holder of the 6-6 poses it.' },
          { value: 'double-six', label: 'The 6-6 every hand', help: 'Every hand is posed with the 6-6 by its holder.' },
          {
            value: 'winner',
            label: 'The player who went out',
            help: 'The player who played his last bone starts the next hand, not his partner; after a block, either player of the winning team; after a hand nobody won, the holder of the 6-6 poses it.',
          },
        ],
      },
      {
        id: 'scoring',
        label: 'What the winners score',
        help: 'The pips left in the losers’ hands, or in every hand.',
        kind: 'choice',
        choices: [
          { value: 'losers', label: 'The losers’ pips', help: 'The pips the losing team still holds.' },
          { value: 'all', label: 'All pips', help: 'Every pip still held, partners’ included.' },
        ],
      },
      {
        id: 'blockTie',
        label: 'A block with equal totals',
        help: 'When both teams hold the same number of pips in a blocked game.',
        kind: 'choice',
        choices: [
          { value: 'no-score', label: 'Nobody scores', help: 'The hand is tied.' },
          { value: 'first-team', label: 'The team that posed', help: 'The team that played first wins it.' },
          { value: 'more-bones', label: 'The team with more bones', help: 'The team holding more bones wins it; with equal counts nobody scores.' },
          { value: 'last-team-loses', label: 'The last to play loses', help: 'The team that played the last bone loses; the other team wins it.' },
          { value: 'deal-again', label: 'Dealt again', help: 'Not counted: the bones are shuffled and dealt again, and the same player poses.' },
        ],
      },
      {
        id: 'blockScore',
        label: 'Who scores a block',
        help: 'In a blocked game, the winners only, or both teams.',
        kind: 'choice',
        choices: [
          { value: 'winners', label: 'The winners', help: 'The winning team scores as after a domino.' },
          {
            value: 'both',
            label: 'Both teams',
            help: 'Each team scores the pips it holds; if both reach the target the lower total wins, and equal totals play another deal.',
          },
          { value: 'difference', label: 'The difference', help: 'The winning team scores the difference between the two teams’ pips.' },
        ],
      },
      {
        id: 'blockerStarts',
        label: 'The blocker starts',
        help: 'After a block won by the team of the player who blocked it: who starts the next hand.',
        kind: 'boolean',
        choices: [
          { value: false, label: 'No', help: 'Who starts a hand decides, as after any hand.' },
          { value: true, label: 'Yes', help: 'The player who blocked the game starts the next hand.' },
        ],
      },
      {
        id: 'firstPose',
        label: 'Who begins the first hand',
        help: 'Who poses the first hand of the match.',
        kind: 'choice',
        choices: [
          { value: 'double-six', label: 'The 6-6', help: 'The holder of the 6-6 poses the 6-6.' },
          { value: 'any', label: 'Anyone', help: 'Settled at the table: any player, any bone.' },
        ],
      },
      {
        id: 'mustStartDouble',
        label: 'Start with a double',
        help: 'Whether every hand after the first must be begun with a double.',
        kind: 'boolean',
        choices: [
          { value: false, label: 'No', help: 'The starter may pose any bone.' },
          { value: true, label: 'Yes', help: 'A double, unless neither player of the starting team has one; the partner poses it if only the partner has one.' },
        ],
      },
      {
        id: 'rotateFrom',
        label: 'Turn to start after a partner’s double',
        help: 'With a double to start, where the turn to start goes on when the partner posed the double for the player due.',
        kind: 'choice',
        choices: [
          { value: 'poser', label: 'After the one who posed', help: 'The player to the right of the partner who posed starts the next hand.' },
          { value: 'seat-due', label: 'After the one due', help: 'The player to the right of the one whose turn it was starts the next hand.' },
        ],
      },
      REDEAL_WORDS(true),
      PASS_BONUS_WORDS,
      ROUND_DOWN_WORDS,
      {
        id: 'divideBy10',
        label: 'Scores divided by 10',
        help: 'Each hand’s points divided by 10, rounded down, 1 to 19 counting 1.',
        kind: 'boolean',
        choices: [
          { value: false, label: 'No', help: 'Every pip counts.' },
          { value: true, label: 'Yes', help: '39 pips score 3; 1 to 19 score 1.' },
        ],
      },
    ],
  },
  'haitian-individual': {
    help: 'The Haitian game each for oneself: two (a draw game, a block game or 14 each), three (the 0-0 taken out, 9 each) or four (7 each). Scored as the partner game: 1 a hand, Dekabès 2; a player who loses a hand goes back to 0; 4 points win.',
    options: [
      DEKABES_AFTER_TIE,
      targetOption('A player wins on reaching this many points in a row (a hand lost sends him back to 0).'),
      {
        id: 'twoPlayers',
        label: 'Two players',
        help: 'The three ways two players may play.',
        kind: 'choice',
        seats: [2],
        choices: [
          { value: 'draw', label: 'A draw game', help: '7 bones each; the other 14 are a boneyard to draw from.' },
          { value: 'block', label: 'A block game', help: '7 bones each; the other 14 stay face down, out of play.' },
          { value: 'fourteen-each', label: '14 bones each', help: 'Every bone is dealt; the holder of the highest double begins.' },
        ],
      },
      // Two players with 7 each (the draw and the block game) may leave the 6-6 undealt.
      { ...NO_DOUBLE, seats: [2] },
    ],
  },
  milo: {
    help: 'The partnership game scored by hands: 1 point for a domino or a block won by the lower team total, 2 for a Milo (the last bone leaves both ends the same number); five points win.',
    options: [
      targetOption('The first team to reach this many points wins the game.'),
    ],
  },
  sudan: {
    help: 'The partnership game as played in Sudan: the winners score every pip left in all four hands; first to 51 (to 101 when the 0-0 counts 50).',
    options: [
      {
        id: 'doubleBlank50',
        label: 'The 0-0 counts 50',
        help: 'A variation: the double blank counts 50 pips wherever pips count, and the game is to 101.',
        kind: 'boolean',
        choices: [
          { value: false, label: 'No', help: 'The 0-0 counts 0; the game is to 51.' },
          { value: true, label: 'Yes', help: 'The 0-0 counts 50; the game is to 101.' },
        ],
      },
      targetOption('The first team to reach this many points or more wins (51, or 101 when the 0-0 counts 50, unless another number is agreed).'),
    ],
  },
  doscientos: {
    help: 'The Puerto Rican partnership game to 200: the winners score every pip left in all four hands, and the hand’s winner starts the next.',
    options: [
      targetOption('The first team to reach this many points or more wins (200, or 100 where some play so).'),
      ...PUERTO_RICAN_BLOCKS,
      REDEAL_WORDS(false),
      PASS_BONUS_WORDS,
      ROUND_DOWN_WORDS,
    ],
  },
  quinientos: {
    help: 'Doscientos played to 500: the winners of the first four games by domino add 100, 75, 50 and 25; a blocked game earns no bonus.',
    options: [
      targetOption('The first team to reach this many points or more wins (500).'),
      ...PUERTO_RICAN_BLOCKS,
      {
        id: 'chuchazo',
        label: 'Chuchazo',
        help: 'A bonus of 100 for going out with the 0-0 (the chucha); never for a blocked game.',
        kind: 'choice',
        choices: [
          { value: 'none', label: 'No bonus', help: 'Going out with the 0-0 is an ordinary domino.' },
          { value: 'any', label: '100 points', help: 'Going out with the 0-0 scores 100 more.' },
          { value: 'one-blank-end', label: '100, one blank end only', help: 'Only when just one end was blank; with both ends blank it is an ordinary domino.' },
        ],
      },
      REDEAL_WORDS(false),
      PASS_BONUS_WORDS,
      ROUND_DOWN_WORDS,
    ],
  },
  'puerto-rican-shutout': {
    help: 'The Jamaican partner game to four in a row: a block goes to the team with the lower total, and its player with the lower count poses next.',
    options: [
      // The plain race is the Jamaican game's (issue 19 item 4): "4 games in a row" is a shutout.
      ...PARTNER_WORDS.filter((o) => o.id !== 'target').map((o) =>
        o.id === 'onOpponentWin' ? { ...o, choices: o.choices!.filter((c) => c.value !== 'race') } : o,
      ),
      SHUTOUT_TARGET,
      KEY_BONE,
      {
        id: 'brukStarter',
        label: 'Who starts after a block that bruks',
        help: 'When the side with no points wins a block, the score goes back to 0-0: who poses the next hand.',
        kind: 'choice',
        choices: [
          { value: 'six-six', label: 'The 6-6 holder', help: 'As after any bruk in the partner game.' },
          { value: 'lower-count', label: 'The winners’ lower count', help: 'As after any block: the winning team’s player with fewer pips poses, any bone.' },
        ],
      },
    ],
  },
  chiva: {
    help: 'The Puerto Rican draw game for two or three, each for himself: seven bones each, the rest a boneyard. Win four while another player has none; when everyone has won, all go back to 0.',
    options: [FIRST_POSE, WINS_TO_MATCH(4), KEY_BONE, NO_DOUBLE],
  },
  'cuban-draw': {
    help: "Lankford's Cuban game: two, three or four players each for himself, a double-six set, 7, 5 or 4 bones each and a boneyard. Every hand opens with a double, the first player drawing until he has one; a player who cannot play draws. The winner scores his opponents' pips less his own; first to 100.",
    options: [targetOption('The first player to reach this many points or more wins the match.')],
  },
  'jamaican-french': {
    help: 'Four players, each for himself, seven bones each. The holder of the 0-0 poses it; four blank bones go round it, then each arm takes its double, then plays on. After each hand every player adds the pips he still holds to his score, doubled if he holds a double. Reaching 100 loses; the lowest score wins.',
    options: [
      targetOption('The match ends when a player reaches this many points or more; he loses, and the player with the lowest score wins.', { label: 'Losing score' }),
      {
        id: 'wentOutOnDouble',
        label: 'Going out on a double',
        help: 'When a player plays a double as his last bone: what the others add for the hand.',
        kind: 'choice',
        choices: [
          { value: 'plain', label: 'As usual', help: 'Each adds the pips he holds, doubled if he holds a double.' },
          { value: 'double', label: 'Twice', help: 'Each adds twice what he would add.' },
          { value: 'quadruple', label: 'Four times', help: 'Each adds four times what he would add.' },
        ],
      },
      {
        id: 'tiedBlock',
        label: 'A block tied for the fewest pips',
        help: 'A blocked hand where two or more players tie for the fewest pips.',
        kind: 'choice',
        choices: [
          { value: 'held', label: 'Everyone adds his pips', help: 'As at the end of any hand.' },
          { value: 'nothing', label: 'Nobody adds anything', help: 'The hand counts for nobody.' },
        ],
      },
      {
        id: 'passPenalty',
        label: 'Pass penalties',
        help: 'What passing costs: a player’s third pass in a row, and a bone that leaves every other player without an answer (the bone that blocks the hand, or a last bone none of them could have answered, included).',
        kind: 'choice',
        choices: [
          { value: 'none', label: 'No penalty', help: 'Passing costs nothing more.' },
          { value: 'passers-ten', label: '10 a penalty', help: 'A player’s third pass in a row costs him 10 (and every third after it); a bone none of the others can answer costs each of them 10, even when it ends the hand. Tied hands count them too.' },
        ],
      },
      {
        id: 'tieReplay',
        label: 'After a tied block',
        help: 'The hand after a block where two or more players tie for the fewest pips.',
        kind: 'choice',
        choices: [
          { value: 'none', label: 'As any hand', help: 'The next hand counts as usual.' },
          { value: 'two', label: 'Replayed for 2', help: 'The next hand is worth 2 to the player who wins it, and nobody else adds anything, however many ties came before.' },
        ],
      },
      {
        id: 'laterPose',
        label: 'Who poses after the first hand',
        help: 'The first hand is always posed by the holder of the 0-0, with the 0-0.',
        kind: 'choice',
        choices: [
          { value: 'zero-zero', label: 'The 0-0, every hand', help: 'The holder of the 0-0 poses it, and the four arms go round it.' },
          {
            value: 'winner-double',
            label: 'The last winner, any double',
            help: 'The last hand’s winner poses any double he holds, and the four arms go round it; without a double, the next player who has one. After a tied block, the holder of the 0-0 poses it (in a hand of three, which has no 0-0, the player who posed the tied block, any double).',
          },
        ],
      },
      {
        id: 'playOut',
        label: 'When a player reaches the losing score',
        help: 'Whether the match ends there, or the others play on without him.',
        kind: 'boolean',
        choices: [
          { value: false, label: 'The match ends', help: 'He loses, and the player with the lowest score wins.' },
          {
            value: true,
            label: 'The others play on',
            help: 'He is out; the others play on, 9 bones each for three (the 0-0 taken out), 14 for two, until one is left below the losing score, who wins. The order players go out in is the ranking. Needs the later hands posed by the last winner with any double.',
          },
        ],
      },
    ],
  },
};

/** The option ids of a family's schema (an object, or an object piped into a transform). */
function schemaOptionIds(id: RuleFamily): string[] {
  const schema = FAMILIES[id].options as unknown as z.ZodObject | z.ZodPipe<z.ZodObject>;
  return Object.keys(('shape' in schema ? schema : schema.in).shape);
}

/** Option ids of a family's schema that have no words here (should be none), as "family.option". */
export function optionsWithoutWords(): string[] {
  return RULE_FAMILIES.flatMap((id) => schemaOptionIds(id).filter((o) => !FAMILY_WORDS[id].options.some((w) => w.id === o)).map((o) => `${id}.${o}`));
}

type Defaults = Readonly<Record<string, string | number | boolean>>;

/**
 * The defaults that follow another option's value, read from the schema (a default filled in after
 * parsing: Cut Throat's target 6 or 100 by `scoring`, Sudan's 51 or 101 by `doubleBlank50`): for
 * each option whose default some choice of another changes, its default under every such choice.
 */
function defaultsWhen(id: RuleFamily, words: readonly Words[], defaults: Defaults): Map<string, DefaultWhen[]> {
  const out = new Map<string, DefaultWhen[]>();
  for (const by of words) {
    const under = (by.choices ?? []).flatMap((c) => {
      const parsed = FAMILIES[id].options.safeParse({ [by.id]: c.value });
      return parsed.success ? [{ value: c.value, defaults: parsed.data as Defaults }] : [];
    });
    for (const o of words) {
      if (o.id === by.id || !under.some((u) => u.defaults[o.id] !== defaults[o.id])) continue;
      out.set(o.id, [...(out.get(o.id) ?? []), ...under.map((u) => ({ option: by.id, value: u.value, default: u.defaults[o.id]! }))]);
    }
  }
  return out;
}

function familyOptions(id: RuleFamily): OptionView[] {
  const defaults = FAMILIES[id].options.parse({}) as Defaults;
  const ids = schemaOptionIds(id);
  const words = FAMILY_WORDS[id].options.filter((o) => ids.includes(o.id));
  const when = defaultsWhen(id, words, defaults);
  return words.map((o) => ({ ...o, default: defaults[o.id]!, ...(when.has(o.id) && { defaultWhen: when.get(o.id)! }) }));
}

function familyView(id: RuleFamily): RuleFamilyView {
  const family = FAMILIES[id];
  const options = family.options.parse({});
  const tables = family.seatCounts.map((seats) => tableRules(family.handRules(options, seats), family.redeal(options)));
  const largest = tables[tables.length - 1]!;
  return {
    id,
    label: family.name,
    help: FAMILY_WORDS[id].help,
    seats: largest.seats,
    teams: largest.teams,
    handSize: largest.handSize,
    maxPip: largest.maxPip,
    options: familyOptions(id),
    presets: (family.presets ?? []).map((p) => {
      const words = FAMILY_WORDS[id].presets?.[p.id];
      if (!words) throw new Error(`${id}: the preset ${p.id} has no words (api/options.ts FAMILY_WORDS)`);
      return { id: p.id, ...words, options: p.options };
    }),
    seatCounts: family.seatCounts,
    tables,
  };
}

export const RULE_FAMILY_VIEWS: readonly RuleFamilyView[] = RULE_FAMILIES.map(familyView);

/** A match's options in words, with their ids: "Posing the 6-6: Tournament". */
export function optionsInWords(id: RuleFamily, options: FamilyOptions): { readonly id: string; readonly text: string }[] {
  return RULE_FAMILY_VIEWS.find((f) => f.id === id)!.options.map((option) => {
    const value = options[option.id];
    const choice = option.choices?.find((c: Choice) => c.value === value);
    return { id: option.id, text: `${option.label}: ${choice ? choice.label : String(value)}` };
  });
}

/** A match's options, one line each: "Posing the 6-6: Tournament". */
export function optionsText(id: RuleFamily, options: FamilyOptions): string[] {
  return optionsInWords(id, options).map((o) => o.text);
}
