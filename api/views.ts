/**
 * The contract's views (MatchView, HandView …) built from a checked match (`MatchReport`): every
 * fact on screen comes from the engine (legalPlays, line, the hand's state) or from the small
 * queries in domain/view.ts. Views of finished hands never change, so they are built once per
 * hand value and reused while the match stays open: a move rebuilds only the hand in play.
 *
 * Every family: scores and winners are by side (a team, or a seat each for oneself); `teams` lists
 * the seats of each side, so "side 1" reads as its players' names in either kind of game.
 */
import { ARM_NAMES, isArmName, replayArms } from '../domain/arms.ts';
import type { ArmName } from '../domain/arms.ts';
import { boneId, isDouble, showBone } from '../domain/bones.ts';
import { applyMove, doubleHolderFrom, held, highestPoser, isDraw, isPass, isPlay, layoutArms, legalPlays, line, replayHand, unplayedBones } from '../domain/hand.ts';
import type { End, Hand, Move, PlacedBone, Pose, Seat } from '../domain/hand.ts';
import { isRace, nextHandRules, rankingOut } from '../domain/families/index.ts';
import type { FamilyOptions, MatchState } from '../domain/families/index.ts';
import { seatOut } from '../domain/in-play.ts';
import type { BySeat, HandRecord, HandReport, MatchReport } from '../domain/record.ts';
import type { Result } from '../domain/result.ts';
import { joinAnd, plural } from '../domain/result.ts';
import { mayThrowIn } from '../domain/throw-in.ts';
import type { HandRules, SeatOut } from '../domain/rules.ts';
import { endsOfMoves, hardEnds, outstanding, possibleHoldings } from '../domain/view.ts';
import { seatsNeeded } from '../domain/settle.ts';
import type {
  ArmView,
  HandReason,
  HandResultView,
  HandStatusView,
  HandSummaryView,
  HandView,
  HandWhy,
  LegalPlayView,
  MatchSummary,
  MatchUpdate,
  MatchView,
  MoveView,
  NextHandView,
  PlacedBoneView,
  SeatOutView,
  PoseView,
} from './contract.ts';
import { optionsText } from './options.ts';
import { allSeats, sideKind, sidesOf, tableRules } from './sides.ts';

function sideName(seats: readonly string[], rules: HandRules, side: number): string {
  return joinAnd((sidesOf(rules)[side] ?? []).map((s) => seats[s]!));
}

/** A by-seat map as a list by seat, null for a seat not given (one the scoring does not read). */
function bySeatArray<T>(map: BySeat<T> | undefined, rules: HandRules): (T | null)[] | null {
  return map === undefined ? null : allSeats(rules).map((s) => map[String(s)] ?? null);
}

// ---- poses and moves ----------------------------------------------------------------------------

export function poseView(pose: Pose, hand: Hand | null, rules: HandRules): PoseView {
  // A seat sitting the hand out (Jamaican French `playOut`) never poses.
  const everyone = allSeats(rules).filter((s) => seatOut(rules, s) === null);
  if (pose.by === 'holder') {
    // With the deal known, the holder is known; otherwise anyone may turn out to hold the bone.
    const holder = hand?.dealtTo?.[boneId(pose.bone[0], pose.bone[1])] ?? -1;
    return { who: 'holder', seats: holder >= 0 ? [holder] : everyone, bone: pose.bone, forced: pose.forced };
  }
  // latin-partnership.txt "every deal must be started with a double": a double if the team has one.
  const double = (pose.by === 'team' || pose.by === 'seats') && pose.double === true ? { double: true } : {};
  if (pose.by === 'team') return { who: 'team', seats: sidesOf(rules)[pose.team] ?? [], forced: false, team: pose.team, ...double };
  // These seats, any bone: a rotation, the last hand's winner, the tied players of a side; with
  // `double`, their partners too (a partner poses the double when the seat due has none).
  if (pose.by === 'seats') {
    const seats = pose.double === true ? everyone.filter((s) => pose.seats.some((d) => rules.teamOf[d] === rules.teamOf[s])) : pose.seats;
    return { who: 'seats', seats, forced: false, ...double };
  }
  if (pose.by === 'highest-double') {
    // cuban.txt: "the holder of the highest double dealt makes the first play"; with the deal
    // known, that is one bone's holder posing it (HendyDom's `highestBone`: else the highest bone's).
    const poser = hand?.dealtTo ? highestPoser(hand.dealtTo, rules, pose) : null;
    if (poser) return { who: 'holder', seats: [poser.seat], bone: poser.bone, forced: true };
    return { who: pose.highestBone === true ? 'highest-bone' : 'highest-double', seats: everyone, forced: true };
  }
  if (pose.by === 'any-double') {
    // YaadDominoes' French game: the last winner poses any double he holds, else the next seat in
    // order that holds one; the deal, when known, says which seat that is.
    const due = hand?.dealtTo ? doubleHolderFrom(hand.dealtTo, rules, pose.seat) : -1;
    // The seats still in (`everyone`: not those sitting out, French `playOut`), from the winner on.
    const at = Math.max(0, everyone.indexOf(pose.seat));
    const inOrder = [...everyone.slice(at), ...everyone.slice(0, at)];
    return { who: 'any-double', seats: due >= 0 ? [due] : inOrder, forced: false };
  }
  return { who: 'anyone', seats: everyone, forced: false };
}

