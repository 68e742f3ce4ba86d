/**
 * What the referee prints for the families other than Jamaican Partner (whose report, with its
 * bruk, replays and play-off, is cli/report.ts): hand by hand how it ended, why, what it scored
 * and the score after it, by team or, in a game each for oneself, by player.
 *
 * Every fact comes from domain/record.ts (`checkRecord`) and the family's scoring module
 * (domain/families/); this module only puts them into words.
 */
import { optionsInWords } from '../api/options.ts';
import { ARM_NAMES, armsWords } from '../domain/arms.ts';
import { isDouble, showBone } from '../domain/bones.ts';
import { rankingOut } from '../domain/families/index.ts';
import type { ScoreNote } from '../domain/families/index.ts';
import { holding, isPlay, layoutArms, line } from '../domain/hand.ts';
import type { Hand, PlayMove, Pose } from '../domain/hand.ts';
import type { HandReport, MatchReport } from '../domain/record.ts';
import { asSentence, joinAnd, joinOr, plural } from '../domain/result.ts';
import type { HandRules } from '../domain/rules.ts';
import { sideSeats } from '../domain/pose-why.ts';
import { currentHandLine, matchUnfinished } from './current.ts';
import { rulingLines } from './ruling.ts';

/** Teams by their players ("Ann & Cat"); each for oneself, the player. */
function sideName(seats: readonly string[], rules: HandRules, side: number): string {
  return sideSeats(seats, side, rules.teamOf).join(' & ');
}

function eachForOneself(rules: HandRules): boolean {
  return rules.teamOf.every((side, s) => side === s);
}

/** "win" for a team, "wins" for one player. */
function wins(rules: HandRules): string {
  return eachForOneself(rules) ? 'wins' : 'win';
}

function poseText(pose: Pose, seats: readonly string[], rules: HandRules): string {
  // cuban.txt: "the holder of the highest double dealt makes the first play of the first round".
  // HendyDom (the draw games' `noDouble: 'highest-bone'`): with no double dealt, the highest bone.
  if (pose.by === 'highest-double' && pose.highestBone === true) return 'the holder of the highest double dealt poses it; with no double dealt, the holder of the highest bone';
  if (pose.by === 'highest-double') return 'the holder of the highest double dealt poses it';
  // Jamaican French `laterPose: "winner-double"` (YaadDominoes; issue 19 item 7).
  if (pose.by === 'any-double') return `${seats[pose.seat]!} poses any double he holds (without one, the next player who holds one)`;
  if (pose.by === 'holder') {
    const bone = showBone(pose.bone);
    return pose.forced ? `the holder of the ${bone} poses it` : `the holder of the ${bone} poses, with any bone`;
  }
  // latin-partnership.txt "every deal must be started with a double, unless neither member of
  // the team that is due to start has a double".
  const double = (pose.by === 'team' || pose.by === 'seats') && pose.double === true;
  const who =
    pose.by === 'team' ? joinOr(sideSeats(seats, pose.team, rules.teamOf)) : pose.by === 'seats' ? joinOr(pose.seats.map((s) => seats[s]!)) : 'any player';
  // cuban.txt (Lankford): "The first player must begin with a double, drawing tiles if necessary".
  if (rules.openWithDouble === true) return `${who} poses a double, drawing until he has one`;
  const bone = double ? 'with a double if the team holds one (the partner poses it if only the partner has one)' : 'with any bone';
  return `${who} poses, ${bone}`;
}

function endsText(ends: readonly [number, number]): string {
  return ends[0] === ends[1] ? `both ends show ${ends[0]}` : `the ends are ${ends[0]} and ${ends[1]}`;
}

/** The bones each seat held at the end, when the record or the deal says. */
function bonesLeft(report: MatchReport, index: number, hand: Hand): (readonly (readonly [number, number])[])[] | null {
  const left = report.record.hands[index]?.left;
  if (left) return hand.setup.seatNames.map((_, s) => left[String(s)] ?? []);
  if (hand.dealtTo) return hand.setup.seatNames.map((_, s) => holding(hand, s) ?? []);
  return null;
}

