import { showBone } from '../domain/bones.ts';
import { isDraw, isPass } from '../domain/hand.ts';
import { isRename } from '../domain/record.ts';
import type { CorrectionRecord, MatchRecord } from '../domain/record.ts';
import { plural } from '../domain/result.ts';

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

function what(c: CorrectionRecord, seats: readonly string[]): string {
  const { removed } = c;
  if ('ruling' in removed) return `the referee's ruling ("${removed.ruling.reason}")`;
  const who = seats[removed.seat] ?? `seat ${removed.seat}`;
  if ('redeal' in removed) return `${who}'s redeal (the hand was thrown in)`;
  if (isPass(removed)) return `${who}'s pass`;
  if (isDraw(removed)) {
    return typeof removed.draw === 'number'
      ? `${who}'s draw of ${plural(removed.draw, 'bone', 'bones')}`
      : `${who}'s draw of ${removed.draw.map((b) => showBone(b)).join(' ')}`;
  }
  return `${who}'s ${showBone(removed.bone)}${removed.end ? ` on the ${removed.end}` : ''}`;
}

/** One line per correction, oldest first; nothing when there are none. */
export function correctionLines(record: MatchRecord): string[] {
  const corrections = record.corrections ?? [];
  if (corrections.length === 0) return [];
  const done = corrections.some(isRename) ? 'changed' : 'taken back';
  const lines = ['', `Corrections: ${plural(corrections.length, 'entry was', 'entries were')} ${done} by the scorekeeper (oldest first).`];
  for (const c of corrections) {
    if (isRename(c)) {
      lines.push(`  ${when(c.at)}, seat ${c.seat}: the player "${c.renamed.from}" renamed "${c.renamed.to}".`);
      continue;
    }
    const where = 'redeal' in c.removed || 'ruling' in c.removed ? `hand ${c.hand + 1}` : `hand ${c.hand + 1}, move ${c.move + 1}`;
    const also = [
      ...(c.clearedLeft !== undefined || c.clearedPips !== undefined ? ['the bones or pips left, entered to settle the hand, were cleared with it'] : []),
      ...(c.droppedHand !== undefined ? [`hand ${c.hand + 2}, not yet posed, was dropped${c.droppedHand.dealt ? ' with its deal' : ''}`] : []),
    ];
    lines.push(`  ${when(c.at)}, ${where}: ${what(c, record.seats)} taken back${also.length > 0 ? `; ${also.join('; ')}` : ''}.`);
  }
  return lines;
}
