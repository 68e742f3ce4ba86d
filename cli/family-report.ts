/**
 * What the referee prints for the families other than Jamaican Partner (whose report, with its
 * bruk, replays and play-off, is cli/report.ts): hand by hand how it ended, why, what it scored
 * and the score after it, by team or, in a game each for oneself, by player.
 *
 * Every fact comes from domain/record.ts (`checkRecord`) and the family's scoring module
 * (domain/families/); this module only puts them into words, in the voice it is given (cli/voice.ts).
 */
import { ARM_NAMES, armsFacts, armsWords } from '../domain/arms.ts';
import { isDouble, showBone } from '../domain/bones.ts';
import { rankingOut } from '../domain/families/index.ts';
import { frenchPipsCount } from '../domain/families/jamaican-french.ts';
import type { ScoreNote } from '../domain/families/index.ts';
import { holding, isPlay, layoutArms, line } from '../domain/hand.ts';
import type { Hand, PlayMove, Pose } from '../domain/hand.ts';
import type { HandReport, MatchReport } from '../domain/record.ts';
import { asSentence } from '../domain/result.ts';
import type { HandRules } from '../domain/rules.ts';
import { sideSeats } from '../domain/pose-why.ts';
import { currentHandLine, endsText } from './current.ts';
import { rulingLines } from './ruling.ts';
import { ENGLISH, familyName, optionsInVoice } from './voice.ts';
import type { Voice } from './voice.ts';
import type { Words } from './words.ts';
import { sayFact } from '../renderer/src/refusal.ts';

/** Teams by their players ("Ann & Cat"); each for oneself, the player. */
function sideName(seats: readonly string[], rules: HandRules, side: number): string {
  return sideSeats(seats, side, rules.teamOf).join(' & ');
}

function eachForOneself(rules: HandRules): boolean {
  return rules.teamOf.every((side, s) => side === s);
}

function poseText(pose: Pose, seats: readonly string[], rules: HandRules, w: Words): string {
  // cuban.txt: "the holder of the highest double dealt makes the first play of the first round".
  // HendyDom (the draw games' `noDouble: 'highest-bone'`): with no double dealt, the highest bone.
  if (pose.by === 'highest-double') return w.highestDouble(pose.highestBone === true);
  // Jamaican French `laterPose: "winner-double"` (YaadDominoes; issue 19 item 7).
  if (pose.by === 'any-double') return w.anyDouble(seats[pose.seat]!);
  if (pose.by === 'holder') return w.holderPoses(showBone(pose.bone), pose.forced);
  // latin-partnership.txt "every deal must be started with a double, unless neither member of
  // the team that is due to start has a double".
  const double = (pose.by === 'team' || pose.by === 'seats') && pose.double === true;
  const who = pose.by === 'team' ? w.or(sideSeats(seats, pose.team, rules.teamOf)) : pose.by === 'seats' ? w.or(pose.seats.map((s) => seats[s]!)) : w.anyPlayer;
  // cuban.txt (Lankford): "The first player must begin with a double, drawing tiles if necessary".
  if (rules.openWithDouble === true) return w.posesDrawingDouble(who);
  return double ? w.posesDouble(who) : w.posesAny(who);
}

/**
 * The arms of the four-arm layout, what each takes: the engine's English, or the screens' words for
 * the same facts (domain/arms.ts `armsFacts`, 'refusalReason.arm-north' …).
 */
function armsText(hand: Hand, voice: Voice): string {
  const arms = hand.arms!;
  if (voice.lang === 'en') return armsWords(arms);
  const facts = armsFacts(arms).map((f) => sayFact('', f, voice.lang, (k) => voice.locale.has(k), voice.locale.say));
  return facts.every((f) => f !== null) ? facts.join(', ') : armsWords(arms);
}

/** The bones each seat held at the end, when the record or the deal says. */
function bonesLeft(report: MatchReport, index: number, hand: Hand): (readonly (readonly [number, number])[])[] | null {
  const left = report.record.hands[index]?.left;
  if (left) return hand.setup.seatNames.map((_, s) => left[String(s)] ?? []);
  if (hand.dealtTo) return hand.setup.seatNames.map((_, s) => holding(hand, s) ?? []);
  return null;
}