function pipsLine(report: MatchReport, index: number, h: HandReport): string | null {
  const pips = h.result.pips;
  if (!pips) return null;
  const bones = bonesLeft(report, index, h.hand);
  const out = (h.before.out ?? []).map((o) => o.seat);
  const each = h.hand.setup.seatNames.flatMap((name, s) => {
    // A player out (Jamaican French `playOut`) holds nothing this hand: not listed.
    if (out.includes(s)) return [];
    // Left out of the record, as the scoring does not read it (issue 18 item 7): said, not a 0.
    if (h.result.notGiven?.includes(s)) return [`${name} not given (not counted)`];
    const held = bones?.[s];
    return [held && held.length > 0 ? `${name} ${pips[s]} (${held.map(showBone).join(' ')})` : `${name} ${pips[s]}`];
  });
  return `Pips left: ${each.join(', ')}.`;
}

/** How the hand ended and why. */
function ending(report: MatchReport, index: number, h: HandReport): string[] {
  const { hand, result } = h;
  const { rules } = report;
  const names = hand.setup.seatNames;
  const out: string[] = [];
  if (result.outcome === 'domino') {
    const seat = result.seats[0]!;
    const bone = showBone(result.lastBone!);
    const why: string[] = [];
    // CJHPR: the key bone, "that last playable bone"; in general the only bone of the set in
    // play, not yet played, that fits either end.
    if (result.bonuses.includes('key-bone')) why.push(`the key bone: no other bone left could be played on either end`);
    // CJHPR (Haiti): "the two ends of that final domino match the two open ends of the line".
    if (result.bonuses.includes('dekabes')) why.push(`Dekabès: its two numbers were the two open ends`);
    // latin-partnership.txt (Milo): "causes both ends of the train to end in the same suit".
    if (result.bonuses.includes('milo')) why.push(`a Milo: both ends now show ${hand.ends![0]}`);
    out.push(`${names[seat]} dominoed with ${bone}${why.length > 0 ? `, ${why.join('; ')}` : ''}.`);
    const pips = pipsLine(report, index, h);
    if (pips) out.push(pips);
    return out;
  }
  const last = [...hand.moves].reverse().find((m): m is PlayMove => 'bone' in m);
  if (hand.arms) {
    // JCTPF (French) gives no block rule: every player adds what he holds, as after any hand.
    out.push(`Blocked after ${last ? `${names[last.seat]} played ${showBone(last.bone)}` : 'the pose'}: no bone left fits an arm (${armsWords(hand.arms)}).`);
    const pips = pipsLine(report, index, h);
    if (pips) out.push(pips);
    return out;
  }
  const ends = hand.ends!;
  if (hand.passesInRow >= rules.seats) {
    out.push(`Blocked: all ${rules.seats} players passed in turn (${endsText(ends)}).`);
  } else {
    const why = ends[0] === ends[1] ? `no bone left has a ${ends[0]}` : `no bone left has a ${ends[0]} or a ${ends[1]}`;
    out.push(`Blocked after ${last ? `${names[last.seat]} played ${showBone(last.bone)}` : 'the pose'}: ${endsText(ends)} and ${why}.`);
  }
  const pips = pipsLine(report, index, h);
  if (pips) out.push(pips);
  const p = result.pips ?? [];
  if (rules.block === 'last-or-next') {
    // latin-partnership.txt (Doscientos): "the person who played last or the player to his right, whoever has fewer points".
    const who = result.seats.map((s) => names[s]!);
    out.push(`Between the player who played last and the next player, ${who.length === 1 ? `${who[0]} has fewer pips` : `${joinAnd(who)} tie`}.`);
  } else if (rules.block === 'fewest-pips-team') {
    const sides = [0, 1].map((side) => `${sideName(names, rules, side)} ${p.reduce((t, x, s) => (rules.teamOf[s] === side ? t + x : t), 0)}`);
    out.push(`Team totals: ${sides.join(', ')}.`);
  } else {
    const who = result.seats.map((s) => names[s]!);
    const fewest = p[result.seats[0]!];
    if (who.length === 1) out.push(`${who[0]} has the fewest pips (${fewest}).`);
    else out.push(`${joinAnd(who)} tie for the fewest pips (${fewest})${result.winner !== null && result.tieBroken === null ? ' and are partners' : ''}.`);
  }
  // latin-partnership.txt: "Some play that the side that played first wins; some play that the
  // side (if any) with more unplayed tiles wins".
  if (result.tieBroken === 'poser-team') out.push(`A tie: the team that posed, ${sideName(names, rules, result.winner!)}, wins it.`);
  if (result.tieBroken === 'last-team') out.push(`A tie: the team that played last, ${sideName(names, rules, result.winner!)}, wins it.`);
  if (result.tieBroken === 'more-bones') out.push(`A tie: the team holding more bones, ${sideName(names, rules, result.winner!)}, wins it.`);
  // latin-partnership.txt: "Some play that the team that played the last tile loses".
  // LeoDomino's Haitian game (issue 19 item 10).
  if (result.tieBroken === 'lower-seat') out.push(`A tie: ${names[Math.min(...result.seats)]}, seated first of the tied players, wins it for ${sideName(names, rules, result.winner!)}.`);
  if (result.tieBroken === 'last-team-loses') out.push(`A tie: the team that played the last bone loses, so ${sideName(names, rules, result.winner!)} win it.`);
  return out;
}

