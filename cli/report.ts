/**
 * What the referee command prints, as pure functions of a checked record, so the wording and the
 * JSON shape are tested without spawning a process. Every fact comes from domain/record.ts
 * (`checkRecord`); this module only puts it into words.
 *
 * Scores are always written team 0 first (Ann & Cat 2, Ben & Dan 0 is "2-0"), as the JSON does.
 */
import { isDouble, showBone } from '../domain/bones.ts';
import type { Bone } from '../domain/bones.ts';
import { holding, isPass, line } from '../domain/hand.ts';
import type { Hand, PlayMove, Pose } from '../domain/hand.ts';
import { rankingOut } from '../domain/families/index.ts';
import type { MatchState } from '../domain/families/index.ts';
import type { MatchCorrection, HandReport, MatchReport, RecordError } from '../domain/record.ts';
import { readableJson } from '../domain/json.ts';
import { formatFamilyReport } from './family-report.ts';
import { correctionLines } from './corrections.ts';
import { rulingLines } from './ruling.ts';
import { currentHandLine, matchUnfinished } from './current.ts';
import { joinAnd, joinOr, plural } from '../domain/result.ts';
import { DEFAULT_JAMAICAN_OPTIONS, JAMAICAN_PARTNER_HAND } from '../domain/rules.ts';
import type { JamaicanPartnerOptions } from '../domain/rules.ts';
import { sideSeats } from '../domain/pose-why.ts';

// ---- JSON -----------------------------------------------------------------------------------

export interface HandJson {
  readonly outcome: 'domino' | 'blocked' | 'tied' | 'redeal' | 'ruling';
  /** The side (team, or seat each for oneself) that won the hand, null for a tied hand or a redeal. */
  readonly winner: number | null;
  readonly bonuses: readonly string[];
  /** What the hand added to the winners' score (0 for a tie or a bruk). */
  readonly points: number;
  /** The match score after the hand, by side: team 0 first, or one number a seat. */
  readonly score: readonly number[];
  /**
   * What each side added to its score where it is not just `points` to the winners: Jamaican
   * French's bones held (HandScore.heldScores), the Latin pass bonuses and both-score blocks
   * (HandScore.added).
   */
  readonly added?: readonly number[];
  /** Jamaican French `playOut`: the seats that reached the target in this hand and are out, worst first. */
  readonly wentOut?: readonly number[];
}

export interface ValidJson {
  readonly valid: true;
  readonly hands: readonly HandJson[];
  readonly score: readonly number[];
  /** The side (team, or seat each for oneself) that won the match, null while it is unfinished. */
  readonly winner: number | null;
  /**
   * Jamaican French `playOut`: the seats out so far, in the order they went, each with the hand
   * (counted from 1) it went out in; and, once the match is won, the seats from best to worst.
   */
  readonly out?: readonly { readonly seat: number; readonly hand: number }[];
  readonly ranking?: readonly number[];
  /** The record's corrections, as in the file; only when it has some. */
  readonly corrections?: readonly MatchCorrection[];
  /**
   * The last hand, when the file stops in it (a match exported mid-hand): its 0-based index, the
   * moves so far, and whether it is in play (`turn`: the seat to move, null before the pose when
   * any of a side may pose) or over and waiting for the bones left. Only when there is one.
   */
  readonly current?: CurrentJson;
}