function drawText(draw: number | readonly (readonly number[])[]): string {
  if (typeof draw === 'number') return `${plural(draw, 'bone', 'bones')} from the boneyard`;
  return `${joinAnd(draw.map((b) => showBone([b[0]!, b[1]!])))} from the boneyard`;
}

function movesView(hand: Hand): MoveView[] {
  const names = hand.setup.seatNames;
  // The four-arm layout names each play's arm; a line, the end it went on.
  const ends: (End | ArmName | null)[] = hand.setup.rules.layout === 'four-arm' ? armsOfMoves(hand) : endsOfMoves(hand);
  return hand.moves.map((move: Move, index): MoveView => {
    const who = names[move.seat]!;
    if (isPass(move)) return { index, seat: move.seat, bone: null, end: null, pass: true, kind: 'pass', draw: null, text: `${who} passes` };
    if (isDraw(move)) {
      return { index, seat: move.seat, bone: null, end: null, pass: false, kind: 'draw', draw: move.draw, text: `${who} draws ${drawText(move.draw)}` };
    }
    const end = ends[index] ?? null;
    const on = isArmName(end) ? `the ${end} arm` : `the ${end}`;
    const text = end === null ? `${who} poses ${showBone(move.bone)}` : `${who} plays ${showBone(move.bone)} on ${on}`;
    // The pose goes on no end (null), so no screen draws it with an arrow.
    return { index, seat: move.seat, bone: move.bone, end, pass: false, kind: 'play', draw: null, text };
  });
}

// ---- results ------------------------------------------------------------------------------------

/** The exact reason, in every family. */
function whyOf(report: HandReport, rules: HandRules): HandWhy {
  const { result } = report;
  if (result.outcome === 'redeal') return 'redeal';
  if (result.outcome === 'ruling') return 'ruling';
  if (result.outcome === 'domino') {
    if (result.bonuses.includes('key-bone')) return 'key-bone';
    if (result.bonuses.includes('dekabes')) return 'dekabes';
    if (result.bonuses.includes('milo')) return 'milo';
    return 'domino';
  }
  if (result.tieBroken === 'poser-team') return 'tie-to-posers';
  if (result.tieBroken === 'more-bones') return 'tie-to-more-bones';
  if (result.tieBroken === 'last-team') return 'tie-to-last-team';
  if (result.tieBroken === 'last-team-loses') return 'tie-to-last-team-loses';
  if (result.tieBroken === 'lower-seat') return 'tie-to-lower-seat';
  if (rules.block === 'last-or-next') return result.winner === null ? 'opponents-tied' : 'fewest-pips';
  if (rules.block === 'fewest-pips-team') return result.winner === null ? 'teams-tied' : 'team-fewest-pips';
  if (result.seats.length === 1) return 'fewest-pips';
  return new Set(result.seats.map((s) => rules.teamOf[s])).size > 1 ? 'opponents-tied' : 'partners-tied';
}