const NOTE_WORDS: Readonly<Record<ScoreNote, string>> = {
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
  'tied-block-nothing': 'a tied block, so nobody adds anything',
  'pass-penalty': 'each player who passed on a play nobody could answer adds 10',
  'replay-two': 'the replay of a tie, worth 2, so each player adds twice his pips',
};

/**
 * What the Latin variants add to a hand's words (latin-partnership.txt): each team's own pips in a
 * block scored by both, the pass bonuses, a deciding hand, and a tie at the target.
 */
function variantSentences(report: MatchReport, h: HandReport): string[] {
  const { rules } = report;
  const names = report.record.seats;
  const { score, before, after } = h;
  const notes = score.notes ?? [];
  const out: string[] = [];
  const sides = (values: readonly number[]) => values.map((v, side) => `${sideName(names, rules, side)} ${v}`).join(', ');
  if (notes.includes('both-score')) {
    const own = (score.added ?? []).map((a, side) => a - (score.passBonus?.[side] ?? 0));
    out.push(`In a block both teams score the pips they hold: ${sides(own)}.`);
  }
  if (score.passBonus && score.passBonus.some((b) => b > 0)) {
    // "a bonus of 20 points to the team of the first player in a match who plays a tile that
    // causes the next player to pass … each subsequent occasion … 10 points".
    const first = before.passBonusPaid !== true ? ' (the first pass caused in the match counts 20)' : '';
    // "Some players divide all scores by 10": the bonuses too (issue 18 item 19).
    const divided = 'divideBy10' in before.options && before.options.divideBy10 === true ? ', divided by 10 as every score is' : '';
    out.push(`Pass bonuses, 10 for each opponent who passed after a bone${first}${divided}: ${sides(score.passBonus)}.`);
  }
  if (notes.includes('decider')) out.push(asSentence(NOTE_WORDS.decider));
  else if (after.winner === null && after.score.some((p) => p >= after.options.target)) {
    out.push('Both teams have reached the target with equal totals: another deal is played, and its winner wins the match.');
  } else if (after.winner !== null && after.score.every((p) => p >= after.options.target)) {
    const lower = notes.includes('both-score');
    out.push(`Both teams reached the target; the ${lower ? 'lower' : 'higher'} total wins${lower ? ' ("the winner is then the team with fewer points in total")' : ''}.`);
  }
  if (notes.includes('deal-again')) out.push(asSentence(NOTE_WORDS['deal-again']));
  return out;
}

/**
 * A hand where every player adds to his own score (JCTPF, French): "the numbers on the tiles in
 * each person's hand are added to his running score. If a double tile is in an individual's hand
 * then his score for that hand is doubled."
 */
