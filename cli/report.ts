/**
 * What the referee command prints, as pure functions of a checked record, so the wording and the
 * JSON shape are tested without spawning a process. Every fact comes from domain/record.ts
 * (`checkRecord`); this module only puts it into words.
 *
 * Scores are always written team 0 first (Ann & Cat 2, Ben & Dan 0 is "2-0"), as the JSON does.
 */
import { showBone } from '../domain/bones.ts';
import type { Bone } from '../domain/bones.ts';
import { holding, line } from '../domain/hand.ts';
import type { Hand, PlayMove, Pose } from '../domain/hand.ts';
import type { FamilyOptions, MatchState } from '../domain/families/index.ts';
import type { HandReport, MatchReport, RecordError } from '../domain/record.ts';
import { readableJson } from '../domain/json.ts';
import { joinAnd, joinOr } from '../domain/result.ts';
import { JAMAICAN_PARTNER_HAND } from '../domain/rules.ts';

// ---- JSON -----------------------------------------------------------------------------------

export interface HandJson {
  readonly outcome: 'domino' | 'blocked' | 'tied' | 'redeal';
  /** The side (team, or seat each for oneself) that won the hand, null for a tied hand or a redeal. */
  readonly winner: number | null;
  readonly bonuses: readonly string[];
  /** What the hand added to the winners' score (0 for a tie or a bruk). */
  readonly points: number;
  /** The match score after the hand, by side: team 0 first, or one number a seat. */
  readonly score: readonly number[];
}

export interface ValidJson {
  readonly valid: true;
  readonly hands: readonly HandJson[];
  readonly score: readonly number[];
  /** The team that won the match, null while it is unfinished. */
  readonly winner: number | null;
}

export interface InvalidJson {
  readonly valid: false;
  readonly error: {
    readonly hand: number | null;
    readonly move: number | null;
    readonly code: string;
    readonly message: string;
    readonly field: string | null;
  };
}

/** The `--json` verdict for a valid record (docs/referee.md). Keys in the documented order. */
export function toJson(report: MatchReport): ValidJson {
  return {
    valid: true,
    hands: report.hands.map((h) => ({
      outcome: h.result.outcome,
      winner: h.result.winner,
      bonuses: [...h.result.bonuses],
      points: h.score.points,
      score: [...h.after.score],
    })),
    score: [...report.match.score],
    winner: report.match.winner,
  };
}

/** JSON text for the verdict, laid out like a match record (domain/json.ts). */
export function jsonText(value: unknown): string {
  return readableJson(value);
}

/** The `--json` verdict for an invalid record: 0-based indexes, null where they do not apply. */
export function errorJson(error: RecordError): InvalidJson {
  return {
    valid: false,
    error: { hand: error.hand, move: error.move, code: error.code, message: error.message, field: error.field },
  };
}

// ---- text -----------------------------------------------------------------------------------

const FAMILY_NAMES: Readonly<Record<string, string>> = { 'jamaican-partner': 'Jamaican Partner' };

/** "Ann & Cat": the partners of a team, in seat order. */
export function teamName(seats: readonly string[], team: number, teamOf: readonly number[] = JAMAICAN_PARTNER_HAND.teamOf): string {
  return seats.filter((_, s) => teamOf[s] === team).join(' & ');
}

function teamSeats(seats: readonly string[], team: number, teamOf: readonly number[]): string[] {
  return seats.filter((_, s) => teamOf[s] === team);
}

function scoreText(score: readonly number[]): string {
  return score.join('-');
}