function pipsLine(report: MatchReport, index: number, h: HandReport, w: Words): string | null {
  const pips = h.result.pips;
  if (!pips) return null;
  const bones = bonesLeft(report, index, h.hand);
  const out = (h.before.out ?? []).map((o) => o.seat);
  const each = h.hand.setup.seatNames.flatMap((name, s) => {
    // A player out (Jamaican French `playOut`) holds nothing this hand: not listed.
    if (out.includes(s)) return [];
    // Left out of the record, as the scoring does not read it (issue 18 item 7): said, not a 0.
    if (h.result.notGiven?.includes(s)) return [w.notGiven(name)];
    const held = bones?.[s];
    return [w.seatPips(name, pips[s]!, held && held.length > 0 ? held.map(showBone).join(' ') : null)];
  });
  return w.pipsLeft(each);
}

/** How the hand ended and why. */
function ending(report: MatchReport, index: number, h: HandReport, voice: Voice): string[] {
  const { hand, result } = h;
  const { rules } = report;
  const { w } = voice;
  const names = hand.setup.seatNames;
  const out: string[] = [];
  const pips = (): void => {
    const line = pipsLine(report, index, h, w);
    if (line) out.push(line);
  };
  if (result.outcome === 'domino') {
    const seat = result.seats[0]!;
    const why: string[] = [];
    // CJHPR: the key bone, "that last playable bone"; in general the only bone of the set in
    // play, not yet played, that fits either end.
    if (result.bonuses.includes('key-bone')) why.push(w.whyKeyBone);
    // CJHPR (Haiti): "the two ends of that final domino match the two open ends of the line".
    if (result.bonuses.includes('dekabes')) why.push(w.whyDekabes);
    // latin-partnership.txt (Milo): "causes both ends of the train to end in the same suit".
    if (result.bonuses.includes('milo')) why.push(w.whyMilo(hand.ends![0]));
    out.push(w.dominoedBecause(names[seat]!, showBone(result.lastBone!), why));
    pips();
    return out;
  }
  const last = [...hand.moves].reverse().find((m): m is PlayMove => 'bone' in m);
  const by = last ? { name: names[last.seat]!, bone: showBone(last.bone) } : null;
  if (hand.arms) {
    // JCTPF (French) gives no block rule: every player adds what he holds, as after any hand.
    out.push(w.blockedArms(by, armsText(hand, voice)));
    pips();
    return out;
  }
  const ends = hand.ends!;
  if (hand.passesInRow >= rules.seats) out.push(w.blockedAllPassed(rules.seats, endsText(ends, w), true));
  else out.push(w.blockedAfter(by, endsText(ends, w), w.noBoneHas(ends)));
  pips();
  const p = result.pips ?? [];
  const who = result.seats.map((s) => names[s]!);
  if (rules.block === 'last-or-next') {
    // latin-partnership.txt (Doscientos): "the person who played last or the player to his right, whoever has fewer points".
    out.push(w.lastOrNext(who));
  } else if (rules.block === 'fewest-pips-team') {
    const sides = [0, 1].map((side) => w.sidePoints(sideName(names, rules, side), p.reduce((t, x, s) => (rules.teamOf[s] === side ? t + x : t), 0)));
    out.push(w.teamTotals(sides.join(', ')));
  } else {
    const fewest = p[result.seats[0]!]!;
    if (who.length === 1) out.push(w.fewest(who[0]!, fewest));
    else out.push(w.tieFewest(who, fewest, result.winner !== null && result.tieBroken === null ? 'partners' : 'plain'));
  }
  const winners = result.winner === null ? '' : sideName(names, rules, result.winner);
  // latin-partnership.txt: "Some play that the side that played first wins; some play that the
  // side (if any) with more unplayed tiles wins".
  if (result.tieBroken === 'poser-team') out.push(w.tieToPosers(winners));
  if (result.tieBroken === 'last-team') out.push(w.tieToLastTeam(winners));
  if (result.tieBroken === 'more-bones') out.push(w.tieToMoreBones(winners));
  // latin-partnership.txt: "Some play that the team that played the last tile loses".
  // LeoDomino's Haitian game (issue 19 item 10).
  if (result.tieBroken === 'lower-seat') out.push(w.tieToLowerSeat(names[Math.min(...result.seats)]!, winners));
  if (result.tieBroken === 'last-team-loses') out.push(w.tieLastTeamLoses(winners));
  return out;
}