/** The partner game's reasons, which the screens already word: the nearest one for the others. */
const NEAREST_REASON: Readonly<Record<HandWhy, HandReason>> = {
  domino: 'domino',
  'key-bone': 'key-bone',
  dekabes: 'domino',
  milo: 'domino',
  'fewest-pips': 'fewest-pips',
  'partners-tied': 'partners-tied',
  'opponents-tied': 'opponents-tied',
  'team-fewest-pips': 'fewest-pips',
  'teams-tied': 'opponents-tied',
  'tie-to-posers': 'fewest-pips',
  'tie-to-more-bones': 'fewest-pips',
  'tie-to-last-team': 'fewest-pips',
  'tie-to-last-team-loses': 'fewest-pips',
  'tie-to-lower-seat': 'fewest-pips',
  redeal: 'opponents-tied',
  ruling: 'domino',
};

function resultView(report: HandReport, seats: readonly string[], rules: HandRules): HandResultView {
  const { result, score, after } = report;
  const playoffWon = report.before.playoff && result.winner !== null;
  const keyBone = result.bonuses.includes('key-bone');
  const why = whyOf(report, rules);
  const who = joinAnd(result.seats.map((s) => seats[s]!));
  const least = result.pips ? Math.min(...result.seats.map((s) => result.pips![s]!)) : null;
  const pips = least !== null ? ` with ${plural(least, 'pip', 'pips')}` : '';
  const teamTotal = (side: number) => (result.pips ?? []).reduce((t, p, s) => (rules.teamOf[s] === side ? t + p : t), 0);
  const bone = result.lastBone ? showBone(result.lastBone) : 'the last bone';
  const winners = result.winner === null ? '' : sideName(seats, rules, result.winner);
  const words: Record<HandWhy, string> = {
    domino: `${who} dominoes with ${bone}`,
    'key-bone': `${who} dominoes with the key bone ${bone}`,
    dekabes: `${who} dominoes with ${bone} on both open ends: Dekabès`,
    milo: `${who} dominoes with ${bone}, leaving both ends the same: a Milo`,
    'fewest-pips': `Blocked: ${who} has the fewest pips${pips}`,
    'partners-tied': `Blocked: partners ${who} tie for the fewest pips${pips}${result.winner === null ? ', so the hand is tied' : ''}`,
    'opponents-tied': `Blocked: ${rules.seats === 4 && sideKind(rules) === 'teams' ? 'opponents ' : ''}${who} tie for the fewest pips${pips}, so the hand is tied`,
    'team-fewest-pips': `Blocked: ${winners} hold the fewer pips (${result.winner === null ? 0 : teamTotal(result.winner)})`,
    'teams-tied': `Blocked: both teams hold ${plural(teamTotal(0), 'pip', 'pips')}, so the hand is tied`,
    'tie-to-posers': `Blocked with equal pips: the team that posed, ${winners}, wins it`,
    'tie-to-more-bones': `Blocked with equal pips: ${winners}, holding more bones, win it`,
    'tie-to-last-team': `Blocked with equal pips: the team that played last, ${winners}, wins it`,
    'tie-to-last-team-loses': `Blocked with equal pips: the team that played the last bone loses, so ${winners} win it`,
    'tie-to-lower-seat': `Blocked with equal pips: ${seats[Math.min(...result.seats)]}, seated first of the tied players, wins it for ${winners}`,
    redeal: `${who} throws the hand in: it is dealt again`,
    ruling: `The referee rules (${report.ruling?.reason ?? ''})`,
  };
  const notes = score.notes ?? [];
  let outcome: string;
  if (why === 'redeal' || (why === 'ruling' && result.winner === null)) outcome = 'nothing changes';
  else if (result.winner === null) outcome = 'nobody scores';
  else if (score.bruk && sideKind(rules) === 'each') outcome = `${winners} wins the hand, and with every player on a point all go back to 0`;
  else if (score.bruk) outcome = `${winners} win the hand: bruk, the score goes back to 0-0`;
  // domain/match.ts: "The team that wins the play-off hand then has a score of 2 - 0" (the referee's words).
  else if (playoffWon) outcome = `${winners} win the play-off and have 2 points`;
  else {
    const verb = sideKind(rules) === 'each' ? 'scores' : 'score';
    outcome = `${winners} ${verb} ${plural(score.points, 'point', 'points')}`;
    if (score.pips !== undefined && notes.includes('divided')) outcome += ` (${plural(score.pips, 'pip', 'pips')} divided by 10)`;
    if (score.pips !== undefined && notes.includes('rounded')) outcome += ` (${plural(score.pips, 'pip', 'pips')} rounded down)`;
  }
  // What each side added, where it is not just `points`: the Latin variants' block scored by both
  // teams and pass bonuses, or Jamaican French's bones held, each player's against himself.
  const added = score.added ?? score.heldScores;
  if (added && why !== 'redeal') outcome += `; added ${added.join('-')}${score.passBonus?.some((b) => b > 0) ? ` (pass bonuses ${score.passBonus.join('-')})` : ''}`;
  if (notes.includes('deal-again')) outcome += '; not counted, dealt again';
  const playoff = score.playoffNext ? '; 1-1, the next hand is the play-off' : '';
  const named = notes.includes('viajera') ? ': a viajera' : notes.includes('pollona') ? ': a pollona' : '';
  return {
    outcome: result.outcome,
    winner: result.winner,
    seats: result.seats,
    points: score.points,
    keyBone,
    bruk: score.bruk,
    playoffNext: score.playoffNext,
    ...(playoffWon && { playoff: true as const }),
    pips: result.pips,
    ...(result.notGiven && { notGiven: result.notGiven }),
    lastBone: result.lastBone,
    reason: NEAREST_REASON[why],
    why,
    ...(report.ruling && { ruling: report.ruling }),
    bonuses: result.bonuses,
    notes,
    ...(score.pips !== undefined && { pipsBeforeDividing: score.pips }),
    ...(score.gameBonus !== undefined && { gameBonus: score.gameBonus }),
    // The facts the screens word in their own language (renderer/src/handWords.ts).
    ...(score.chuchazo !== undefined && { chuchazo: score.chuchazo }),
    // What each side added: the Latin variants' `added`, or each French seat's held pips (doubled).
    ...(added !== undefined && { added }),
    // Jamaican French: which seat held a double (its pips doubled), from the bones it held.
    ...(score.heldScores !== undefined && { heldDouble: (result.held ?? []).map((bones) => bones.some(isDouble)) }),
    ...(score.passBonus !== undefined && { passBonus: score.passBonus }),
    ...(score.wentOut !== undefined && { wentOut: score.wentOut, ...(after.winner !== null && { lastIn: after.winner }) }),
    text: `${words[why]}: ${outcome}${playoff}${named}${wentOutText(score.wentOut, seats, after)}.`,
    scoreAfter: after.score,
  };
}