function points(n: number): string {
  return `${n} ${n === 1 ? 'point' : 'points'}`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Next hand: …", from the match state's pose, value and play-off flag. */
function nextHand(state: MatchState, seats: readonly string[], teamOf: readonly number[]): string {
  const what = state.playoff ? 'Next hand, the play-off' : state.nextValue > 1 ? `Next hand, worth ${points(state.nextValue)}` : 'Next hand';
  return `${what}: ${poseText(state.pose, seats, teamOf)}.`;
}

function poseText(pose: Pose, seats: readonly string[], teamOf: readonly number[]): string {
  if (pose.by === 'holder') {
    const bone = showBone(pose.bone);
    return pose.forced ? `the holder of the ${bone} poses it` : `the holder of the ${bone} poses, with any bone`;
  }
  if (pose.by === 'team') return `${joinOr(teamSeats(seats, pose.team, teamOf))} poses, with any bone`;
  return 'anyone may pose';
}

/** The two open ends just before the last bone was played, read off the finished line. */
function endsBeforeLast(hand: Hand): readonly [number, number] | null {
  const placed = line(hand);
  if (placed.length < 2 || !hand.ends) return null;
  const last = hand.moves.length - 1;
  if (placed[0]!.move === last) return [placed[0]!.bone[1], hand.ends[1]];
  if (placed[placed.length - 1]!.move === last) return [hand.ends[0], placed[placed.length - 1]!.bone[0]];
  return null;
}

function endsText(ends: readonly [number, number]): string {
  return ends[0] === ends[1] ? `both ends show ${ends[0]}` : `the ends are ${ends[0]} and ${ends[1]}`;
}

/** The bones each seat held when the hand ended, when the record or the deal says. */
function bonesLeft(report: MatchReport, index: number, hand: Hand): (readonly Bone[])[] | null {
  const left = report.record.hands[index]?.left;
  if (left) return hand.setup.seatNames.map((_, s) => left[String(s)] ?? []);
  if (hand.dealtTo) return hand.setup.seatNames.map((_, s) => holding(hand, s) ?? []);
  return null;
}

/** How the hand ended and why, seat by seat: one or more sentences. */
function ending(report: MatchReport, index: number, h: HandReport): string[] {
  const { hand, result, before } = h;
  const names = hand.setup.seatNames;
  const out: string[] = [];
  if (result.outcome === 'domino') {
    const seat = result.seats[0]!;
    const bone = showBone(result.lastBone!);
    if (result.bonuses.includes('key-bone')) {
      const ends = endsBeforeLast(hand);
      const hard = ends ? ` (${ends[0]} and ${ends[1]})` : '';
      // CJHPR: "if both ends of the layout are hard ends with different numbers so that there is
      // only one remaining bone that can legally be played … that last playable bone is known as the key bone".
      const playoff = before.playoff ? ' A key bone adds nothing to a play-off.' : '';
      out.push(`${names[seat]} dominoed with ${bone}, the key bone: both ends were hard${hard} and ${bone} was the only bone that could be played.${playoff}`);
    } else {
      out.push(`${names[seat]} dominoed with ${bone}.`);
    }
    return out;
  }
  const last = [...hand.moves].reverse().find((m): m is PlayMove => 'bone' in m);
  const by = last ? `${names[last.seat]} played ${showBone(last.bone)}` : 'the pose';
  const ends = hand.ends;
  if (hand.passesInRow >= hand.setup.rules.seats) {
    out.push(`Blocked: all ${hand.setup.rules.seats} seats passed in turn${ends ? ` (${endsText(ends)})` : ''}.`);
  } else if (ends) {
    const why = ends[0] === ends[1] ? `no bone left has a ${ends[0]}` : `no bone left has a ${ends[0]} or a ${ends[1]}`;
    out.push(`Blocked after ${by}: ${endsText(ends)} and ${why}.`);
  }
  const pips = result.pips ?? [];
  const bones = bonesLeft(report, index, hand);
  const each = names.map((name, s) => {
    const held = bones?.[s];
    return held ? `${name} ${pips[s]}${held.length ? ` (${held.map(showBone).join(' ')})` : ''}` : `${name} ${pips[s]}`;
  });
  out.push(`Pips left: ${each.join(', ')}.`);
  const fewest = pips[result.seats[0]!]!;
  const who = result.seats.map((s) => names[s]!);
  if (result.seats.length === 1) {
    out.push(`${who[0]} has the fewest pips (${fewest}).`);
  } else if (result.winner === null) {
    // JCTPF: "If the game is blocked and two opponents tie for least spots, then the hand is a tie".
    out.push(`${joinAnd(who)} tie for the fewest pips (${fewest}): tied hand.`);
  } else {
    out.push(`${joinAnd(who)} tie for the fewest pips (${fewest}) and are partners.`);
  }
  return out;
}

/** What the hand did to the score, and the score after it. */
function scoring(h: HandReport, seats: readonly string[], teamOf: readonly number[]): string {
  const { result, before, after, score } = h;
  const end = `Score ${scoreText(after.score)}.`;
  if (result.winner === null) {
    if (before.playoff) return `The play-off is tied and is played again; nobody scores. ${end}`;
    if (after.nextValue > 1) return `Nobody scores: the hand is replayed, worth ${points(after.nextValue)}. ${end}`;
    return `Nobody scores. ${end}`;
  }
  const w = result.winner;
  const winners = teamName(seats, w, teamOf);
  const losers = teamName(seats, 1 - w, teamOf);
  const won = after.winner !== null ? ` ${winners} win the match.` : '';
  if (before.playoff) {
    return `${winners} win the play-off and have 2-0. ${end}${won}`;
  }
  if (score.bruk) {
    return `${winners} win the hand, but ${losers} had ${points(before.score[1 - w]!)}: bruk, the score goes back to 0-0. ${end}`;
  }
  if (score.playoffNext) {
    return `${winners} win ${points(score.points)}: at 1-1 the next hand is a play-off. ${end}`;
  }
  const parts: string[] = [];
  if (before.nextValue > 1) parts.push(`${before.nextValue} for the replay`);
  if (result.bonuses.includes('key-bone')) {
    if (parts.length === 0) parts.push('1 for the hand');
    parts.push('+1 for the key bone');
  }
  const why = parts.length > 0 ? ` (${parts.join(', ')})` : '';
  const had = before.score[1 - w]!;
  // jamaican-partner-second-source.txt: "When the opposing team scores your score is reset to 0."
  const lost = had > 0 ? `, and ${losers}'s ${points(had)} ${had === 1 ? 'goes' : 'go'} back to 0` : '';
  return `${winners} win ${points(score.points)}${why}${lost}. ${end}${won}`;
}

function handTitle(h: HandReport, n: number): string {
  const pose = h.hand.moves[0] as PlayMove;
  const poser = h.hand.setup.seatNames[pose.seat]!;
  const ties = h.before.tiesInRow;
  const tag = h.before.playoff
    ? ', the play-off at 1-1'
    : h.before.nextValue > 1
      ? `, worth ${points(h.before.nextValue)} after ${plural(ties, 'tied hand', 'tied hands')}`
      : '';
  return `Hand ${n}${tag}: ${poser} posed ${showBone(pose.bone)}; ${plural(h.hand.moves.length, 'move', 'moves')}.`;
}

/** "ties replay; the defaults for the rest: pose tournament, …": what the file set, then what it left to the defaults. */
function optionsText(options: FamilyOptions, given: object | undefined): string {
  const keys = Object.keys(options);
  const show = (k: string) => `${k} ${String(options[k])}`;
  const set = keys.filter((k) => given !== undefined && k in given).map(show);
  const rest = keys.filter((k) => given === undefined || !(k in given)).map(show);
  if (set.length === 0) return `the defaults: ${rest.join(', ')}`;
  if (rest.length === 0) return set.join(', ');
  return `${set.join(', ')}; the defaults for the rest: ${rest.join(', ')}`;
}

function matchResult(report: MatchReport, teamOf: readonly number[]): string {
  const { match, record } = report;
  const seats = record.seats;
  if (match.winner !== null) {
    const how = match.options.target === 6 ? 'six-love' : 'the match';
    return `Result: ${teamName(seats, match.winner, teamOf)} win ${how}, final score ${scoreText(match.score)}.`;
  }
  const after = `after ${plural(report.hands.length, 'hand', 'hands')}`;
  const a = match.score[0]!;
  const b = match.score[1]!;
  const lead = a > 0 && b === 0 ? ` to ${teamName(seats, 0, teamOf)}` : b > 0 && a === 0 ? ` to ${teamName(seats, 1, teamOf)}` : '';
  const playoff = match.playoff ? ', a play-off is next' : '';
  return `Match unfinished ${after}: ${scoreText(match.score)}${lead}${playoff}.`;
}

/** The human report of a valid record: a header, each hand, and the match result. */
export function formatReport(report: MatchReport): string {
  const { record } = report;
  const seats = record.seats;
  const teamOf = report.hands[0]?.hand.setup.rules.teamOf ?? JAMAICAN_PARTNER_HAND.teamOf;
  const family = FAMILY_NAMES[record.rules] ?? record.rules;
  const lines: string[] = [
    `Valid: ${family} match, ${plural(record.hands.length, 'hand', 'hands')}.`,
    `Teams: ${teamName(seats, 0, teamOf)} (team 0) v ${teamName(seats, 1, teamOf)} (team 1); scores are ${teamName(seats, 0, teamOf)} first.`,
    `Options: ${optionsText(report.options, record.options)}.`,
  ];
  report.hands.forEach((h, i) => {
    lines.push('', handTitle(h, i + 1));
    for (const sentence of ending(report, i, h)) lines.push(`  ${sentence}`);
    lines.push(`  ${scoring(h, seats, teamOf)}`);
    if (h.after.winner === null) lines.push(`  ${nextHand(h.after, seats, teamOf)}`);
  });
  if (report.current) {
    // Only for a record checked as still being written (checkRecord's `inProgress`).
    const { index, hand, state } = report.current;
    const what = state === 'playing' ? 'still being played' : 'blocked, waiting for the bones (or pips) each seat has left';
    lines.push('', `Hand ${index + 1}: ${what}; ${plural(hand.moves.length, 'move', 'moves')} so far.`);
  }
  lines.push('', matchResult(report, teamOf));
  return `${lines.join('\n')}\n`;
}

/**
 * One line for an invalid record: where (1-based hand and move numbers, as people count, then
 * the 0-based field path), what is wrong, and the stable code.
 * "Hand 2, move 8 (hands[1].moves[7].bone): 6-3 is already down: Ben played it at move 2."
 */
export function formatError(error: RecordError): string {
  const where: string[] = [];
  if (error.hand !== null) where.push(`Hand ${error.hand + 1}`);
  if (error.move !== null) where.push(`move ${error.move + 1}`);
  // Shape errors already start with their field ("hands[0].moves[2].bone: …"): say it once.
  const field = error.field && !error.message.startsWith(error.field) ? error.field : null;
  let at = where.join(', ');
  if (field) at = at ? `${at} (${field})` : field;
  return `Invalid: ${at ? `${at}: ` : ''}${error.message} [${error.code}]\n`;
}