/**
 * What the Latin variants add to a hand's words (latin-partnership.txt): each team's own pips in a
 * block scored by both, the pass bonuses, a deciding hand, and a tie at the target.
 */
function variantSentences(report: MatchReport, h: HandReport, w: Words): string[] {
  const { rules } = report;
  const names = report.record.seats;
  const { score, before, after } = h;
  const notes = score.notes ?? [];
  const out: string[] = [];
  const sides = (values: readonly number[]) => values.map((v, side) => w.sidePoints(sideName(names, rules, side), v)).join(', ');
  if (notes.includes('both-score')) {
    const own = (score.added ?? []).map((a, side) => a - (score.passBonus?.[side] ?? 0));
    out.push(w.bothScoreOwn(sides(own)));
  }
  if (score.passBonus && score.passBonus.some((b) => b > 0)) {
    // "a bonus of 20 points to the team of the first player in a match who plays a tile that
    // causes the next player to pass … each subsequent occasion … 10 points".
    // "Some players divide all scores by 10": the bonuses too (issue 18 item 19).
    const divided = 'divideBy10' in before.options && before.options.divideBy10 === true;
    out.push(w.passBonuses(before.passBonusPaid !== true, divided, sides(score.passBonus)));
  }
  if (notes.includes('decider')) out.push(asSentence(w.note.decider));
  else if (after.winner === null && after.score.some((p) => p >= after.options.target)) out.push(w.equalAtTarget);
  else if (after.winner !== null && after.score.every((p) => p >= after.options.target)) out.push(w.bothReached(notes.includes('both-score')));
  if (notes.includes('deal-again')) out.push(asSentence(w.note['deal-again']));
  return out;
}

/**
 * A hand where every player adds to his own score (JCTPF, French): "the numbers on the tiles in
 * each person's hand are added to his running score. If a double tile is in an individual's hand
 * then his score for that hand is doubled."
 */
function addedScoring(report: MatchReport, h: HandReport, added: readonly number[], w: Words): string {
  const names = report.record.seats;
  const held = h.result.held ?? [];
  const sitting = new Map((h.before.out ?? []).map((o) => [o.seat, o.since]));
  const each = added.map((n, s) => {
    // A player out (`playOut`) sits the hand out: he adds nothing, and is said so.
    const since = sitting.get(s);
    if (since !== undefined) return w.outSince(names[s]!, since);
    // A tied block that adds nothing (issue 19) and the replay of a tie, worth 2 to its winner
    // (issue 25 item 13), have no doubling to explain.
    const doubles = frenchPipsCount(h.score.notes ?? []) ? (held[s] ?? []).filter(isDouble) : [];
    return w.addedBy(names[s]!, n, doubles.map(showBone), (held[s] ?? []).length === 0);
  });
  const notes = (h.score.notes ?? []).map((n) => w.note[n]);
  const over = h.score.wentOut ? ` ${playedOutLine(report, h, w)}` : h.after.winner !== null ? ` ${lostAndWon(report, h.after.score, h.after.winner, w)}` : '';
  return w.added(each, notes, w.score(h.after.score.join('-')), over);
}

/**
 * Jamaican French `playOut` (YaadDominoes; issue 19 item 7): "Ben (104) reaches 100 and is out; the
 * others play on." or, when one player is left, "…; Ann, the last player in, wins."
 */
function playedOutLine(report: MatchReport, h: HandReport, w: Words): string {
  const names = report.record.seats;
  const gone = (h.score.wentOut ?? []).map((s) => w.namedScore(names[s]!, h.after.score[s]!));
  return w.playedOut(gone, report.options.target, h.after.winner !== null ? names[h.after.winner]! : null);
}

/** "Ann reaches 104 and loses; Ben wins with the lowest score, 41." */
function lostAndWon(report: MatchReport, score: readonly number[], winner: number, w: Words): string {
  const names = report.record.seats;
  const target = report.options.target;
  const losers = score.flatMap((p, s) => (p >= target ? [w.namedScore(names[s]!, p)] : []));
  return w.lostAndWon(losers, target, names[winner]!, score[winner]!);
}