function finishedStatus(report: HandReport): HandStatusView {
  const { outcome } = report.result;
  // A ruling reads as a hand over: won by its side, or nobody's ('tie', not 'redeal': the record
  // has no redeal, and an undo's `shown` tells the two apart, api/update.ts).
  if (outcome === 'ruling') return report.result.winner === null ? 'tie' : 'domino';
  return outcome === 'domino' ? 'domino' : outcome === 'tied' ? 'tie' : outcome === 'redeal' ? 'redeal' : 'blocked';
}

// ---- hands --------------------------------------------------------------------------------------

interface HandContext {
  readonly index: number;
  readonly before: MatchState;
  readonly record: HandRecord;
  /** The settled hand's report, when it is over and settled. */
  readonly report: HandReport | null;
  /** The hand is over and waits for the bones each seat has left. */
  readonly unsettled: boolean;
  /** The hand may be thrown in now (domain/throw-in.ts `mayThrowIn`); false for a hand over or replayed. */
  readonly canRedeal?: boolean;
}

function placedView(p: PlacedBone): PlacedBoneView {
  return { bone: p.bone, seat: p.seat, move: p.move, double: p.bone[0] === p.bone[1] };
}

/** By move: the arm each play went on in the four-arm layout; null for the pose and passes. */
function armsOfMoves(hand: Hand): (ArmName | null)[] {
  const { arm } = replayArms(hand.moves.map((m) => (isPlay(m) ? m : null)));
  return arm.map((i) => (i >= 0 ? ARM_NAMES[i]! : null));
}