function addedScoring(report: MatchReport, h: HandReport, added: readonly number[]): string {
  const names = report.record.seats;
  const held = h.result.held ?? [];
  const sitting = new Map((h.before.out ?? []).map((o) => [o.seat, o.since]));
  const each = added.map((n, s) => {
    // A player out (`playOut`) sits the hand out: he adds nothing, and is said so.
    if (sitting.has(s)) return `${names[s]} out (since hand ${sitting.get(s)})`;
    // A tied block that adds nothing (issue 19) has no doubling to explain.
    const doubles = (h.score.notes ?? []).includes('tied-block-nothing') ? [] : (held[s] ?? []).filter(isDouble);
    const why = doubles.length > 0 ? ` (doubled: holds ${joinAnd(doubles.map(showBone))})` : (held[s] ?? []).length === 0 ? ' (went out)' : '';
    return `${names[s]} ${n}${why}`;
  });
  const notes = (h.score.notes ?? []).map((n) => NOTE_WORDS[n]);
  const over = h.score.wentOut ? ` ${playedOutLine(report, h)}` : h.after.winner !== null ? ` ${lostAndWon(report, h.after.score, h.after.winner)}` : '';
  return `Added: ${each.join(', ')}${notes.length > 0 ? `; ${notes.join(', ')}` : ''}. Score ${h.after.score.join('-')}.${over}`;
}

/**
 * Jamaican French `playOut` (YaadDominoes; issue 19 item 7): "Ben (104) reaches 100 and is out; the
 * others play on." or, when one player is left, "…; Ann, the last player in, wins."
 */
function playedOutLine(report: MatchReport, h: HandReport): string {
  const names = report.record.seats;
  const gone = h.score.wentOut ?? [];
  const who = joinAnd(gone.map((s) => `${names[s]} (${h.after.score[s]})`));
  const verb = gone.length === 1 ? 'reaches' : 'reach';
  const rest = h.after.winner !== null ? `${names[h.after.winner]}, the last player in, wins.` : 'the others play on.';
  return `${who} ${verb} ${report.options.target} and ${gone.length === 1 ? 'is' : 'are'} out; ${rest}`;
}

/** "Ann reaches 104 and loses; Ben wins with the lowest score, 41." */
function lostAndWon(report: MatchReport, score: readonly number[], winner: number): string {
  const names = report.record.seats;
  const target = report.options.target;
  const losers = score.flatMap((p, s) => (p >= target ? [`${names[s]} (${p})`] : []));
  return `${joinAnd(losers)} ${losers.length === 1 ? 'reaches' : 'reach'} ${target} and ${losers.length === 1 ? 'loses' : 'lose'}; ${names[winner]} wins with the lowest score, ${score[winner]}.`;
}

