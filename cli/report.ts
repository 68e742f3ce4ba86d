/**
 * What the referee command prints, as pure functions of a checked record, so the wording and the
 * JSON shape are tested without spawning a process. Every fact comes from domain/record.ts
 * (`checkRecord`); this module only puts it into words, in the voice it is given (cli/voice.ts:
 * English by default, or Spanish; the JSON is the same in both).
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
import { currentHandLine, endsText } from './current.ts';
import { DEFAULT_JAMAICAN_OPTIONS, JAMAICAN_PARTNER_HAND } from '../domain/rules.ts';
import type { JamaicanPartnerOptions } from '../domain/rules.ts';
import { sideSeats } from '../domain/pose-why.ts';
import { EN } from './words.ts';
import type { Words } from './words.ts';
import { ENGLISH, familyName, optionsInVoice, sayRefusal } from './voice.ts';
import type { Voice } from './voice.ts';

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

/** "Next hand: …", from the match state's pose, value and play-off flag. */
function nextHand(state: MatchState, seats: readonly string[], teamOf: readonly number[], w: Words): string {
  return w.nextHand(state.playoff, state.nextValue, poseText(state.pose, seats, teamOf, w));
}

function poseText(pose: Pose, seats: readonly string[], teamOf: readonly number[], w: Words): string {
  if (pose.by === 'holder') return w.holderPoses(showBone(pose.bone), pose.forced);
  if (pose.by === 'team') return w.posesAny(w.or(sideSeats(seats, pose.team, teamOf)));
  return w.anyonePoses;
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
function keyBoneNote(hand: Hand, bone: Bone, keyBone: boolean, w: Words): string | null {
  const before = beforeLast(hand);
  if (!before) return null;
  const { ends, playable, hard } = before;
  const shown = showBone(bone);
  const only = playable.length === 1;
  if (keyBone) {
    // CJHPR: "if both ends of the layout are hard ends with different numbers so that there is
    // only one remaining bone that can legally be played … that last playable bone is known as the key bone".
    return w.keyBoneBothHard(ends[0], ends[1], shown);
  }
  // (With both ends the same number, a lone playable bone is always the double: the number shows
  // an even number of times on the line then, so an odd count can never be left out.)
  if (only && isDouble(bone)) {
    // CJHPR: "It is also possible for a double to be the only playable bone … but the double does
    // not count as a key bone in that case".
    return w.onlyDouble(shown);
  }
  if (ends[0] !== ends[1] && hard[0] && hard[1]) {
    return w.bothHardNoKey(ends[0], ends[1], playable.map(showBone));
  }
  return null;
}

/** The bones each seat held when the hand ended, when the record or the deal says. */
function bonesLeft(report: MatchReport, index: number, hand: Hand): (readonly Bone[])[] | null {
  const left = report.record.hands[index]?.left;
  if (left) return hand.setup.seatNames.map((_, s) => left[String(s)] ?? []);
  if (hand.dealtTo) return hand.setup.seatNames.map((_, s) => holding(hand, s) ?? []);
  return null;
}

/** How the hand ended and why, seat by seat: one or more sentences. */
function ending(report: MatchReport, index: number, h: HandReport, w: Words): string[] {
  const { hand, result, before } = h;
  const names = hand.setup.seatNames;
  const out: string[] = [];
  if (result.outcome === 'domino') {
    const seat = result.seats[0]!;
    const bone = showBone(result.lastBone!);
    const keyBone = result.bonuses.includes('key-bone');
    const why = keyBoneNote(hand, result.lastBone!, keyBone, w);
    out.push(keyBone ? w.dominoedKeyBone(names[seat]!, bone, why, before.playoff) : w.dominoed(names[seat]!, bone, why));
    return out;
  }
  const last = [...hand.moves].reverse().find((m): m is PlayMove => 'bone' in m);
  const by = last ? { name: names[last.seat]!, bone: showBone(last.bone) } : null;
  const ends = hand.ends;
  if (hand.passesInRow >= hand.setup.rules.seats) {
    out.push(w.blockedAllPassed(hand.setup.rules.seats, ends ? endsText(ends, w) : null, false));
  } else if (ends) {
    out.push(w.blockedAfter(by, endsText(ends, w), w.noBoneHas(ends)));
  }
  const blocking = last && !isDouble(last.bone) ? beforeLast(hand) : null;
  // Both ends hard and different, one bone left to play: that bone is the key bone (CJHPR).
  const blockedByKeyBone = blocking !== null && blocking.playable.length === 1 && blocking.ends[0] !== blocking.ends[1] && blocking.hard[0] && blocking.hard[1];
  if (last && blocking && blockedByKeyBone) {
    // CJHPR: "A player who wins by playing the key bone as his last bone scores an extra point":
    // a key bone that blocks the hand is not anyone's last bone and wins nothing by itself.
    out.push(w.keyBoneBlocked(showBone(last.bone), blocking.ends[0], blocking.ends[1], names[last.seat]!));
  }
  const pips = result.pips ?? [];
  const bones = bonesLeft(report, index, hand);
  const each = names.map((name, s) => {
    const held = bones?.[s];
    return w.seatPips(name, pips[s]!, held && held.length > 0 ? held.map(showBone).join(' ') : null);
  });
  out.push(w.pipsLeft(each));
  const fewest = pips[result.seats[0]!]!;
  const who = result.seats.map((s) => names[s]!);
  if (result.seats.length === 1) {
    out.push(w.fewest(who[0]!, fewest));
  } else {
    // JCTPF: "If the game is blocked and two opponents tie for least spots, then the hand is a tie".
    out.push(w.tieFewest(who, fewest, result.winner === null ? 'tied' : 'partners'));
  }
  return out;
}

/** What the hand did to the score, and the score after it. */
function scoring(h: HandReport, seats: readonly string[], teamOf: readonly number[], w: Words): string {
  const { result, before, after, score } = h;
  const end = w.score(scoreText(after.score));
  if (result.winner === null) {
    if (before.playoff) return w.playoffTied(end);
    if (after.nextValue > 1) return w.nobodyReplay(after.nextValue, end);
    return w.nobody(end);
  }
  const side = result.winner;
  const winners = teamName(seats, side, teamOf);
  const losers = teamName(seats, 1 - side, teamOf);
  const won = after.winner !== null ? w.winsMatch(winners, true) : '';
  if (before.playoff) {
    // Scores are written team 0 first everywhere, so the prose names no score of its own.
    return w.winPlayoff(winners, end, won);
  }
  const noPlayoff = playoffSkipped(h, w);
  if (score.bruk) return w.bruk(winners, losers, before.score[1 - side]!, noPlayoff, end);
  if (score.playoffNext) return w.playoffNext(winners, score.points, end);
  const parts: string[] = [];
  if (before.nextValue > 1) parts.push(w.forReplay(before.nextValue));
  if (result.bonuses.includes('key-bone')) {
    if (parts.length === 0) parts.push(w.forHand);
    parts.push(w.plusKeyBone);
  }
  const had = before.score[1 - side]!;
  // jamaican-partner-second-source.txt: "When the opposing team scores your score is reset to 0."
  const lost = had > 0 ? w.lostToZero(losers, had) : '';
  return w.partnerWin(winners, score.points, parts, lost, noPlayoff, end, won);
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
function playoffSkipped(h: HandReport, w: Words): string {
  const { before, result } = h;
  if (!before.options.playoffAtOneOne || before.playoff || result.winner === null) return '';
  const side = result.winner;
  if (before.score[1 - side] !== 1 || before.score[side] !== 0 || handValue(h) === 1) return '';
  return w.noPlayoff(handValue(h), before.nextValue > 1);
}

function handTitle(h: HandReport, n: number, w: Words): string {
  const pose = h.hand.moves[0] as PlayMove;
  const poser = h.hand.setup.seatNames[pose.seat]!;
  const tag = h.before.playoff ? w.tagPlayoff : h.before.nextValue > 1 ? w.tagWorthAfterTies(h.before.nextValue, h.before.tiesInRow) : '';
  return w.partnerTitle(n, tag, poser, showBone(pose.bone), h.hand.moves.length);
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
  target: (v) => `the match is won with ${EN.points(v)} while the other side has none${v === 6 ? ' (six-love)' : ''}`,
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
  if (key === 'target' && options.onOpponentWin === 'race') return `the match is won by the first side to ${EN.points(options.target)}, whatever the other side has`;
  // What a replay is worth is then replayValue's to say.
  if (key === 'ties' && options.ties === 'replay' && options.replayValue !== 'rising') return 'a tied hand is replayed';
  return OPTION_WORDS[key](options[key]);
}

/**
 * The options in force, in words: those the file set, then those left to their defaults. English
 * has the referee's sentences above; another language the new-match form's words (cli/voice.ts).
 */
function optionsLines(report: MatchReport, voice: Voice): string[] {
  const options = report.options as JamaicanPartnerOptions;
  const given: object | undefined = report.record.options;
  const { w } = voice;
  const inVoice = voice.lang === 'en' ? null : new Map(optionsInVoice(voice, 'jamaican-partner', options).map((o) => [o.id, o.text]));
  const say = (k: keyof JamaicanPartnerOptions): string => inVoice?.get(k) ?? optionWords(options, k);
  const keys = Object.keys(DEFAULT_JAMAICAN_OPTIONS) as (keyof JamaicanPartnerOptions)[];
  const set = keys.filter((k) => given !== undefined && Object.hasOwn(given, k)).map(say);
  const rest = keys.filter((k) => (given === undefined || !Object.hasOwn(given, k)) && !SAID_WHEN_SET.has(k)).map(say);
  const lines: string[] = [];
  if (set.length > 0) lines.push(w.optionsSet(set));
  if (rest.length > 0) lines.push(w.optionsRest(rest, set.length > 0));
  return lines;
}

function matchResult(report: MatchReport, teamOf: readonly number[], w: Words): string {
  const { match, record } = report;
  const seats = record.seats;
  if (match.winner !== null) {
    // Six-love is a win while the other side has none: not so in a plain race (issue 19 item 4).
    const sixLove = match.options.target === 6 && match.score[1 - match.winner] === 0;
    return w.result(teamName(seats, match.winner, teamOf), sixLove, scoreText(match.score));
  }
  const a = match.score[0]!;
  const b = match.score[1]!;
  const leader = a > 0 && b === 0 ? teamName(seats, 0, teamOf) : b > 0 && a === 0 ? teamName(seats, 1, teamOf) : null;
  return w.unfinishedScore(w.unfinished(report.hands.length), scoreText(match.score), leader, match.playoff);
}

/** The human report of a valid record: a header, each hand, and the match result. */
export function formatReport(report: MatchReport, voice: Voice = ENGLISH): string {
  const text = report.family.id !== 'jamaican-partner' ? formatFamilyReport(report, voice) : partnerReport(report, voice);
  const corrections = correctionLines(report.record, voice.w);
  return corrections.length === 0 ? text : `${text}${corrections.join('\n')}\n`;
}

function partnerReport(report: MatchReport, voice: Voice): string {
  const { record } = report;
  const { w } = voice;
  const seats = record.seats;
  const teamOf = report.hands[0]?.hand.setup.rules.teamOf ?? JAMAICAN_PARTNER_HAND.teamOf;
  const family = familyName(voice, record.rules, FAMILY_NAMES[record.rules] ?? record.rules);
  const lines: string[] = [
    w.valid(family, record.hands.length),
    w.teams(teamName(seats, 0, teamOf), teamName(seats, 1, teamOf)),
    // This report is the partner game's own; the other families have cli/family-report.ts.
    ...optionsLines(report, voice),
  ];
  report.hands.forEach((h, i) => {
    if (h.ruling) {
      lines.push('', ...rulingLines(h, i + 1, seats, teamOf, w));
      if (h.after.winner === null) lines.push(`  ${nextHand(h.after, seats, teamOf, w)}`);
      return;
    }
    lines.push('', handTitle(h, i + 1, w));
    lines.push(`  ${w.lineOfPlay(line(h.hand).map((p) => showBone(p.bone)).join(' '))}`);
    for (const sentence of ending(report, i, h, w)) lines.push(`  ${sentence}`);
    lines.push(`  ${scoring(h, seats, teamOf, w)}`);
    if (h.after.winner === null) lines.push(`  ${nextHand(h.after, seats, teamOf, w)}`);
  });
  // Only for a record checked as still being written (checkRecord's `inProgress`).
  const current = currentHandLine(report, w);
  if (current) lines.push('', current);
  lines.push('', matchResult(report, teamOf, w));
  return `${lines.join('\n')}\n`;
}

/**
 * One line for an invalid record: where (1-based hand and move numbers, as people count, then
 * the 0-based field path), what is wrong, and the stable code.
 * "Hand 2, move 8 (hands[1].moves[7].bone): 6-3 is already down: Ben played it at move 2."
 * In Spanish, what is wrong is the screens' words for the same refusal (cli/voice.ts).
 */
export function formatError(error: RecordError, voice: Voice = ENGLISH): string {
  const { w } = voice;
  const where: string[] = [];
  if (error.hand !== null) where.push(w.errorHand(error.hand + 1));
  if (error.move !== null) where.push(w.errorMove(error.move + 1));
  const message = sayRefusal(voice, error);
  // Shape errors already start with their field ("hands[0].moves[2].bone: …"): say it once. The
  // screens' words may name it later in the sentence ("El campo format tiene que ser …").
  const named = error.field !== null && (voice.lang === 'en' ? message.startsWith(error.field) : message.includes(error.field));
  const field = error.field && !named ? error.field : null;
  let at = where.join(', ');
  if (field) at = at ? `${at} (${field})` : field;
  return `${w.invalid}: ${at ? `${at}: ` : ''}${message} [${error.code}]\n`;
}
