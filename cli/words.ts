/**
 * The referee's own sentences in English, one entry per sentence or phrase, and the `Words` type
 * that the Spanish (cli/words-es.ts) must fill key for key: the reports (cli/report.ts,
 * cli/family-report.ts, cli/event-report.ts …) build every line from these, so a sentence added
 * here without its Spanish does not compile. Facts (names, bones "6-3", numbers) come in as
 * arguments; what the screens already say (refusals, families, options, event keys) is not here
 * but read from the locale files (cli/lang.ts), so the app and the referee say it alike.
 *
 * The English is the report as it was before Spanish came, word for word: the tests that pin it
 * (test/cli/report.test.ts and its neighbours) hold it so.
 */
import type { ScoreNote } from '../domain/families/index.ts';
import type { RankingKey } from '../domain/events/types.ts';
import type { STANDING_FIGURES } from '../domain/events/types.ts';
import type { ReadProblem } from './read-file.ts';
import { joinAnd, joinOr, plural } from '../domain/result.ts';

/** How the last bone or the pose is named in "Blocked after …". */
export type LastPlay = { readonly name: string; readonly bone: string } | null;

const USAGE_EN = `Usage: npm run --silent referee -- check FILE [--json] [--lang en|es]
       npm run --silent referee -- standings FILE [--json] [--lang en|es]
       npm run --silent referee -- next-round FILE [--json] [--lang en|es]

Checks a recorded match (docs/record-format.md) against its rules and prints, hand by hand,
how each hand ended and why, and the match score after it. For an event file
(docs/event-format.md), replays every game's record and prints the standings, or the next
round as the event's pairing method draws it.

  check FILE        the match record to check (a regular file of at most 16 MB)
  standings FILE    the event file's standings (a regular file of at most 64 MB)
  next-round FILE   the event file's next round
  --json            print the verdict as JSON instead (docs/referee.md)
  --lang en|es      the language of the report: English or Spanish (español); without it,
                    the environment's (LC_ALL, LC_MESSAGES or LANG beginning with "es" is
                    Spanish), else English. The JSON is the same in both.
  -h, --help        show this help

A match exported mid-hand is checked as far as it goes: its last hand is reported as in play.
An event's standings count complete tables only; the others are listed as pending.

Exit status: 0 the file is valid (and the round drawn), 1 it is not (or the draw is refused),
2 the file cannot be read or the arguments are wrong.
`;