function scoring(report: MatchReport, h: HandReport, w: Words): string {
  const { result, before, after, score } = h;
  const { rules } = report;
  const names = report.record.seats;
  // Jamaican French: every player adds to his own score (`heldScores`), lower is better.
  if (score.heldScores) return addedScoring(report, h, score.heldScores, w);
  const end = w.score(after.score.join('-'));
  const more = variantSentences(report, h, w);
  const extra = more.length > 0 ? ` ${more.join(' ')}` : '';
  if (result.winner === null) {
    if (before.playoff) return w.playoffTied(end);
    return w.nobodyWorth(score.added?.some((a) => a > 0) === true, after.nextValue > 1 ? after.nextValue : null, extra, end);
  }
  const one = eachForOneself(rules);
  const winners = sideName(names, rules, result.winner);
  const shown: readonly ScoreNote[] = ['divided', 'pollona', 'viajera', 'deal-again', 'both-score', 'rounded', 'decider', 'less-own-pips', 'difference'];
  const notes = (score.notes ?? []).filter((n) => !shown.includes(n)).map((n) => w.note[n]);
  const named = (score.notes ?? []).filter((n) => n === 'pollona' || n === 'viajera').map((n) => w.note[n]);
  const won = after.winner !== null ? w.sideWinsMatch(winners, one, named) : '';
  // The partner game's bruk (Puerto Rican Shutout): the side with no points won.
  if (score.bruk) return w.familyBruk(winners, one, notes, end);
  if (before.playoff) return w.familyPlayoff(winners, one, end, won);
  if (score.playoffNext) return w.familyPlayoffNext(winners, one, score.points, end);
  const parts: string[] = [];
  if (rules.holdingsNeeded === 'always') {
    // Which seats' pips were counted: the losers' (cuban.txt, latin-partnership.txt), or every
    // seat's (latin-partnership.txt "Some play … the total pips on all unplayed tiles").
    const pips = result.pips ?? [];
    const counted = score.pips ?? score.points - (score.gameBonus ?? 0) - (score.chuchazo ?? 0);
    const all = pips.reduce((a, b) => a + b, 0);
    const winnersHeld = pips.reduce((t, x, s) => (rules.teamOf[s] === result.winner ? t + x : t), 0);
    const losers = names.filter((_, s) => rules.teamOf[s] !== result.winner);
    const has = (note: ScoreNote): boolean => (score.notes ?? []).includes(note);
    const whose = has('difference') ? w.pipsDifference(all - winnersHeld, winnersHeld) : winnersHeld > 0 && counted === all ? w.allPips : w.pipsHeldBy(losers);
    // cuban.txt (Lankford): "their opponents' unplayed tiles less the pip count of their own tiles".
    const less = has('less-own-pips') ? w.lessOwn(all - winnersHeld, winners, winnersHeld) : '';
    const worked = has('divided') ? w.dividedBy10(score.pips!) : has('rounded') ? w.roundedDown(score.pips!) : less;
    if (!has('both-score')) parts.push(`${whose}${worked}`);
  }
  if (before.nextValue > 1) parts.push(w.worthAfterTies(before.nextValue, Math.max(before.tiesInRow, 1)));
  if (result.bonuses.includes('dekabes')) parts.push(w.partDekabes);
  if (result.bonuses.includes('key-bone')) parts.push(w.plusKeyBone);
  if (result.bonuses.includes('milo')) parts.push(w.partMilo);
  // latin-partnership.txt (Quinientos): "a bonus of 100 points for the winners of the first game …".
  if (score.gameBonus !== undefined) parts.push(w.gameBonus(score.gameBonus, h.before.hands + 1));
  // latin-partnership.txt (Quinientos): "100 points for chuchazo" (going out with the 0-0).
  if (score.chuchazo !== undefined) parts.push(w.chuchazo(score.chuchazo));
  return w.familyWin(winners, one, score.points, parts, notes, extra, end, won);
}

/** Bones drawn in the first `count` moves. */
function drawnBefore(hand: Hand, count: number): number {
  return hand.moves.slice(0, count).reduce((n, m) => n + ('draw' in m ? (typeof m.draw === 'number' ? m.draw : m.draw.length) : 0), 0);
}

