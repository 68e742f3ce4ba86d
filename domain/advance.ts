/**
 * One more move, checked against a match already checked: the incremental twin of `checkRecord`.
 *
 * `checkRecord(record, { inProgress: true })` replays every hand, so its cost grows with the
 * match. A scorekeeper's next move only needs the state after the last one: given the report of
 * a record, `advanceReport` answers exactly what `checkRecord` would answer for that record with
 * one move appended (the same error, or the same report), in time that does not depend on how
 * many hands came before. test/domain/advance.test.ts checks the two agree on random matches.
 */
import { applyMove } from './hand.ts';
import type { Move } from './hand.ts';
import { moveErrorField, parseMove } from './record.ts';
import type { HandRecord, MatchRecord, MatchReport, RecordError } from './record.ts';
import type { DominoError, Result } from './result.ts';
import { settleHand } from './settle.ts';

export interface Advanced {
  /** The report of the record with the move appended. */
  readonly report: MatchReport;
  /** The move as parsed (only the record's fields kept). */
  readonly move: Move;
  /** Its index in its hand. */
  readonly index: number;
}

/** The record with `move` appended to hand `h`'s moves (a copy: records are values). */
function appendedRecord(record: MatchRecord, h: number, move: Move): MatchRecord {
  const hands = record.hands.slice();
  const hand = hands[h]!;
  hands[h] = { ...hand, moves: [...hand.moves, move] } satisfies HandRecord;
  return { ...record, hands };
}

/** The refusal of a move on hand `h`, thrown in ("redeal"): its code, English and facts. */
export function thrownIn(h: number): [code: 'hand/thrown-in', message: string, params: { hand: number }] {
  return ['hand/thrown-in', `Hand ${h + 1} was thrown in: it takes no more moves.`, { hand: h + 1 }];
}

/** The refusal of a move on hand `h`, ended by a referee's ruling: its code, English and facts. */
export function ruledAlready(h: number): [code: 'ruling/moves-after', message: string, params: { hand: number }] {
  return ['ruling/moves-after', `Hand ${h + 1} was ended by a referee's ruling: it takes no more moves.`, { hand: h + 1 }];
}

/**
 * `report` must be what `checkRecord(report.record, { inProgress: true })` returned, and `h` a
 * hand of that record. The answer is what `checkRecord` returns for the record with `raw`
 * appended to hand `h`.
 */
export function advanceReport(report: MatchReport, h: number, raw: unknown): Result<Advanced, RecordError> {
  const { record } = report;
  const index = record.hands[h]!.moves.length;
  const parsed = parseMove(raw, h, index);
  if (!parsed.ok) return parsed;
  const move = parsed.value;
  const at = (code: string, message: string, m: number | null, field: string | null, params?: DominoError['params']) =>
    ({ ok: false, error: { code, message, hand: h, move: m, field, ...(params && { params }) } }) as const;

  // A hand thrown in takes no more moves (its number as a fact, so a screen says it in Spanish).
  if (record.hands[h]!.redeal) {
    const [code, message, params] = thrownIn(h);
    return at(code, message, null, `hands[${h}].redeal`, params);
  }
  // Nor does a hand ended by a referee's ruling (issue 18 item 8: the moves before it are kept,
  // none follow). A file cannot say a move came after its ruling, so this is the scorekeeper's
  // refusal only: checkRecord reads every move of a ruled hand as played before the ruling.
  if (record.hands[h]!.ruling) {
    const [code, message, params] = ruledAlready(h);
    return at(code, message, null, `hands[${h}].ruling`, params);
  }
  // The hand as replayed so far: the one in play or blocked, or a finished one.
  const current = report.current !== null && report.current.index === h ? report.current : null;
  const before = current ? current.hand : report.hands[h]!.hand;
  const next = applyMove(before, move);
  if (!next.ok) return at(next.error.code, next.error.message, index, moveErrorField(h, index, move, next.error.code, next.error.params), next.error.params);
  // Only a hand still being played takes a move, and only the last hand can be.
  const hand = next.value;
  const appended = appendedRecord(record, h, move);
  const base = { record: appended, family: report.family, rules: report.rules, options: report.options, hands: report.hands, match: report.match };
  if (hand.status === 'playing') {
    return { ok: true, value: { report: { ...base, current: { index: h, hand, state: 'playing' } }, move, index } };
  }
  // The hand ended with this move: settle and score it as checkRecord does. A hand in play
  // carries no "left" or "pips" (checkRecord refuses them), so only the deal can settle a block
  // (or, in a game scored by pips, a domino).
  const settled = settleHand(hand, {});
  if (!settled.ok && (settled.error.code === 'block/unsettled' || settled.error.code === 'domino/unsettled')) {
    return { ok: true, value: { report: { ...base, current: { index: h, hand, state: 'unsettled' } }, move, index } };
  }
  if (!settled.ok) {
    const code = settled.error.code;
    const field = code.startsWith('left/') ? `hands[${h}].left` : code.startsWith('pips/') ? `hands[${h}].pips` : `hands[${h}].moves`;
    return at(code, settled.error.message, null, field, settled.error.params);
  }
  const scored = report.family.score(report.match, settled.value, report.rules, h);
  if (!scored.ok) return at(scored.error.code, scored.error.message, null, `hands[${h}]`, scored.error.params);
  const hands = [
    ...report.hands,
    { hand, result: settled.value, before: report.match, after: scored.value.state, score: scored.value.hand, redeal: null },
  ];
  return { ok: true, value: { report: { ...base, hands, match: scored.value.state, current: null }, move, index } };
}