function scoring(report: MatchReport, h: HandReport): string {
  const { result, before, after, score } = h;
  const { rules } = report;
  const names = report.record.seats;
  // Jamaican French: every player adds to his own score (`heldScores`), lower is better.
  if (score.heldScores) return addedScoring(report, h, score.heldScores);
  const end = `Score ${after.score.join('-')}.`;
  const more = variantSentences(report, h);
  const extra = more.length > 0 ? ` ${more.join(' ')}` : '';
  if (result.winner === null) {
    if (before.playoff) return `The play-off is tied and is played again; nobody scores. ${end}`;
    const worth = after.nextValue > 1 ? `; the next hand is worth ${after.nextValue}` : '';
    const nobody = score.added?.some((a) => a > 0) ? 'Nobody wins the hand' : 'Nobody scores';
    return `${nobody}${worth}.${extra} ${end}`;
  }
  const winners = sideName(names, rules, result.winner);
  const shown: readonly ScoreNote[] = ['divided', 'pollona', 'viajera', 'deal-again', 'both-score', 'rounded', 'decider', 'less-own-pips', 'difference'];
  const notes = (score.notes ?? []).filter((n) => !shown.includes(n)).map((n) => NOTE_WORDS[n]);
  const named = (score.notes ?? []).filter((n) => n === 'pollona' || n === 'viajera').map((n) => NOTE_WORDS[n]);
  const won = after.winner !== null ? ` ${winners} ${wins(rules)} the match${named.length > 0 ? ` (${named.join('; ')})` : ''}.` : '';
  // The partner game's bruk (Puerto Rican Shutout): the side with no points won.
  if (score.bruk) return `${winners} ${wins(rules)} the hand, but ${notes.length > 0 ? notes.join(', ') : 'the other side had points: bruk, the score goes back to 0-0'}. ${end}`;
  if (before.playoff) return `${winners} ${wins(rules)} the play-off and ${eachForOneself(rules) ? 'has' : 'have'} 2-0. ${end}${won}`;
  if (score.playoffNext) return `${winners} ${wins(rules)} ${plural(score.points, 'point', 'points')}: at 1-1 the next hand is a play-off. ${end}`;
  const parts: string[] = [];
  if (rules.holdingsNeeded === 'always') {
    // Which seats' pips were counted: the losers' (cuban.txt, latin-partnership.txt), or every
    // seat's (latin-partnership.txt "Some play … the total pips on all unplayed tiles").
    const pips = result.pips ?? [];
    const counted = score.pips ?? score.points - (score.gameBonus ?? 0) - (score.chuchazo ?? 0);
    const all = pips.reduce((a, b) => a + b, 0);
    const winnersHeld = pips.reduce((t, x, s) => (rules.teamOf[s] === result.winner ? t + x : t), 0);
    const losers = names.filter((_, s) => rules.teamOf[s] !== result.winner);
    const difference = (score.notes ?? []).includes('difference');
    const whose = difference
      ? `the difference of the teams' pips, ${all - winnersHeld} less ${winnersHeld}`
      : winnersHeld > 0 && counted === all
        ? 'all the pips left'
        : `the pips ${joinAnd(losers)} held`;
    const rounded = (score.notes ?? []).includes('rounded');
    // cuban.txt (Lankford): "their opponents' unplayed tiles less the pip count of their own tiles".
    const less = (score.notes ?? []).includes('less-own-pips') ? `, ${all - winnersHeld}, less ${winners}'s own ${winnersHeld}` : '';
    const worked = (score.notes ?? []).includes('divided') ? `, ${score.pips}, divided by 10` : rounded ? `, ${score.pips}, rounded down to a multiple of 10` : less;
    if (!(score.notes ?? []).includes('both-score')) parts.push(`${whose}${worked}`);
  }
  if (before.nextValue > 1) parts.push(`worth ${before.nextValue} after ${plural(Math.max(before.tiesInRow, 1), 'tied hand', 'tied hands')}`);
  if (result.bonuses.includes('dekabes')) parts.push('Dekabès');
  if (result.bonuses.includes('key-bone')) parts.push('+1 for the key bone');
  if (result.bonuses.includes('milo')) parts.push('a Milo');
  // latin-partnership.txt (Quinientos): "a bonus of 100 points for the winners of the first game …".
  if (score.gameBonus !== undefined) parts.push(`+${score.gameBonus} for winning game ${h.before.hands + 1}`);
  // latin-partnership.txt (Quinientos): "100 points for chuchazo" (going out with the 0-0).
  if (score.chuchazo !== undefined) parts.push(`+${score.chuchazo} for the chuchazo: out with the 0-0`);
  const why = parts.length > 0 ? ` (${parts.join(', ')})` : '';
  const lost = notes.length > 0 ? `; ${notes.join(', ')}` : '';
  return `${winners} ${wins(rules)} ${plural(score.points, 'point', 'points')}${why}${lost}.${extra} ${end}${won}`;
}

/** Bones drawn in the first `count` moves. */
function drawnBefore(hand: Hand, count: number): number {
  return hand.moves.slice(0, count).reduce((n, m) => n + ('draw' in m ? (typeof m.draw === 'number' ? m.draw : m.draw.length) : 0), 0);
}

function handTitle(h: HandReport, n: number, names: readonly string[]): string {
  if (h.redeal) {
    // Lankford's draw game, our reading: a first player who drew the whole boneyard without a double cannot begin.
    const drew = h.hand.moves.length > 0 ? `; ${names[h.redeal.seat]} drew the whole boneyard (${plural(drawnBefore(h.hand, h.hand.moves.length), 'bone', 'bones')}) without finding a double` : '';
    return `Hand ${n}: thrown in at ${names[h.redeal.seat]}'s demand${drew}; the bones are dealt again.`;
  }
  const at = h.hand.moves.findIndex((m) => 'bone' in m);
  const pose = h.hand.moves[at] as PlayMove;
  // Lankford's draw game: the first player may draw before posing, "until a double is obtained".
  const drew = at > 0 ? `drew ${plural(drawnBefore(h.hand, at), 'bone', 'bones')} and ` : '';
  const worth = h.before.playoff ? ', the play-off at 1-1' : h.before.nextValue > 1 ? `, worth ${h.before.nextValue}` : '';
  // Players out (Jamaican French `playOut`) sit it out; the others are dealt more (JCTPF's Cut Throat deal).
  const out = h.before.out ?? [];
  const playing = out.length > 0 ? `, ${names.length - out.length} players of ${h.hand.setup.rules.handSize} bones (${joinAnd(out.map((o) => names[o.seat]!))} out)` : '';
  return `Hand ${n}${worth}${playing}: ${names[pose.seat]} ${drew}posed ${showBone(pose.bone)}${highestBoneWhy(h.hand.setup.pose, pose)}; ${plural(h.hand.moves.length, 'move', 'moves')}.`;
}

