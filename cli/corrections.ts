import { showBone } from '../domain/bones.ts';
import { isDraw, isPass } from '../domain/hand.ts';
import { isRename } from '../domain/record.ts';
import type { CorrectionRecord, MatchRecord } from '../domain/record.ts';
import { EN } from './words.ts';
import type { Words } from './words.ts';

/**
 * The record's corrections (moves the scorekeeper took back) as the referee prints them after the
 * result: they change nothing in the match, but a referee checking a disputed result wants to see
 * every entry that was changed, where and when. A seat's player renamed is listed among them, by
 * both names (issue 18 item 9): the seats print the name as it stands.
 */
function when(at: string): string {
  // "2026-11-23T20:14:03.120Z" → "2026-11-23 20:14:03 UTC": to the second, as a referee reads it.
  return `${at.slice(0, 10)} ${at.slice(11, 19)} UTC`;
}

function what(c: CorrectionRecord, seats: readonly string[], w: Words): string {
  const { removed } = c;
  if ('ruling' in removed) return w.removedRuling(removed.ruling.reason);
  const who = seats[removed.seat] ?? w.seatN(removed.seat);
  if ('redeal' in removed) return w.removedRedeal(who);
  if (isPass(removed)) return w.removedPass(who);
  if (isDraw(removed)) {
    return typeof removed.draw === 'number' ? w.removedDrawCount(who, removed.draw) : w.removedDrawSeen(who, removed.draw.map((b) => showBone(b)).join(' '));
  }
  return w.removedPlay(who, showBone(removed.bone), removed.end ? w.endName(removed.end) : null);
}

/** One line per correction, oldest first; nothing when there are none. */
export function correctionLines(record: MatchRecord, w: Words = EN): string[] {
  const corrections = record.corrections ?? [];
  if (corrections.length === 0) return [];
  const lines = ['', w.correctionsHead(corrections.length, corrections.some(isRename))];
  for (const c of corrections) {
    if (isRename(c)) {
      lines.push(`  ${w.renamed(when(c.at), c.seat, c.renamed.from, c.renamed.to)}`);
      continue;
    }
    const where = 'redeal' in c.removed || 'ruling' in c.removed ? w.atHand(c.hand + 1) : w.atMove(c.hand + 1, c.move + 1);
    const also = [
      ...(c.clearedLeft !== undefined || c.clearedPips !== undefined ? [w.clearedLeft] : []),
      ...(c.droppedHand !== undefined ? [w.droppedHand(c.hand + 2, Boolean(c.droppedHand.dealt))] : []),
    ];
    lines.push(`  ${w.takenBack(when(c.at), where, what(c, record.seats, w), also)}`);
  }
  return lines;
}