/** The four arms as the table draws them; null for a line and before the pose. */
function armsView(hand: Hand): ArmView[] | null {
  if (!hand.arms) return null;
  const bones = layoutArms(hand);
  return hand.arms.map((arm, i) => ({ name: ARM_NAMES[i]!, centre: arm.centre, open: arm.open, needsDouble: arm.needsDouble, bones: bones[i]!.map(placedView) }));
}

function legalView(hand: Hand, pose: PoseView): LegalPlayView[] {
  if (hand.status !== 'playing') return [];
  const seats = hand.turn !== null ? [hand.turn] : pose.seats;
  return seats.flatMap((seat) => legalPlays(hand, seat).map((p) => ({ seat, bone: p.bone, end: p.end })));
}

/**
 * The seat to play may draw: the engine takes a draw of one bone (or, with the deal, of bones
 * named). Before the pose, where the first player draws until he has a double (Lankford's Cuban
 * game), any seat that may pose and draw.
 */
function canDraw(hand: Hand, seats: readonly Seat[]): boolean {
  if (hand.status !== 'playing') return false;
  return seats.some((seat) => {
    const tried = applyMove(hand, { seat, draw: 1 });
    return tried.ok || tried.error.code === 'draw/unseen';
  });
}

/**
 * What the block dialog asks for, by seat: the bones it may hold, how many, and whether the
 * scoring needs them (issue 18 item 7: the others are optional, checked when given).
 */
function candidatesView(hand: Hand): HandView['candidates'] {
  const needed = seatsNeeded(hand);
  return allSeats(hand.setup.rules).map((seat) => ({ bones: possibleHoldings(hand, seat), count: held(hand, seat), needed: needed[seat]! }));
}

export function handView(hand: Hand, ctx: HandContext): HandView {
  const { rules } = hand.setup;
  const pose = poseView(ctx.before.pose, hand, rules);
  const playing = hand.status === 'playing';
  const status: HandStatusView = ctx.report
    ? finishedStatus(ctx.report)
    : ctx.unsettled
      ? hand.status === 'domino'
        ? 'domino-needs-holdings'
        : 'blocked-needs-holdings'
      : playing
        ? hand.moves.length === 0
          ? 'waiting-pose'
          : 'playing'
        : hand.status;
  const turn = playing ? hand.turn : null;
  const out = outView(rules.out);
  return {
    index: ctx.index,
    status,
    ...(out && { out }),
    value: ctx.before.nextValue,
    playoff: ctx.before.playoff,
    pose,
    moves: movesView(hand),
    ends: hand.ends,
    turn,
    line: line(hand).map(placedView),
    arms: armsView(hand),
    outstanding: outstanding(hand),
    hardEnds: hardEnds(hand),
    legal: legalView(hand, pose),
    canPass: playing && (hand.ends !== null || hand.arms !== null) && turn !== null && applyMove(hand, { seat: turn, pass: true }).ok,
    canDraw: canDraw(hand, turn !== null ? [turn] : hand.ends === null ? pose.seats : []),
    unplayed: unplayedBones(hand).reverse().map((id) => hand.set.bones[id]!),
    playedBy: hand.played,
    drawnBy: hand.drawn,
    held: hand.played.map((_, seat) => held(hand, seat)),
    stock: hand.stock,
    candidates: ctx.unsettled ? candidatesView(hand) : null,
    dealt: hand.setup.dealt ?? null,
    left: bySeatArray(ctx.record.left, rules),
    pipsGiven: bySeatArray(ctx.record.pips, rules),
    redeal: ctx.record.redeal ?? null,
    canRedeal: ctx.canRedeal === true,
    result: ctx.report ? resultView(ctx.report, hand.setup.seatNames, rules) : null,
  };
}

// Finished hands never change: their summaries and views are kept per report object (the live
// match keeps the same objects from move to move), and dropped with it. A summary is made from
// the report alone, not from the hand's whole view: a match opened in hand 60 would otherwise
// build and keep 59 whole views (every move in words, the line, the plays) to show none of them,
// and all of it would survive the server's young-generation collections (issue 5, "Speed").
const finishedSummaries = new WeakMap<HandReport, HandSummaryView>();
const finishedViews = new WeakMap<HandReport, HandView>();

