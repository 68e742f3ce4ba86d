import type { Bone } from '../domain/bones.ts';
import type { HandSetup, Move } from '../domain/hand.ts';
import { checkRecord } from '../domain/record.ts';
import type { MatchRecord } from '../domain/record.ts';
import type { Holdings } from '../domain/settle.ts';
import type { FamilyRecordOptions } from '../test/support/random.ts';

/**
 * The presets whose random matches `npm run bench` replays and settles (bench/run.ts
 * `presetFigures`), in its order, which bench/ab.ts follows too: what ran before a preset changes
 * what V8 compiles for it. Targets out of reach, so each is one long match.
 */
export const BENCH_PRESETS: readonly { readonly label: string; readonly spec: FamilyRecordOptions }[] = [
  { label: 'jamaican-cut-throat-2', spec: { rules: 'jamaican-cut-throat', seats: 2, options: { target: 100_000 } } },
  { label: 'jamaican-cut-throat-2-draw', spec: { rules: 'jamaican-cut-throat', seats: 2, options: { target: 100_000, twoPlayers: 'draw' } } },
  { label: 'jamaican-cut-throat-3', spec: { rules: 'jamaican-cut-throat', seats: 3, options: { target: 100_000 } } },
  { label: 'jamaican-cut-throat-4', spec: { rules: 'jamaican-cut-throat', seats: 4, options: { target: 100_000 } } },
  { label: 'haitian', spec: { rules: 'haitian', options: { target: 100_000 } } },
  { label: 'cuban', spec: { rules: 'cuban', options: { target: 100_000_000 } } },
  { label: 'latin-partnership', spec: { rules: 'latin-partnership', options: { target: 100_000_000 } } },
  { label: 'puerto-rican-shutout', spec: { rules: 'puerto-rican-shutout', options: { target: 100 } } },
  { label: 'chiva-3', spec: { rules: 'chiva', seats: 3, options: { target: 100_000 } } },
  { label: 'haitian-individual-2-block', spec: { rules: 'haitian-individual', seats: 2, options: { target: 100_000, twoPlayers: 'block' } } },
  { label: 'milo', spec: { rules: 'milo', options: { target: 100_000 } } },
  { label: 'sudan-double-blank-50', spec: { rules: 'sudan', options: { target: 100_000_000, doubleBlank50: true } } },
  { label: 'doscientos', spec: { rules: 'doscientos', options: { target: 100_000_000 } } },
  { label: 'quinientos', spec: { rules: 'quinientos', options: { target: 100_000_000 } } },
  { label: 'cuban-draw-4', spec: { rules: 'cuban-draw', seats: 4, options: { target: 100_000_000 } } },
  { label: 'jamaican-french', spec: { rules: 'jamaican-french', options: { target: 100_000_000 } } },
];

/** One hand as the bench replays it: its setup (the deal in it when recorded), moves and holdings. */
export interface HandInput {
  readonly setup: HandSetup;
  readonly moves: readonly Move[];
  readonly holdings: Holdings;
}

const bySeat = <T>(map: Readonly<Record<string, T>>, seats: number): T[] => Array.from({ length: seats }, (_, s) => map[String(s)]!);

/**
 * The hands of a random match, ready to replay. The pose of each hand comes from the match state
 * before it, worked out here by `check` (this checkout's checkRecord, or another checkout's in
 * bench/ab.ts), outside the timing.
 */
export function handInputs(record: MatchRecord, check: typeof checkRecord = checkRecord): HandInput[] {
  const report = check(record);
  if (!report.ok) throw new Error(`generated record is invalid: ${report.error.message}`);
  return report.value.hands.flatMap((h, i) => {
    if (h.redeal) return [];
    const hr = record.hands[i]!;
    const seats = record.seats.length;
    const dealt = hr.dealt ? bySeat(hr.dealt, seats).map((b) => [...b]) : undefined;
    const left = hr.left ? bySeat(hr.left, seats).map((b): Bone[] => [...b]) : undefined;
    return [{ setup: { ...h.hand.setup, ...(dealt ? { dealt } : {}) }, moves: hr.moves, holdings: left ? { left } : {} }];
  });
}
