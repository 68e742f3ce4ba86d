/**
 * A Cuban hand ended by a domino, found among random legal records, with the bones each seat held
 * (issue 18 item 7: after a Cuban domino only the opponents' pips score, so the partner's bones
 * are optional). Shared by the domain, referee, service and e2e tests.
 */
import type { Bone } from '../../domain/bones.ts';
import { checkRecord } from '../../domain/record.ts';
import type { MatchRecord } from '../../domain/record.ts';
import { randomFamilyRecord } from './random.ts';

export interface CubanDomino {
  /** One hand, settled with every seat's bones. */
  readonly record: MatchRecord;
  /** The seat that went out, and its partner. */
  readonly out: number;
  readonly partner: number;
  /** The bones each seat held at the end, by seat. */
  readonly left: readonly (readonly Bone[])[];
  /** What the opponents held: the hand's points. */
  readonly points: number;
}

/** The first Cuban domino from seed 1 on. */
export function cubanDomino(): CubanDomino {
  for (let seed = 1; seed < 500; seed++) {
    const record = randomFamilyRecord(seed, 1, { rules: 'cuban' });
    const report = checkRecord(record);
    if (!report.ok) throw new Error(report.error.message);
    const played = report.value.hands[0]!;
    if (played.result.outcome !== 'domino') continue;
    const out = played.result.seats[0]!;
    const given = record.hands[0]!.left!;
    const left = record.seats.map((_, s) => given[String(s)]!);
    return { record, out, partner: (out + 2) % 4, left, points: played.score.points };
  }
  throw new Error('no Cuban domino in 500 seeds');
}

/** The record with hand 0's bones left given only for the seats `keep` says. */
export function withSeats(record: MatchRecord, keep: (seat: number) => boolean): MatchRecord {
  const hand = record.hands[0]!;
  const left = Object.fromEntries(Object.entries(hand.left ?? {}).filter(([s]) => keep(Number(s))));
  return { ...record, hands: [{ ...hand, left }] };
}