/**
 * Why a bone that is not a double began the hand, under HendyDom's highest-bone start (the draw
 * games' `noDouble: "highest-bone"`): a referee reading "Ben posed 6-5" in a game begun by the
 * 6-6 would ask. The engine has checked it against the deal, or taken it as what the pose proves.
 */
function highestBoneWhy(rule: Pose, pose: PlayMove): string {
  if (rule.by !== 'highest-double' || rule.highestBone !== true || isDouble(pose.bone)) return '';
  return ', the highest bone dealt, as nobody was dealt a double';
}

/** The options in force, in the words of the new-match form: those the file set, then the defaults. */
function optionsLine(report: MatchReport): string {
  const given = report.record.options ?? {};
  const words = optionsInWords(report.record.rules, report.options);
  const set = words.filter((o) => Object.hasOwn(given, o.id)).map((o) => o.text);
  const rest = words.filter((o) => !Object.hasOwn(given, o.id)).map((o) => o.text);
  const parts = [
    ...(set.length > 0 ? [`Options set in the file: ${set.join('; ')}.`] : []),
    ...(rest.length > 0 ? [`${set.length > 0 ? 'Default options for the rest' : 'Options, all the defaults'}: ${rest.join('; ')}.`] : []),
  ];
  return parts.join(' ');
}

/** The human report of a valid record of any family but Jamaican Partner. */
export function formatFamilyReport(report: MatchReport): string {
  const { record, rules, family } = report;
  const names = record.seats;
  const sides = eachForOneself(rules)
    ? `Players: ${joinAnd([...names])}, each for oneself; scores are in that order.`
    : `Teams: ${sideName(names, rules, 0)} (team 0) v ${sideName(names, rules, 1)} (team 1); scores are ${sideName(names, rules, 0)} first.`;
  const lines: string[] = [`Valid: ${family.name} match, ${plural(record.hands.length, 'hand', 'hands')}.`, sides, optionsLine(report)];
  report.hands.forEach((h, i) => {
    if (h.ruling) lines.push('', ...rulingLines(h, i + 1, names, rules.teamOf));
    else lines.push('', handTitle(h, i + 1, names));
    if (!h.redeal && !h.ruling) {
      if (h.hand.arms) {
        const arms = layoutArms(h.hand).map((bones, i) => `${ARM_NAMES[i]} ${bones.length > 0 ? bones.map((p) => showBone(p.bone)).join(' ') : '(empty)'}`);
        const centre = h.hand.moves.find(isPlay)!.bone;
        lines.push(`  Layout from the ${showBone(centre)} out: ${arms.join('; ')}.`);
      } else lines.push(`  Line of play: ${line(h.hand).map((p) => showBone(p.bone)).join(' ')}.`);
      for (const sentence of ending(report, i, h)) lines.push(`  ${sentence}`);
      lines.push(`  ${scoring(report, h)}`);
    }
    if (h.after.winner === null) lines.push(`  Next hand: ${poseText(h.after.pose, names, rules)}.`);
  });
  const current = currentHandLine(report);
  if (current) lines.push('', current);
  const { match } = report;
  const ranking = rankingOut(match);
  lines.push(
    '',
    match.winner !== null && ranking
      ? `Result: ${names[match.winner]} wins the match, the last player in; ranking ${ranking.map((s, k) => `${k + 1}. ${names[s]}`).join(', ')}; final score ${match.score.join('-')}.`
      : match.winner !== null
      ? `Result: ${sideName(names, rules, match.winner)} ${wins(rules)} the match, final score ${match.score.join('-')}.`
      : `${matchUnfinished(report.hands.length)}: ${match.score.join('-')}.`,
  );
  return `${lines.join('\n')}\n`;
}