/** What `summaryOf(finishedView(report, index))` gives, without building the view. */
function finishedSummary(report: MatchReport, index: number): HandSummaryView {
  const hr = report.hands[index]!;
  let summary = finishedSummaries.get(hr);
  if (!summary) {
    const { seatNames, rules } = hr.hand.setup;
    summary = {
      index,
      status: finishedStatus(hr),
      value: hr.before.nextValue,
      playoff: hr.before.playoff,
      moves: hr.hand.moves.length,
      result: resultView(hr, seatNames, rules),
    };
    finishedSummaries.set(hr, summary);
  }
  return summary;
}

function finishedView(report: MatchReport, index: number): HandView {
  const hr = report.hands[index]!;
  let full = finishedViews.get(hr);
  if (!full) {
    full = handView(hr.hand, { index, before: hr.before, record: report.record.hands[index]!, report: hr, unsettled: false });
    finishedViews.set(hr, full);
  }
  return full;
}

/** A hand's summary from its whole view (the hand in play's; `finishedSummary` for the others). */
export function summaryOf(view: HandView): HandSummaryView {
  return { index: view.index, status: view.status, value: view.value, playoff: view.playoff, moves: view.moves.length, result: view.result };
}

/** The hand in play or waiting to be settled, in full. */
function currentView(report: MatchReport): HandView | null {
  const { current } = report;
  if (!current) return null;
  return handView(current.hand, {
    index: current.index,
    before: report.match,
    record: report.record.hands[current.index]!,
    report: null,
    unsettled: current.state === 'unsettled',
    // Offered only where the family's text allows this hand to be thrown in (domain/throw-in.ts).
    canRedeal: mayThrowIn(current.hand, report.family, report.options),
  });
}

function matchStatus(report: MatchReport): MatchView['status'] {
  if (report.match.winner !== null) return 'won';
  if (!report.current) return 'needs-hand';
  return report.current.state === 'playing' ? 'playing' : 'needs-holdings';
}

// A match's options never change: their words are made once per options object (the live match
// keeps the same one from move to move).
const optionsTexts = new WeakMap<object, { readonly rules: string; readonly text: readonly string[] }>();

function optionsTextOf(report: MatchReport): readonly string[] {
  const { rules } = report.record;
  let kept = optionsTexts.get(report.options);
  if (kept?.rules !== rules) {
    kept = { rules, text: optionsText(rules, report.options) };
    optionsTexts.set(report.options, kept);
  }
  return kept.text;
}

export interface StoredFacts {
  readonly id: number;
  readonly updatedAt: string;
  /** Set for a deleted match (db/matches.ts MatchFacts); absent or null for one listed. */
  readonly deletedAt?: string | null;
  readonly corrections: number;
}

export function matchView(report: MatchReport, facts: StoredFacts): MatchView {
  return viewFrom(report, facts, 0);
}

/**
 * The match after a move recorded or taken back in hand `handsFrom`: the whole view but the
 * summaries of the hands before it, which a move there cannot change (contract.ts, MatchUpdate).
 */
export function matchUpdate(report: MatchReport, facts: StoredFacts, handsFrom: number, correctionsBefore: number): MatchUpdate {
  return { ...viewFrom(report, facts, handsFrom), handsFrom, correctionsBefore };
}