export const EN = {
  and: (items: readonly string[]): string => joinAnd(items),
  or: (items: readonly string[]): string => joinOr(items),
  points: (n: number): string => plural(n, 'point', 'points'),
  moves: (n: number): string => plural(n, 'move', 'moves'),
  hands: (n: number): string => plural(n, 'hand', 'hands'),
  bones: (n: number): string => plural(n, 'bone', 'bones'),
  tiedHands: (n: number): string => plural(n, 'tied hand', 'tied hands'),
  /** "Score 3-0." */
  score: (score: string): string => `Score ${score}.`,

  // ---- a hand, in every family ----
  lineOfPlay: (bones: string): string => `Line of play: ${bones}.`,
  layoutFrom: (centre: string, arms: string): string => `Layout from the ${centre} out: ${arms}.`,
  arm: (name: string, bones: string | null): string => `${name} ${bones ?? '(empty)'}`,
  armName: (name: 'north' | 'east' | 'south' | 'west'): string => name,
  bothEndsShow: (n: number): string => `both ends show ${n}`,
  endsAre: (a: number, b: number): string => `the ends are ${a} and ${b}`,
  noBoneHas: (ends: readonly [number, number]): string => (ends[0] === ends[1] ? `no bone left has a ${ends[0]}` : `no bone left has a ${ends[0]} or a ${ends[1]}`),
  blockedAllPassed: (seats: number, ends: string | null, players: boolean): string => `Blocked: all ${seats} ${players ? 'players' : 'seats'} passed in turn${ends ? ` (${ends})` : ''}.`,
  blockedAfter: (last: LastPlay, ends: string, why: string): string => `Blocked after ${lastPlay(last)}: ${ends} and ${why}.`,
  blockedArms: (last: LastPlay, arms: string): string => `Blocked after ${lastPlay(last)}: no bone left fits an arm (${arms}).`,
  pipsLeft: (each: readonly string[]): string => `Pips left: ${each.join(', ')}.`,
  seatPips: (name: string, pips: number, held: string | null): string => `${name} ${pips}${held ? ` (${held})` : ''}`,
  notGiven: (name: string): string => `${name} not given (not counted)`,
  fewest: (name: string, pips: number): string => `${name} has the fewest pips (${pips}).`,
  tieFewest: (names: readonly string[], pips: number, how: 'tied' | 'partners' | 'plain'): string =>
    `${joinAnd(names)} tie for the fewest pips (${pips})${how === 'tied' ? ': tied hand' : how === 'partners' ? ' and are partners' : ''}.`,
  dominoed: (name: string, bone: string, why: string | null): string => `${name} dominoed with ${bone}${why ? `: ${why}` : ''}.`,
  dominoedKeyBone: (name: string, bone: string, why: string | null, playoff: boolean): string =>
    `${name} dominoed with ${bone}, the key bone: ${why}.${playoff ? ' A key bone adds nothing to a play-off.' : ''}`,
  keyBoneBothHard: (a: number, b: number, bone: string): string => `both ends were hard (${a} and ${b}) and ${bone} was the only bone that could be played`,
  onlyDouble: (bone: string): string => `${bone} was the only bone that could be played, but a double is never the key bone`,
  bothHardNoKey: (a: number, b: number, bones: readonly string[]): string =>
    `both ends were hard (${a} and ${b}), but ${joinAnd(bones)} could each still be played, so there was no key bone`,
  keyBoneBlocked: (bone: string, a: number, b: number, name: string): string =>
    `${bone} was the key bone (both ends were hard, ${a} and ${b}, and it was the only bone that could be played), but not ${name}'s last bone: a block earns no key-bone point.`,

  // ---- the partner game's score (cli/report.ts) ----
  playoffTied: (end: string): string => `The play-off is tied and is played again; nobody scores. ${end}`,
  nobodyReplay: (value: number, end: string): string => `Nobody scores: the hand is replayed, worth ${EN.points(value)}. ${end}`,
  nobody: (end: string): string => `Nobody scores. ${end}`,
  winsMatch: (side: string, plural: boolean): string => ` ${side} ${plural ? 'win' : 'wins'} the match.`,
  winPlayoff: (side: string, end: string, won: string): string => `${side} win the play-off and have 2 points. ${end}${won}`,
  bruk: (winners: string, losers: string, had: number, noPlayoff: string, end: string): string =>
    `${winners} win the hand, but ${losers} had ${EN.points(had)}: bruk, the score goes back to 0-0.${noPlayoff} ${end}`,
  playoffNext: (side: string, points: number, end: string): string => `${side} win ${EN.points(points)}: at 1-1 the next hand is a play-off. ${end}`,
  forReplay: (value: number): string => `${value} for the replay`,
  forHand: '1 for the hand',
  plusKeyBone: '+1 for the key bone',
  lostToZero: (losers: string, had: number): string => `, and ${losers}'s ${EN.points(had)} ${had === 1 ? 'goes' : 'go'} back to 0`,
  partnerWin: (side: string, points: number, why: readonly string[], lost: string, noPlayoff: string, end: string, won: string): string =>
    `${side} win ${EN.points(points)}${why.length > 0 ? ` (${why.join(', ')})` : ''}${lost}.${noPlayoff} ${end}${won}`,
  noPlayoff: (worth: number, asReplay: boolean): string =>
    ` No play-off: the hand was worth ${EN.points(worth)} ${asReplay ? 'as a replay' : 'with the key bone'}, not 1, so the score never stood at 1-1.`,
  partnerTitle: (n: number, tag: string, poser: string, bone: string, moves: number): string => `Hand ${n}${tag}: ${poser} posed ${bone}; ${EN.moves(moves)}.`,
  tagPlayoff: ', the play-off at 1-1',
  tagWorthAfterTies: (value: number, ties: number): string => `, worth ${EN.points(value)} after ${EN.tiedHands(ties)}`,
  nextHand: (playoff: boolean, value: number, pose: string): string =>
    `${playoff ? 'Next hand, the play-off' : value > 1 ? `Next hand, worth ${EN.points(value)}` : 'Next hand'}: ${pose}.`,
  valid: (family: string, hands: number): string => `Valid: ${family} match, ${EN.hands(hands)}.`,
  teams: (team0: string, team1: string): string => `Teams: ${team0} (team 0) v ${team1} (team 1); scores are ${team0} first.`,
  players: (names: readonly string[]): string => `Players: ${joinAnd(names)}, each for oneself; scores are in that order.`,
  optionsSet: (words: readonly string[]): string => `Options set in the file: ${words.join('; ')}.`,
  optionsRest: (words: readonly string[], someSet: boolean): string => `${someSet ? 'Default options for the rest' : 'Options, all the defaults'}: ${words.join('; ')}.`,
  result: (side: string, sixLove: boolean, score: string): string => `Result: ${side} win ${sixLove ? 'six-love' : 'the match'}, final score ${score}.`,
  unfinishedScore: (unfinished: string, score: string, leader: string | null, playoff: boolean): string =>
    `${unfinished}: ${score}${leader !== null ? ` to ${leader}` : ''}${playoff ? ', a play-off is next' : ''}.`,

  // ---- who poses ----
  holderPoses: (bone: string, forced: boolean): string => (forced ? `the holder of the ${bone} poses it` : `the holder of the ${bone} poses, with any bone`),
  anyonePoses: 'anyone may pose',
  posesAny: (who: string): string => `${who} poses, with any bone`,
  posesDouble: (who: string): string => `${who} poses, with a double if the team holds one (the partner poses it if only the partner has one)`,
  posesDrawingDouble: (who: string): string => `${who} poses a double, drawing until he has one`,
  anyPlayer: 'any player',
  highestDouble: (orHighestBone: boolean): string =>
    `the holder of the highest double dealt poses it${orHighestBone ? '; with no double dealt, the holder of the highest bone' : ''}`,
  anyDouble: (seat: string): string => `${seat} poses any double he holds (without one, the next player who holds one)`,

  // ---- the hand in play (cli/current.ts) ----
  waitingForLeft: (n: number, moves: number): string => `Hand ${n} over after ${EN.moves(moves)}: every move is legal; waiting for the bones (or pips) each player has left.`,
  noMoveYet: (n: number, turn: string | null): string => `Hand ${n} in play, no move yet${turn === null ? '' : `: ${turn} to pose`}.`,
  inPlay: (n: number, moves: number, turn: string | null): string => `Hand ${n} in play after ${EN.moves(moves)}: every move so far is legal${turn === null ? '' : `; ${turn} to play`}.`,
  unfinished: (finished: number): string => (finished === 0 ? 'Match unfinished, no hand finished yet' : `Match unfinished after ${EN.hands(finished)}`),

  // ---- a ruling (cli/ruling.ts) ----
  rulingTitle: (n: number, moves: number): string => `Hand ${n}: ${EN.moves(moves)}, then the referee's ruling.`,
  bonesPlayed: (bones: string): string => `Bones played, in order: ${bones}.`,
  ruling: (reason: string): string => `Ruling: ${reason}`,
  rulingNoScore: 'No score: the hand is dealt again, as if thrown in.',
  rulingWins: (side: readonly string[], points: number): string => `${side.join(' & ')} ${side.length === 1 ? 'wins' : 'win'} the hand: ${EN.points(points)}.`,
  rulingWinsMatch: (side: readonly string[]): string => ` ${side.join(' & ')} ${side.length === 1 ? 'wins' : 'win'} the match.`,

  // ---- corrections (cli/corrections.ts) ----
  correctionsHead: (count: number, renamed: boolean): string =>
    `Corrections: ${plural(count, 'entry was', 'entries were')} ${renamed ? 'changed' : 'taken back'} by the scorekeeper (oldest first).`,
  renamed: (at: string, seat: number, from: string, to: string): string => `${at}, seat ${seat}: the player "${from}" renamed "${to}".`,
  takenBack: (at: string, where: string, what: string, also: readonly string[]): string => `${at}, ${where}: ${what} taken back${also.length > 0 ? `; ${also.join('; ')}` : ''}.`,
  atHand: (hand: number): string => `hand ${hand}`,
  atMove: (hand: number, move: number): string => `hand ${hand}, move ${move}`,
  seatN: (seat: number): string => `seat ${seat}`,
  removedRuling: (reason: string): string => `the referee's ruling ("${reason}")`,
  removedRedeal: (who: string): string => `${who}'s redeal (the hand was thrown in)`,
  removedPass: (who: string): string => `${who}'s pass`,
  removedDrawCount: (who: string, n: number): string => `${who}'s draw of ${EN.bones(n)}`,
  removedDrawSeen: (who: string, bones: string): string => `${who}'s draw of ${bones}`,
  removedPlay: (who: string, bone: string, end: string | null): string => `${who}'s ${bone}${end ? ` on the ${end}` : ''}`,
  endName: (end: string): string => end,
  clearedLeft: 'the bones or pips left, entered to settle the hand, were cleared with it',
  droppedHand: (hand: number, dealt: boolean): string => `hand ${hand}, not yet posed, was dropped${dealt ? ' with its deal' : ''}`,

  // ---- the other families (cli/family-report.ts) ----
  whyKeyBone: 'the key bone: no other bone left could be played on either end',
  whyDekabes: 'Dekabès: its two numbers were the two open ends',
  whyMilo: (pip: number): string => `a Milo: both ends now show ${pip}`,
  dominoedBecause: (name: string, bone: string, why: readonly string[]): string => `${name} dominoed with ${bone}${why.length > 0 ? `, ${why.join('; ')}` : ''}.`,
  lastOrNext: (names: readonly string[]): string =>
    `Between the player who played last and the next player, ${names.length === 1 ? `${names[0]} has fewer pips` : `${joinAnd(names)} tie`}.`,
  teamTotals: (sides: string): string => `Team totals: ${sides}.`,
  sidePoints: (side: string, points: number): string => `${side} ${points}`,
  tieToPosers: (side: string): string => `A tie: the team that posed, ${side}, wins it.`,
  tieToLastTeam: (side: string): string => `A tie: the team that played last, ${side}, wins it.`,
  tieToMoreBones: (side: string): string => `A tie: the team holding more bones, ${side}, wins it.`,
  tieToLowerSeat: (seat: string, side: string): string => `A tie: ${seat}, seated first of the tied players, wins it for ${side}.`,
  tieLastTeamLoses: (side: string): string => `A tie: the team that played the last bone loses, so ${side} win it.`,
  note: {
    'reset-all': 'every player had a point, so the score goes back to 0 for all',
    'losers-to-zero': "the losers' points go back to 0",
    pollona: 'a pollona: the target reached while the other team has nothing',
    viajera: 'a viajera: in a single hand',
    divided: 'divided by 10',
    'deal-again': 'the tie is not counted: the bones are shuffled and dealt again, and the same player poses',
    'both-score': 'in a block both teams score the pips they hold',
    rounded: 'rounded down to a multiple of 10',
    decider: 'both teams had reached the target with equal totals, so this hand decided the match',
    'less-own-pips': "less the winner's own pips",
    'lowest-tied': 'players tie for the lowest score, so the match goes on',
    difference: "the difference of the teams' pips",
    'doubled-out': 'out on a double, so the others add twice as much',
    'quadrupled-out': 'out on a double, so the others add four times as much',
    'tied-block-nothing': 'a tied block, so nobody adds his pips',
    'pass-penalty': "pass penalties included (10 for a player's third pass in a row, 10 to each of the others for a bone none of them could answer)",
    'replay-two': 'the replay of a tie, worth 2 to its winner and nothing to the others',
  } satisfies Readonly<Record<ScoreNote, string>>,
  bothScoreOwn: (sides: string): string => `In a block both teams score the pips they hold: ${sides}.`,
  passBonuses: (first: boolean, divided: boolean, sides: string): string =>
    `Pass bonuses, 10 for each opponent who passed after a bone${first ? ' (the first pass caused in the match counts 20)' : ''}${divided ? ', divided by 10 as every score is' : ''}: ${sides}.`,
  equalAtTarget: 'Both teams have reached the target with equal totals: another deal is played, and its winner wins the match.',
  bothReached: (lower: boolean): string =>
    `Both teams reached the target; the ${lower ? 'lower' : 'higher'} total wins${lower ? ' ("the winner is then the team with fewer points in total")' : ''}.`,
  outSince: (name: string, since: number): string => `${name} out (since hand ${since})`,
  addedBy: (name: string, n: number, doubles: readonly string[], wentOut: boolean): string =>
    `${name} ${n}${doubles.length > 0 ? ` (doubled: holds ${joinAnd(doubles)})` : wentOut ? ' (went out)' : ''}`,
  added: (each: readonly string[], notes: readonly string[], end: string, over: string): string =>
    `Added: ${each.join(', ')}${notes.length > 0 ? `; ${notes.join(', ')}` : ''}. ${end}${over}`,
  playedOut: (who: readonly string[], target: number, lastIn: string | null): string =>
    `${joinAnd(who)} ${who.length === 1 ? 'reaches' : 'reach'} ${target} and ${who.length === 1 ? 'is' : 'are'} out; ${lastIn !== null ? `${lastIn}, the last player in, wins.` : 'the others play on.'}`,
  lostAndWon: (losers: readonly string[], target: number, winner: string, score: number): string =>
    `${joinAnd(losers)} ${losers.length === 1 ? 'reaches' : 'reach'} ${target} and ${losers.length === 1 ? 'loses' : 'lose'}; ${winner} wins with the lowest score, ${score}.`,
  namedScore: (name: string, score: number): string => `${name} (${score})`,
  nobodyWorth: (wins: boolean, worth: number | null, extra: string, end: string): string =>
    `${wins ? 'Nobody wins the hand' : 'Nobody scores'}${worth !== null ? `; the next hand is worth ${worth}` : ''}.${extra} ${end}`,
  sideWinsMatch: (side: string, one: boolean, named: readonly string[]): string => ` ${side} ${EN_WINS(one)} the match${named.length > 0 ? ` (${named.join('; ')})` : ''}.`,
  familyBruk: (side: string, one: boolean, notes: readonly string[], end: string): string =>
    `${side} ${EN_WINS(one)} the hand, but ${notes.length > 0 ? notes.join(', ') : 'the other side had points: bruk, the score goes back to 0-0'}. ${end}`,
  familyPlayoff: (side: string, one: boolean, end: string, won: string): string => `${side} ${EN_WINS(one)} the play-off and ${one ? 'has' : 'have'} 2-0. ${end}${won}`,
  familyPlayoffNext: (side: string, one: boolean, points: number, end: string): string => `${side} ${EN_WINS(one)} ${EN.points(points)}: at 1-1 the next hand is a play-off. ${end}`,
  pipsDifference: (theirs: number, own: number): string => `the difference of the teams' pips, ${theirs} less ${own}`,
  allPips: 'all the pips left',
  pipsHeldBy: (names: readonly string[]): string => `the pips ${joinAnd(names)} held`,
  lessOwn: (theirs: number, side: string, own: number): string => `, ${theirs}, less ${side}'s own ${own}`,
  dividedBy10: (pips: number): string => `, ${pips}, divided by 10`,
  roundedDown: (pips: number): string => `, ${pips}, rounded down to a multiple of 10`,
  worthAfterTies: (value: number, ties: number): string => `worth ${value} after ${EN.tiedHands(ties)}`,
  partDekabes: 'Dekabès',
  partMilo: 'a Milo',
  gameBonus: (bonus: number, game: number): string => `+${bonus} for winning the ${['first', 'second', 'third', 'fourth'][game - 1]} game`,
  chuchazo: (bonus: number): string => `+${bonus} for the chuchazo: out with the 0-0`,
  familyWin: (side: string, one: boolean, points: number, why: readonly string[], notes: readonly string[], extra: string, end: string, won: string): string =>
    `${side} ${EN_WINS(one)} ${EN.points(points)}${why.length > 0 ? ` (${why.join(', ')})` : ''}${notes.length > 0 ? `; ${notes.join(', ')}` : ''}.${extra} ${end}${won}`,
  thrownIn: (n: number, seat: string, drew: number | null): string =>
    `Hand ${n}: thrown in at ${seat}'s demand${drew !== null ? `; ${seat} drew the whole boneyard (${EN.bones(drew)}) without finding a double` : ''}; the bones are dealt again.`,
  familyTitle: (n: number, worth: string, playing: string, poser: string, drew: number | null, bone: string, why: string, moves: number): string =>
    `Hand ${n}${worth}${playing}: ${poser} ${drew !== null ? `drew ${EN.bones(drew)} and ` : ''}posed ${bone}${why}; ${EN.moves(moves)}.`,
  tagWorth: (value: number): string => `, worth ${value}`,
  tagPlaying: (players: number, handSize: number, out: readonly string[]): string => `, ${players} players of ${handSize} bones (${joinAnd(out)} out)`,
  highestBoneWhy: ', the highest bone dealt, as nobody was dealt a double',
  nextHandPose: (pose: string): string => `Next hand: ${pose}.`,
  resultLastIn: (winner: string, ranking: readonly string[], score: string): string =>
    `Result: ${winner} wins the match, the last player in; ranking ${ranking.map((name, k) => `${k + 1}. ${name}`).join(', ')}; final score ${score}.`,
  resultSide: (side: string, one: boolean, score: string): string => `Result: ${side} ${EN_WINS(one)} the match, final score ${score}.`,
  unfinishedPlain: (unfinished: string, score: string): string => `${unfinished}: ${score}.`,

  // ---- an event file (cli/event-report.ts) ----
  notDrawn: 'Not drawn',
  atField: (field: string): string => ` (at ${field})`,
  heads: {
    played: 'P',
    won: 'W',
    drawn: 'D',
    lost: 'L',
    byes: 'Bye',
    matchPoints: 'MP',
    gamesWon: 'GW',
    gamesLost: 'GL',
    handsWon: 'HW',
    handsLost: 'HL',
    pointsFor: 'PF',
    pointsAgainst: 'PA',
    penalties: 'Pen',
    efectividad: 'Efec',
    shutoutsGiven: 'SG',
    shutoutsTaken: 'ST',
    buchholz: 'Buch',
  } satisfies Readonly<Record<(typeof STANDING_FIGURES)[number], string>>,
  headPlace: '#',
  headEntrant: 'Entrant',
  withdrawn: (name: string): string => `${name} (withdrawn)`,
  standingsTitle: (event: string, date: string, rounds: number): string => `${event}, ${date}: standings after ${rounds} ${rounds === 1 ? 'round' : 'rounds'}`,
  /** Issue 25 item 1: after the event's last round, complete (domain/events/rounds.ts). */
  finalStandingsTitle: (event: string, date: string, rounds: number): string => `${event}, ${date}: final standings after ${rounds} ${rounds === 1 ? 'round' : 'rounds'}`,
  /** The ranking keys as the director says them. */
  key: {
    'match-points': 'match points',
    won: 'tables won',
    'games-won': 'games won',
    'games-difference': 'games difference',
    'hands-difference': 'hands difference',
    efectividad: 'efectividad',
    'points-for': 'points for',
    'points-against': 'fewer points against',
    'shutouts-given': 'shutouts given',
    'head-to-head': 'head-to-head',
    buchholz: 'buchholz',
  } satisfies Readonly<Record<RankingKey, string>>,
  /** A shared place's first few names and how many more (issue 25 item 18: "names a few"): "Ann, Bob, Cat and 9997 others". */
  someOf: (names: readonly string[], others: number): string => (others > 0 ? `${names.join(', ')} and ${plural(others, 'other', 'others')}` : joinAnd(names)),
  sharePlace: ' share the place, tied on every key',
  aheadOf: (name: string, key: string, figure: number | null, of: number | null): string => `ahead of ${name} on ${key}${figure !== null ? `, ${figure} to ${of}` : ''}`,
  decidedHead: 'What decided each place:',
  pendingTables: (tables: readonly string[]): string => `Not complete yet, so not counted: ${tables.join(', ')}`,
  pendingTable: (round: number, table: number): string => `round ${round} table ${table}`,
  roundTitle: (event: string, round: number): string => `${event}: round ${round}`,
  tableSeats: (table: number, seats: string): string => `Table ${table}: ${seats}`,
  versus: ' v ',
  byes: (names: readonly string[]): string => `Bye: ${names.join(', ')}`,
  warningsHead: 'Warnings:',

  // ---- the command (cli/main.ts, cli/read-file.ts) ----
  usage: USAGE_EN,
  noCommand: 'no command given',
  unknownCommand: (command: string, file: boolean): string => `unknown command ${command}${file ? `: to check a file, say check first (check ${command})` : ''}`,
  needsFile: (command: string): string => `${command} needs a FILE`,
  unexpected: (arg: string): string => `unexpected argument ${arg}`,
  takesNoValue: (flag: string, arg: string): string => `${flag} takes no value (${arg})`,
  unknownOption: (arg: string, command: string): string => `unknown option ${arg}; a FILE whose name begins with "-" goes after "--" (${command} -- ${arg})`,
  unknownLang: (lang: string, choices: readonly string[]): string => `unknown language ${lang} for --lang: choose ${joinOr(choices)}`,
  langNeedsValue: (choices: readonly string[]): string => `--lang needs a language: ${joinOr(choices)}`,
  cannotRead: (file: string, why: string): string => `cannot read ${file}: ${why}`,
  internalError: (file: string, why: string): string =>
    `internal error while checking ${file} (${why}): this is a fault in the referee, not a ruling on the file; please report it with the file`,
  readProblem: {
    missing: 'no such file',
    'not-directory': 'no such file (a part of the path is not a directory)',
    denied: 'permission denied',
    directory: 'it is a directory',
    loop: 'too many symbolic links',
    'name-too-long': 'the name is too long',
    'socket-or-device': 'it is a socket or device, not a file',
    fifo: 'it is a named pipe (FIFO), not a file',
    device: 'it is a device, not a file',
    socket: 'it is a socket, not a file',
    'not-regular': 'it is not a regular file',
    'not-utf8': 'it is not UTF-8 text',
  } satisfies Readonly<Record<ReadProblem, string>>,
  tooBig: (size: string, most: string): string => `it is ${size}; the referee reads at most ${most}`,
  grewTooBig: (most: string): string => `it is larger than ${most}, the most the referee reads`,

  // ---- an invalid record (cli/report.ts formatError) ----
  invalid: 'Invalid',
  errorHand: (n: number): string => `Hand ${n}`,
  errorMove: (n: number): string => `move ${n}`,
};

/** "win" for a team, "wins" for one player. */
function EN_WINS(one: boolean): string {
  return one ? 'wins' : 'win';
}

function lastPlay(last: LastPlay): string {
  return last ? `${last.name} played ${last.bone}` : 'the pose';
}

/** The shape every language fills: English's, key for key. */
export type Words = Readonly<typeof EN>;