function handTitle(h: HandReport, n: number, names: readonly string[], w: Words): string {
  if (h.redeal) {
    // Lankford's draw game, our reading: a first player who drew the whole boneyard without a double cannot begin.
    return w.thrownIn(n, names[h.redeal.seat]!, h.hand.moves.length > 0 ? drawnBefore(h.hand, h.hand.moves.length) : null);
  }
  const at = h.hand.moves.findIndex((m) => 'bone' in m);
  const pose = h.hand.moves[at] as PlayMove;
  // Lankford's draw game: the first player may draw before posing, "until a double is obtained".
  const drew = at > 0 ? drawnBefore(h.hand, at) : null;
  const worth = h.before.playoff ? w.tagPlayoff : h.before.nextValue > 1 ? w.tagWorth(h.before.nextValue) : '';
  // Players out (Jamaican French `playOut`) sit it out; the others are dealt more (JCTPF's Cut Throat deal).
  const out = h.before.out ?? [];
  const playing = out.length > 0 ? w.tagPlaying(names.length - out.length, h.hand.setup.rules.handSize, out.map((o) => names[o.seat]!)) : '';
  const why = highestBoneWhy(h.hand.setup.pose, pose) ? w.highestBoneWhy : '';
  return w.familyTitle(n, worth, playing, names[pose.seat]!, drew, showBone(pose.bone), why, h.hand.moves.length);
}

/**
 * Whether a bone that is not a double began the hand, under HendyDom's highest-bone start (the
 * draw games' `noDouble: "highest-bone"`): a referee reading "Ben posed 6-5" in a game begun by the
 * 6-6 would ask. The engine has checked it against the deal, or taken it as what the pose proves.
 */
function highestBoneWhy(rule: Pose, pose: PlayMove): boolean {
  return rule.by === 'highest-double' && rule.highestBone === true && !isDouble(pose.bone);
}

/** The options in force, in the words of the new-match form: those the file set, then the defaults. */
function optionsLine(report: MatchReport, voice: Voice): string {
  const given = report.record.options ?? {};
  const words = optionsInVoice(voice, report.record.rules, report.options);
  const set = words.filter((o) => Object.hasOwn(given, o.id)).map((o) => o.text);
  const rest = words.filter((o) => !Object.hasOwn(given, o.id)).map((o) => o.text);
  const parts = [...(set.length > 0 ? [voice.w.optionsSet(set)] : []), ...(rest.length > 0 ? [voice.w.optionsRest(rest, set.length > 0)] : [])];
  return parts.join(' ');
}

/** The human report of a valid record of any family but Jamaican Partner. */
export function formatFamilyReport(report: MatchReport, voice: Voice = ENGLISH): string {
  const { record, rules, family } = report;
  const { w } = voice;
  const names = record.seats;
  const one = eachForOneself(rules);
  const sides = one ? w.players(names) : w.teams(sideName(names, rules, 0), sideName(names, rules, 1));
  const lines: string[] = [w.valid(familyName(voice, family.id, family.name), record.hands.length), sides, optionsLine(report, voice)];
  report.hands.forEach((h, i) => {
    if (h.ruling) lines.push('', ...rulingLines(h, i + 1, names, rules.teamOf, w));
    else lines.push('', handTitle(h, i + 1, names, w));
    if (!h.redeal && !h.ruling) {
      if (h.hand.arms) {
        const arms = layoutArms(h.hand).map((bones, a) => w.arm(w.armName(ARM_NAMES[a]!), bones.length > 0 ? bones.map((p) => showBone(p.bone)).join(' ') : null));
        const centre = h.hand.moves.find(isPlay)!.bone;
        lines.push(`  ${w.layoutFrom(showBone(centre), arms.join('; '))}`);
      } else lines.push(`  ${w.lineOfPlay(line(h.hand).map((p) => showBone(p.bone)).join(' '))}`);
      for (const sentence of ending(report, i, h, voice)) lines.push(`  ${sentence}`);
      lines.push(`  ${scoring(report, h, w)}`);
    }
    if (h.after.winner === null) lines.push(`  ${w.nextHandPose(poseText(h.after.pose, names, rules, w))}`);
  });
  const current = currentHandLine(report, w);
  if (current) lines.push('', current);
  const { match } = report;
  const ranking = rankingOut(match);
  const score = match.score.join('-');
  lines.push(
    '',
    match.winner !== null && ranking
      ? w.resultLastIn(names[match.winner]!, ranking.map((s) => names[s]!), score)
      : match.winner !== null
        ? w.resultSide(sideName(names, rules, match.winner), one, score)
        : w.unfinishedPlain(w.unfinished(report.hands.length), score),
  );
  return `${lines.join('\n')}\n`;
}
