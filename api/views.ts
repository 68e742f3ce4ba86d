/**
 * The contract's views (MatchView, HandView …) built from a checked match (`MatchReport`): every
 * fact on screen comes from the engine (legalPlays, line, the hand's state) or from the small
 * queries in domain/view.ts. Views of finished hands never change, so they are built once per
 * hand value and reused while the match stays open: a move rebuilds only the hand in play.
 */
import { boneId, showBone } from '../domain/bones.ts';
import { applyMove, isDraw, isPass, legalPlays, line, replayHand, unplayedBones } from '../domain/hand.ts';
import type { Hand, Pose, Seat } from '../domain/hand.ts';
import type { MatchState } from '../domain/families/index.ts';
import type { BySeat, HandRecord, HandReport, MatchReport } from '../domain/record.ts';
import type { Result } from '../domain/result.ts';
import { joinAnd } from '../domain/result.ts';
import { JAMAICAN_PARTNER_HAND } from '../domain/rules.ts';
import type { JamaicanPartnerOptions } from '../domain/rules.ts';
import { endsOfMoves, hardEnds, outstanding, possibleHoldings } from '../domain/view.ts';
import type {
  HandReason,
  HandResultView,
  HandStatusView,
  HandSummaryView,
  HandView,
  LegalPlayView,
  MatchSummary,
  MatchView,
  MoveView,
  PoseView,
} from './contract.ts';
import { optionsText } from './options.ts';

const RULES = JAMAICAN_PARTNER_HAND;
const ALL_SEATS: readonly Seat[] = Array.from({ length: RULES.seats }, (_, s) => s);
export const TEAMS: readonly (readonly Seat[])[] = [0, 1].map((team) => ALL_SEATS.filter((s) => RULES.teamOf[s] === team));

function teamName(seats: readonly string[], team: number): string {
  return joinAnd(TEAMS[team]!.map((s) => seats[s]!));
}

function bySeatArray<T>(map: BySeat<T> | undefined): T[] | null {
  return map === undefined ? null : ALL_SEATS.map((s) => map[String(s)]!);
}

// ---- poses and moves ----------------------------------------------------------------------------

export function poseView(pose: Pose, hand: Hand | null): PoseView {
  if (pose.by === 'holder') {
    // With the deal known, the holder is known; otherwise anyone may turn out to hold the 6-6.
    const holder = hand?.dealtTo?.[boneId(pose.bone[0], pose.bone[1])] ?? -1;
    return { who: 'holder', seats: holder >= 0 ? [holder] : ALL_SEATS, bone: pose.bone, forced: pose.forced };
  }
  if (pose.by === 'team') return { who: 'team', seats: TEAMS[pose.team]!, forced: false, team: pose.team };
  return { who: 'anyone', seats: ALL_SEATS, forced: false };
}

function movesView(hand: Hand): MoveView[] {
  const names = hand.setup.seatNames;
  const ends = endsOfMoves(hand);
  return hand.moves.map((move, index) => {
    const who = names[move.seat]!;
    if (isPass(move)) return { index, seat: move.seat, bone: null, end: null, pass: true, text: `${who} passes` };
    // The store keeps Jamaican Partner matches, which have no boneyard; a draw is shown as words only.
    if (isDraw(move)) return { index, seat: move.seat, bone: null, end: null, pass: false, text: `${who} draws` };
    const end = ends[index] ?? null;
    const text = end === null ? `${who} poses ${showBone(move.bone)}` : `${who} plays ${showBone(move.bone)} on the ${end}`;
    return { index, seat: move.seat, bone: move.bone, end: end ?? 'right', pass: false, text };
  });
}

// ---- results ------------------------------------------------------------------------------------

