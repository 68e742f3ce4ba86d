/**
 * Writes test/fixtures/e2e-six-love.json, the match the end-to-end test records by keyboard:
 * a tied hand, a blocked hand won by Ann & Cat, then three hands of six-love.json (passes and two
 * key-bone dominoes) to 6-0. Run once: `node test/support/gen-e2e-match.ts`; the fixture is
 * checked by test/renderer/e2e-fixture.test.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { holding } from '../../domain/hand.ts';
import type { Move } from '../../domain/hand.ts';
import { parseRecord, writeRecord } from '../../domain/record.ts';
import type { HandRecord } from '../../domain/record.ts';
import { JAMAICAN_PARTNER_HAND } from '../../domain/rules.ts';
import { settleHand } from '../../domain/settle.ts';
import { playRandomHand, randomDeal, rng } from './random.ts';

const seats = ['Ann', 'Ben', 'Cat', 'Dan'];
const pose = { by: 'holder', bone: [6, 6], forced: true } as const;

function find(want: (outcome: string, winner: number | null, moves: readonly Move[]) => boolean): HandRecord {
  for (let seed = 1; seed < 100_000; seed++) {
    const random = rng(seed);
    const dealt = randomDeal(JAMAICAN_PARTNER_HAND, random);
    const { hand, moves } = playRandomHand({ rules: JAMAICAN_PARTNER_HAND, pose, seatNames: seats, dealt }, random);
    if (hand.status !== 'blocked') continue;
    const settled = settleHand(hand);
    if (!settled.ok) continue;
    if (!want(settled.value.outcome, settled.value.winner, moves)) continue;
    const left = Object.fromEntries(seats.map((_, s) => [String(s), holding(hand, s)!]));
    return { moves, left };
  }
  throw new Error('no such hand');
}

const passes = (moves: readonly Move[]) => moves.some((m) => 'pass' in m);
const tied = find((outcome, _w, moves) => outcome === 'tied' && passes(moves));
const blocked = find((outcome, winner, moves) => outcome === 'blocked' && winner === 0 && passes(moves) && moves.length >= 20);

const root = resolve(import.meta.dirname, '../..');
const sixLove = parseRecord(readFileSync(resolve(root, 'test/fixtures/six-love.json'), 'utf8'));
if (!sixLove.ok) throw new Error(sixLove.error.message);
const record = { ...sixLove.value, hands: [tied, blocked, ...sixLove.value.hands.slice(1)] };
writeFileSync(resolve(root, 'test/fixtures/e2e-six-love.json'), writeRecord(record));