export interface CurrentJson {
  readonly hand: number;
  readonly state: 'playing' | 'unsettled';
  readonly moves: number;
  readonly turn: number | null;
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
  const ranking = rankingOut(report.match);
  return {
    valid: true,
    hands: report.hands.map((h) => {
      const added = h.score.heldScores ?? h.score.added;
      return {
        outcome: h.result.outcome,
        winner: h.result.winner,
        bonuses: [...h.result.bonuses],
        points: h.score.points,
        score: [...h.after.score],
        ...(added && { added: [...added] }),
        ...(h.score.wentOut && { wentOut: [...h.score.wentOut] }),
      };
    }),
    score: [...report.match.score],
    winner: report.match.winner,
    ...(report.match.out && report.match.out.length > 0 && { out: report.match.out.map((o) => ({ seat: o.seat, hand: o.since })) }),
    ...(ranking && { ranking }),
    ...(report.record.corrections !== undefined && report.record.corrections.length > 0 && { corrections: report.record.corrections }),
    ...(report.current && {
      current: { hand: report.current.index, state: report.current.state, moves: report.current.hand.moves.length, turn: report.current.state === 'playing' ? report.current.hand.turn : null },
    }),
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
  return sideSeats(seats, team, teamOf).join(' & ');
}

function scoreText(score: readonly number[]): string {
  return score.join('-');
}

function points(n: number): string {
  return `${n} ${n === 1 ? 'point' : 'points'}`;
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
  if (pose.by === 'team') return `${joinOr(sideSeats(seats, pose.team, teamOf))} poses, with any bone`;
  return 'anyone may pose';
}

/** The index of the last bone played (the domino, or the bone that blocked the hand). */
function lastPlayIndex(hand: Hand): number {
  for (let m = hand.moves.length - 1; m >= 0; m--) if (!isPass(hand.moves[m]!)) return m;
  return -1;
}

/** The two open ends just before the last bone was played, read off the finished line. */
function endsBeforeLast(hand: Hand): readonly [number, number] | null {
  const placed = line(hand);
  if (placed.length < 2 || !hand.ends) return null;
  const last = lastPlayIndex(hand);
  if (placed[0]!.move === last) return [placed[0]!.bone[1], hand.ends[1]];
  if (placed[placed.length - 1]!.move === last) return [hand.ends[0], placed[placed.length - 1]!.bone[0]];
  return null;
}

/**
 * What the table looked like just before the last bone: the ends, the bones of the set not yet
 * down that fitted one of them (the last bone among them), and for each end whether it was hard.
 * "If this number appears seven times on the layout, one appearance must be at an end of the line
 * and this is known as a hard end. There is only one remaining bone that can be played on that
 * end." (caribbean-jamaican-haitian-puerto-rican.txt)
 */
interface BeforeLast {
  readonly ends: readonly [number, number];
  readonly playable: readonly Bone[];
  readonly hard: readonly [boolean, boolean];
}

function beforeLast(hand: Hand): BeforeLast | null {
  const ends = endsBeforeLast(hand);
  if (!ends) return null;
  const last = lastPlayIndex(hand);
  const out = (id: number) => hand.playedAt[id]! < 0 || hand.playedAt[id] === last;
  const playable = hand.set.bones.filter((b, id) => out(id) && (b.includes(ends[0]) || b.includes(ends[1])));
  const hardEnd = (pip: number) => hand.set.withPip[pip]!.filter(out).length === 1;
  return { ends, playable, hard: [hardEnd(ends[0]), hardEnd(ends[1])] };
}

/**
 * Why the last bone was, or was not, the key bone, where a referee would ask: it was the only
 * bone that could be played, or both ends were hard. Null when neither holds.
 */
function keyBoneNote(hand: Hand, bone: Bone, keyBone: boolean): string | null {
  const before = beforeLast(hand);
  if (!before) return null;
  const { ends, playable, hard } = before;
  const shown = showBone(bone);
  const only = playable.length === 1;
  if (keyBone) {
    // CJHPR: "if both ends of the layout are hard ends with different numbers so that there is
    // only one remaining bone that can legally be played … that last playable bone is known as the key bone".
    return `both ends were hard (${ends[0]} and ${ends[1]}) and ${shown} was the only bone that could be played`;
  }
  // (With both ends the same number, a lone playable bone is always the double: the number shows
  // an even number of times on the line then, so an odd count can never be left out.)
  if (only && isDouble(bone)) {
    // CJHPR: "It is also possible for a double to be the only playable bone … but the double does
    // not count as a key bone in that case".
    return `${shown} was the only bone that could be played, but a double is never the key bone`;
  }
  if (ends[0] !== ends[1] && hard[0] && hard[1]) {
    return `both ends were hard (${ends[0]} and ${ends[1]}), but ${joinAnd(playable.map(showBone))} could each still be played, so there was no key bone`;
  }
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
    const keyBone = result.bonuses.includes('key-bone');
    const why = keyBoneNote(hand, result.lastBone!, keyBone);
    if (keyBone) {
      const playoff = before.playoff ? ' A key bone adds nothing to a play-off.' : '';
      out.push(`${names[seat]} dominoed with ${bone}, the key bone: ${why}.${playoff}`);
    } else {
      out.push(`${names[seat]} dominoed with ${bone}${why ? `: ${why}` : ''}.`);
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
  const blocking = last && !isDouble(last.bone) ? beforeLast(hand) : null;
  // Both ends hard and different, one bone left to play: that bone is the key bone (CJHPR).
  const blockedByKeyBone = blocking !== null && blocking.playable.length === 1 && blocking.ends[0] !== blocking.ends[1] && blocking.hard[0] && blocking.hard[1];
  if (last && blocking && blockedByKeyBone) {
    // CJHPR: "A player who wins by playing the key bone as his last bone scores an extra point":
    // a key bone that blocks the hand is not anyone's last bone and wins nothing by itself.
    const bone = showBone(last.bone);
    out.push(
      `${bone} was the key bone (both ends were hard, ${blocking.ends[0]} and ${blocking.ends[1]}, and it was the only bone that could be played), but not ${names[last.seat]}'s last bone: a block earns no key-bone point.`,
    );
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
    // Scores are written team 0 first everywhere, so the prose names no score of its own.
    return `${winners} win the play-off and have 2 points. ${end}${won}`;
  }
  const noPlayoff = playoffSkipped(h);
  if (score.bruk) {
    return `${winners} win the hand, but ${losers} had ${points(before.score[1 - w]!)}: bruk, the score goes back to 0-0.${noPlayoff} ${end}`;
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
  return `${winners} win ${points(score.points)}${why}${lost}.${noPlayoff} ${end}${won}`;
}

/**
 * What the hand was worth to its winners before the match rules applied: its value (more on a
 * replay) and the key bone. Only for the wording; the score itself comes from domain/match.ts.
 */
function handValue(h: HandReport): number {
  return h.before.nextValue + (h.result.bonuses.includes('key-bone') ? 1 : 0);
}

/**
 * With `playoffAtOneOne`, a side on 0 beating a side on 1 leads to the play-off only when the
 * hand was worth exactly 1 (docs/rules.md, "our readings"): say so when it was worth more.
 */
function playoffSkipped(h: HandReport): string {
  const { before, result } = h;
  if (!before.options.playoffAtOneOne || before.playoff || result.winner === null) return '';
  const w = result.winner;
  if (before.score[1 - w] !== 1 || before.score[w] !== 0 || handValue(h) === 1) return '';
  const why = before.nextValue > 1 ? 'as a replay' : 'with the key bone';
  return ` No play-off: the hand was worth ${points(handValue(h))} ${why}, not 1, so the score never stood at 1-1.`;
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

/**
 * Each match option in the words a referee uses, one entry per option (docs/rules.md has the
 * source of each). A new option in domain/rules.ts needs only its entry here: the type requires it.
 */
const OPTION_WORDS: { readonly [K in keyof JamaicanPartnerOptions]: (value: JamaicanPartnerOptions[K]) => string } = {
  pose: (v) =>
    v === 'tournament'
      ? 'a hand begun by the holder of the 6-6 is posed with the 6-6 (tournament)'
      : 'a hand begun by the holder of the 6-6 may be posed with any bone (sporting)',
  onOpponentWin: (v) =>
    v === 'reset-both'
      ? 'when the side with no points wins a hand, the score goes back to 0-0 (bruk)'
      : v === 'race'
        ? 'nobody goes back to 0: the first side to the target wins (a plain race)'
        : 'when the side with no points wins a hand, the other side goes back to 0 and the winners score',
  ties: (v) => (v === 'no-score' ? 'a tied hand scores nothing' : 'a tied hand is replayed, worth one point more for each tie in a row'),
  playoffAtOneOne: (v) => (v ? 'at 1-1 a play-off hand is played, and its winners have 2 points to none' : 'no play-off at 1-1'),
  target: (v) => `the match is won with ${points(v)} while the other side has none${v === 6 ? ' (six-love)' : ''}`,
  partnersTiedForFewest: (v) =>
    v === 'win' ? 'partners tied for the fewest pips in a block win for their team' : 'any two players tied for the fewest pips in a block make a tied hand',
  leadersLoseReplay: (v) =>
    v === 'on-opponent-win' ? 'a side with points losing a replay is scored as any other hand it loses' : 'a side with points losing a replay sends the score back to 0-0',
  replayValue: (v) => (v === 'rising' ? 'a replay is worth one point more for each tie in a row' : 'a replay is worth 2, however many ties in a row'),
  replayPose: (v) => (v === 'leaders' ? 'a replay is posed by the side with points (the holder of the 6-6 at 0-0)' : 'every replay is posed by the holder of the 6-6, with the 6-6'),
  replayKeyBone: (v) => (v === 'adds' ? 'a key bone adds a point to a replay too' : 'a key bone adds nothing to a replay'),
  laterPose: (v) =>
    v === 'as-first'
      ? 'later hands begun by the holder of the 6-6 are posed as the first'
      : `later hands begun by the holder of the 6-6 are posed ${v === 'tournament' ? 'with the 6-6 (tournament)' : 'with any bone (sporting)'}`,
};

/**
 * Issue 19's options (YaadDominoes' readings) are said only when the file sets them: at their
 * defaults they say again what `pose` and `ties` already said.
 */
const SAID_WHEN_SET: ReadonlySet<keyof JamaicanPartnerOptions> = new Set(['replayValue', 'replayPose', 'replayKeyBone', 'laterPose']);

function optionWords<K extends keyof JamaicanPartnerOptions>(options: JamaicanPartnerOptions, key: K): string {
  // A plain race's target is no six-love (issue 19 item 4).
  if (key === 'target' && options.onOpponentWin === 'race') return `the match is won by the first side to ${points(options.target)}, whatever the other side has`;
  // What a replay is worth is then replayValue's to say.
  if (key === 'ties' && options.ties === 'replay' && options.replayValue !== 'rising') return 'a tied hand is replayed';
  return OPTION_WORDS[key](options[key]);
}

/** The options in force, in words: those the file set, then those left to their defaults. */
function optionsLines(options: JamaicanPartnerOptions, given: object | undefined): string[] {
  const keys = Object.keys(DEFAULT_JAMAICAN_OPTIONS) as (keyof JamaicanPartnerOptions)[];
  const set = keys.filter((k) => given !== undefined && Object.hasOwn(given, k)).map((k) => optionWords(options, k));
  const rest = keys.filter((k) => (given === undefined || !Object.hasOwn(given, k)) && !SAID_WHEN_SET.has(k)).map((k) => optionWords(options, k));
  const lines: string[] = [];
  if (set.length > 0) lines.push(`Options set in the file: ${set.join('; ')}.`);
  if (rest.length > 0) lines.push(`${set.length > 0 ? 'Default options for the rest' : 'Options, all the defaults'}: ${rest.join('; ')}.`);
  return lines;
}

function matchResult(report: MatchReport, teamOf: readonly number[]): string {
  const { match, record } = report;
  const seats = record.seats;
  if (match.winner !== null) {
    // Six-love is a win while the other side has none: not so in a plain race (issue 19 item 4).
    const how = match.options.target === 6 && match.score[1 - match.winner] === 0 ? 'six-love' : 'the match';
    return `Result: ${teamName(seats, match.winner, teamOf)} win ${how}, final score ${scoreText(match.score)}.`;
  }
  const a = match.score[0]!;
  const b = match.score[1]!;
  const lead = a > 0 && b === 0 ? ` to ${teamName(seats, 0, teamOf)}` : b > 0 && a === 0 ? ` to ${teamName(seats, 1, teamOf)}` : '';
  const playoff = match.playoff ? ', a play-off is next' : '';
  return `${matchUnfinished(report.hands.length)}: ${scoreText(match.score)}${lead}${playoff}.`;
}

/** The human report of a valid record: a header, each hand, and the match result. */
export function formatReport(report: MatchReport): string {
  const text = report.family.id !== 'jamaican-partner' ? formatFamilyReport(report) : partnerReport(report);
  const corrections = correctionLines(report.record);
  return corrections.length === 0 ? text : `${text}${corrections.join('\n')}\n`;
}

function partnerReport(report: MatchReport): string {
  const { record } = report;
  const seats = record.seats;
  const teamOf = report.hands[0]?.hand.setup.rules.teamOf ?? JAMAICAN_PARTNER_HAND.teamOf;
  const family = FAMILY_NAMES[record.rules] ?? record.rules;
  const lines: string[] = [
    `Valid: ${family} match, ${plural(record.hands.length, 'hand', 'hands')}.`,
    `Teams: ${teamName(seats, 0, teamOf)} (team 0) v ${teamName(seats, 1, teamOf)} (team 1); scores are ${teamName(seats, 0, teamOf)} first.`,
    // This report is the partner game's own; the other families have cli/family-report.ts.
    ...optionsLines(report.options as JamaicanPartnerOptions, record.options),
  ];
  report.hands.forEach((h, i) => {
    if (h.ruling) {
      lines.push('', ...rulingLines(h, i + 1, seats, teamOf));
      if (h.after.winner === null) lines.push(`  ${nextHand(h.after, seats, teamOf)}`);
      return;
    }
    lines.push('', handTitle(h, i + 1));
    lines.push(`  Line of play: ${line(h.hand).map((p) => showBone(p.bone)).join(' ')}.`);
    for (const sentence of ending(report, i, h)) lines.push(`  ${sentence}`);
    lines.push(`  ${scoring(h, seats, teamOf)}`);
    if (h.after.winner === null) lines.push(`  ${nextHand(h.after, seats, teamOf)}`);
  });
  // Only for a record checked as still being written (checkRecord's `inProgress`).
  const current = currentHandLine(report);
  if (current) lines.push('', current);
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