function resultView(report: HandReport, seats: readonly string[]): HandResultView {
  const { result, score, after } = report;
  const keyBone = result.bonuses.includes('key-bone');
  const reason: HandReason =
    result.outcome === 'domino'
      ? keyBone
        ? 'key-bone'
        : 'domino'
      : result.seats.length === 1
        ? 'fewest-pips'
        : new Set(result.seats.map((s) => RULES.teamOf[s])).size > 1
          ? 'opponents-tied'
          : 'partners-tied';
  const who = joinAnd(result.seats.map((s) => seats[s]!));
  const pips = result.pips ? ` with ${Math.min(...result.pips)} pips` : '';
  const why: Record<HandReason, string> = {
    domino: `${who} dominoes with ${result.lastBone ? showBone(result.lastBone) : 'the last bone'}`,
    'key-bone': `${who} dominoes with the key bone ${result.lastBone ? showBone(result.lastBone) : ''}`.trimEnd(),
    'fewest-pips': `Blocked: ${who} has the fewest pips${pips}`,
    'partners-tied': `Blocked: partners ${who} tie for the fewest pips${pips}${result.winner === null ? ', so the hand is tied' : ''}`,
    'opponents-tied': `Blocked: opponents ${who} tie for the fewest pips${pips}, so the hand is tied`,
  };
  let outcome: string;
  if (result.winner === null) outcome = 'nobody scores';
  else if (score.bruk) outcome = `${teamName(seats, result.winner)} win the hand: bruk, the score goes back to 0-0`;
  else outcome = `${teamName(seats, result.winner)} score ${score.points} ${score.points === 1 ? 'point' : 'points'}`;
  const playoff = score.playoffNext ? '; 1-1, the next hand is the play-off' : '';
  return {
    // A Jamaican Partner hand is never thrown in (redeal), the only other outcome.
    outcome: result.outcome as 'domino' | 'blocked' | 'tied',
    winner: result.winner,
    seats: result.seats,
    points: score.points,
    keyBone,
    bruk: score.bruk,
    playoffNext: score.playoffNext,
    pips: result.pips,
    lastBone: result.lastBone,
    reason,
    text: `${why[reason]}: ${outcome}${playoff}.`,
    scoreAfter: after.score,
  };
}

function finishedStatus(report: HandReport): HandStatusView {
  return report.result.outcome === 'domino' ? 'domino' : report.result.outcome === 'tied' ? 'tie' : 'blocked';
}

// ---- hands --------------------------------------------------------------------------------------

interface HandContext {
  readonly index: number;
  readonly before: MatchState;
  readonly record: HandRecord;
  /** The settled hand's report, when it is over and settled. */
  readonly report: HandReport | null;
  /** The hand is blocked and waits for the bones each seat has left. */
  readonly unsettled: boolean;
}

function legalView(hand: Hand, pose: PoseView): LegalPlayView[] {
  if (hand.status !== 'playing') return [];
  const seats = hand.turn !== null ? [hand.turn] : pose.seats;
  return seats.flatMap((seat) => legalPlays(hand, seat).map((p) => ({ seat, bone: p.bone, end: p.end })));
}

export function handView(hand: Hand, ctx: HandContext): HandView {
  const pose = poseView(ctx.before.pose, hand);
  const playing = hand.status === 'playing';
  const status: HandStatusView = ctx.report
    ? finishedStatus(ctx.report)
    : ctx.unsettled
      ? 'blocked-needs-holdings'
      : playing
        ? hand.moves.length === 0
          ? 'waiting-pose'
          : 'playing'
        : hand.status;
  const turn = playing ? hand.turn : null;
  return {
    index: ctx.index,
    status,
    value: ctx.before.nextValue,
    playoff: ctx.before.playoff,
    pose,
    moves: movesView(hand),
    ends: hand.ends,
    turn,
    line: line(hand).map((p) => ({ bone: p.bone, seat: p.seat, move: p.move, double: p.bone[0] === p.bone[1] })),
    outstanding: outstanding(hand),
    hardEnds: hardEnds(hand),
    legal: legalView(hand, pose),
    canPass: playing && hand.ends !== null && turn !== null && applyMove(hand, { seat: turn, pass: true }).ok,
    unplayed: unplayedBones(hand).reverse().map((id) => hand.set.bones[id]!),
    playedBy: hand.played,
    candidates: ctx.unsettled
      ? ALL_SEATS.map((seat) => ({ bones: possibleHoldings(hand, seat), count: RULES.handSize - hand.played[seat]! }))
      : null,
    dealt: hand.setup.dealt ?? null,
    left: bySeatArray(ctx.record.left),
    pipsGiven: bySeatArray(ctx.record.pips),
    result: ctx.report ? resultView(ctx.report, hand.setup.seatNames) : null,
  };
}