/** The match view with the hand summaries from index `from` on (all of them from 0). */
function viewFrom(report: MatchReport, facts: StoredFacts, from: number): MatchView {
  const { record, match, rules, family } = report;
  const status = matchStatus(report);
  const inPlay = currentView(report);
  const finished = report.hands.length;
  const hands: HandSummaryView[] = [];
  for (let i = from; i < finished; i++) hands.push(finishedSummary(report, i));
  if (inPlay) hands.push(summaryOf(inPlay));
  const table = tableRules(rules, family.redeal(report.options));
  const out = outView(match.out);
  const ranking = rankingOut(match);
  return {
    id: facts.id,
    rules: record.rules,
    family: family.name,
    options: report.options as FamilyOptions,
    optionsText: optionsTextOf(report),
    race: isRace(family, report.options),
    seats: record.seats,
    teams: table.teams,
    sides: table.sides,
    table,
    score: match.score,
    winner: match.winner,
    ...(out && { out }),
    ...(ranking && { ranking }),
    status,
    nextHand: status === 'needs-hand' ? nextHandView(report) : null,
    hands,
    current: inPlay ?? (finished > 0 ? finishedView(report, finished - 1) : null),
    corrections: facts.corrections,
    updatedAt: facts.updatedAt,
    ...(facts.deletedAt != null && { deletedAt: facts.deletedAt }),
  };
}

/** The next hand: with seats out (`playOut`), its own rules say who poses and what each is dealt. */
function nextHandView(report: MatchReport): NextHandView {
  const { record, match } = report;
  const rules = nextHandRules(report.family, report.options, report.rules, match);
  const out = outView(rules.out);
  return {
    index: record.hands.length,
    ...(out && { out, handSize: rules.handSize }),
    value: match.nextValue,
    ties: match.tiesInRow,
    playoff: match.playoff,
    pose: poseView(match.pose, null, rules),
  };
}

/** Seats out as the views give them; null for none. */
function outView(out: readonly SeatOut[] | undefined): SeatOutView[] | null {
  return out && out.length > 0 ? out.map((o) => ({ seat: o.seat, hand: o.since })) : null;
}

/** "; Ben reaches the target and is out", "…; Cat is out, and Ann, alone left, wins". */
function wentOutText(wentOut: readonly Seat[] | undefined, seats: readonly string[], after: MatchState): string {
  if (!wentOut || wentOut.length === 0) return '';
  const who = joinAnd(wentOut.map((s) => seats[s]!));
  const verb = wentOut.length === 1 ? 'reaches the target and is out' : 'reach the target and are out';
  return `; ${who} ${verb}${after.winner !== null ? `, and ${seats[after.winner]!} wins` : ''}`;
}

export function matchSummary(report: MatchReport, facts: StoredFacts): MatchSummary {
  return {
    id: facts.id,
    rules: report.record.rules,
    seats: report.record.seats,
    teams: sidesOf(report.rules),
    score: report.match.score,
    status: report.match.winner === null ? 'in-progress' : 'won',
    winner: report.match.winner,
    hands: report.record.hands.length,
    handInPlay: report.current?.index ?? null,
    handsPlayed: report.hands.filter((h) => h.redeal === null).length,
    updatedAt: facts.updatedAt,
    ...(facts.deletedAt != null && { deletedAt: facts.deletedAt }),
  };
}

/**
 * Hand `index` after its first `moves` moves (all when undefined), to replay it bone by bone. A
 * whole finished hand shows its result; a part of one shows the position then.
 */
export function handViewAt(report: MatchReport, index: number, moves: number | undefined): Result<HandView, { code: string; message: string; params: { hand: number; hands: number } }> {
  const record = report.record.hands[index];
  if (!record) {
    const count = report.record.hands.length;
    const message = `This match has ${count === 0 ? 'no hands yet' : `hands 1 to ${count}`}; there is no hand ${index + 1}.`;
    return { ok: false, error: { code: 'db/no-such-hand', message, params: { hand: index + 1, hands: count } } };
  }
  const all = record.moves.length;
  const upTo = moves === undefined ? all : Math.min(moves, all);
  const finished = report.hands[index];
  if (upTo === all) {
    if (finished) return { ok: true, value: finishedView(report, index) };
    return { ok: true, value: currentView(report)! };
  }
  const before = finished ? finished.before : report.match;
  const setup = finished ? finished.hand.setup : report.current!.hand.setup;
  const replayed = replayHand(setup, record.moves.slice(0, upTo));
  // A prefix of a checked hand replays; anything else is a broken invariant.
  if (!replayed.ok) throw new Error(`hand ${index + 1} does not replay: ${replayed.error.message}`);
  return { ok: true, value: handView(replayed.value, { index, before, record: { moves: [] }, report: null, unsettled: false }) };
}