// Finished hands never change: their views are kept per report object (the live match keeps the
// same objects from move to move), and dropped with it.
const finishedViews = new WeakMap<HandReport, { summary: HandSummaryView; full: HandView }>();

function finishedView(report: MatchReport, index: number): { summary: HandSummaryView; full: HandView } {
  const hr = report.hands[index]!;
  let views = finishedViews.get(hr);
  if (!views) {
    const full = handView(hr.hand, { index, before: hr.before, record: report.record.hands[index]!, report: hr, unsettled: false });
    views = { full, summary: summaryOf(full) };
    finishedViews.set(hr, views);
  }
  return views;
}

function summaryOf(view: HandView): HandSummaryView {
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
  });
}

function matchStatus(report: MatchReport): MatchView['status'] {
  if (report.match.winner !== null) return 'won';
  if (!report.current) return 'needs-hand';
  return report.current.state === 'playing' ? 'playing' : 'needs-holdings';
}

export interface StoredFacts {
  readonly id: number;
  readonly updatedAt: string;
  readonly corrections: number;
}

export function matchView(report: MatchReport, facts: StoredFacts): MatchView {
  const { record, match } = report;
  const status = matchStatus(report);
  const settled = report.hands.map((_, i) => finishedView(report, i));
  const inPlay = currentView(report);
  const last = settled[settled.length - 1];
  return {
    id: facts.id,
    rules: record.rules,
    // The store keeps Jamaican Partner matches only (docs/database.md), so these are its options.
    options: report.options as JamaicanPartnerOptions,
    optionsText: optionsText(report.options as JamaicanPartnerOptions),
    seats: record.seats,
    teams: TEAMS,
    score: match.score,
    winner: match.winner,
    status,
    nextHand:
      status === 'needs-hand'
        ? { index: record.hands.length, value: match.nextValue, playoff: match.playoff, pose: poseView(match.pose, null) }
        : null,
    hands: [...settled.map((v) => v.summary), ...(inPlay ? [summaryOf(inPlay)] : [])],
    current: inPlay ?? last?.full ?? null,
    corrections: facts.corrections,
    updatedAt: facts.updatedAt,
  };
}

export function matchSummary(report: MatchReport, facts: StoredFacts): MatchSummary {
  return {
    id: facts.id,
    rules: report.record.rules,
    seats: report.record.seats,
    score: report.match.score,
    status: report.match.winner === null ? 'in-progress' : 'won',
    winner: report.match.winner,
    hands: report.record.hands.length,
    updatedAt: facts.updatedAt,
  };
}

/**
 * Hand `index` after its first `moves` moves (all when undefined), to replay it bone by bone. A
 * whole finished hand shows its result; a part of one shows the position then.
 */
export function handViewAt(report: MatchReport, index: number, moves: number | undefined): Result<HandView, { code: string; message: string }> {
  const record = report.record.hands[index];
  if (!record) {
    const count = report.record.hands.length;
    return { ok: false, error: { code: 'db/no-such-hand', message: `This match has ${count === 0 ? 'no hands yet' : `hands 1 to ${count}`}; there is no hand ${index + 1}.` } };
  }
  const all = record.moves.length;
  const upTo = moves === undefined ? all : Math.min(moves, all);
  const finished = report.hands[index];
  if (upTo === all) {
    if (finished) return { ok: true, value: finishedView(report, index).full };
    return { ok: true, value: currentView(report)! };
  }
  const before = finished ? finished.before : report.match;
  const setup = finished ? finished.hand.setup : report.current!.hand.setup;
  const replayed = replayHand(setup, record.moves.slice(0, upTo));
  // A prefix of a checked hand replays; anything else is a broken invariant.
  if (!replayed.ok) throw new Error(`hand ${index + 1} does not replay: ${replayed.error.message}`);
  return { ok: true, value: handView(replayed.value, { index, before, record: { moves: [] }, report: null, unsettled: false }) };
}
