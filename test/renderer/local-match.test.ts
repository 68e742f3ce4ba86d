/**
 * The page draws a move before the server has saved it (renderer/src/stores/localMatch.ts, issue 5
 * "Speed"): that is only sound if the page's check and view are exactly the server's. Random
 * matches of every preset are recorded through the service move by move, beside the page's own
 * check: every move the page accepts gives the very view the server answers (but for when the
 * match last changed), and a move the page refuses is one the server refuses too, changing nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { MatchUpdate, MatchView, MoveInput } from '../../api/contract.ts';
import { openService } from '../../api/service.ts';
import type { FileService } from '../../api/service.ts';
import { mergeMatchUpdate } from '../../api/update.ts';
import { RULE_FAMILIES } from '../../domain/rules.ts';
import type { RuleFamily } from '../../domain/rules.ts';
import { FAMILIES } from '../../domain/families/index.ts';
import type { HandRecord } from '../../domain/record.ts';
import { advanceLocal, factsOf, localMatch, sameValue, stepBack } from '../../renderer/src/stores/localMatch.ts';
import { matchView } from '../../api/views.ts';
import type { LocalMatch } from '../../renderer/src/stores/localMatch.ts';
import { randomFamilyRecord, rng } from '../support/random.ts';

const dir = mkdtempSync(join(tmpdir(), 'dominoes-local-match-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const withoutTime = (view: MatchView) => ({ ...view, updatedAt: '' });

/** The whole view after a move or an undo, whose answer carries only the hands it can change. */
function after(held: MatchView, update: MatchUpdate): MatchView {
  const merged = mergeMatchUpdate(held, update);
  if (!merged) throw new Error('the answer does not merge into the view held');
  return merged;
}

async function call<T>(service: FileService, method: string, input: unknown): Promise<T> {
  const r = await service.call(method as never, input);
  if (!r.ok) throw new Error(`${method}: ${r.error.message}`);
  return r.value as T;
}

/** The page's check of the match as the server has it now (what the store loads after a command). */
async function load(service: FileService, view: MatchView): Promise<LocalMatch> {
  const exported = await call<{ text: string }>(service, 'exportRecord', { matchId: view.id });
  const local = localMatch(exported.text, view);
  expect(local, 'the page checks the stored match to the same view').not.toBeNull();
  return local!;
}

const bySeatList = <T>(map: Readonly<Record<string, T>>, seats: number): T[] => Array.from({ length: seats }, (_, s) => map[String(s)]!);

/** Moves near the recorded one that the page may or may not accept: other bones, seats, a pass. */
function neighbours(move: MoveInput, seats: number, maxPip: number, random: () => number): MoveInput[] {
  const seat = move.seat;
  const other = (seat + 1 + Math.floor(random() * (seats - 1))) % seats;
  const bone = (): [number, number] => [Math.floor(random() * (maxPip + 1)), Math.floor(random() * (maxPip + 1))];
  return [
    { seat, pass: true },
    { seat: other, pass: true },
    { seat, bone: bone() },
    { seat, bone: bone(), end: random() < 0.5 ? 'left' : 'right' },
    { seat: other, bone: bone() },
  ];
}

async function recordBeside(rules: RuleFamily, seed: number, seats: number, withDeal: boolean): Promise<{ drawn: number; refused: number }> {
  const record = randomFamilyRecord(seed, 3, { rules, seats, withDeal, vary: !withDeal });
  const service = openService(join(dir, `${rules}-${seats}-${seed}-${withDeal}.sqlite`), { appVersion: 'test' });
  const random = rng(seed * 7 + 1);
  const maxPip = FAMILIES[rules].handRules(FAMILIES[rules].options.parse({}), seats).maxPip;
  let drawn = 0;
  let refused = 0;
  try {
    let view = await call<MatchView>(service, 'createMatch', { rules, seats: record.seats });
    for (const [h, hand] of record.hands.entries() as Iterable<[number, HandRecord]>) {
      const dealt = hand.dealt ? bySeatList(hand.dealt, seats) : undefined;
      view = await call<MatchView>(service, 'startHand', { matchId: view.id, ...(dealt && { dealt }) });
      if (hand.redeal) {
        view = after(view, await call<MatchUpdate>(service, 'recordMove', { matchId: view.id, hand: h, move: { seat: hand.redeal.seat, redeal: true } }));
        continue;
      }
      let local = await load(service, view);
      for (const raw of hand.moves) {
        const move = raw as MoveInput;
        // A move the page refuses is refused by the server too (and changes nothing); one it
        // accepts is saved as drawn (then taken back, and the page checks the match again).
        for (const near of neighbours(move, seats, maxPip, random)) {
          const theirs = advanceLocal(local, h, near);
          const r = await service.call('recordMove', { matchId: view.id, hand: h, move: near });
          if (theirs === null) {
            expect(r.ok, `hand ${h + 1}: the page refused ${JSON.stringify(near)}, the server accepted it`).toBe(false);
            refused++;
            continue;
          }
          if (!r.ok) throw new Error(`hand ${h + 1}: the page accepted ${JSON.stringify(near)}, the server refused it: ${r.error.message}`);
          const saved = after(view, r.value as MatchUpdate);
          expect(withoutTime(theirs.view)).toEqual(withoutTime(saved));
          view = after(saved, await call<MatchUpdate>(service, 'undoMove', { matchId: view.id }));
          // The store steps back to the state it kept from before the move (stepBack), never
          // to the one the move left; then it is the state read afresh.
          expect(stepBack([theirs.report], view), 'the state after the move taken back').toBeNull();
          const back = stepBack([local.report], view);
          expect(back, 'the state kept from before the move taken back').not.toBeNull();
          local = await load(service, view);
          expect(matchView(back!.report, factsOf(view))).toEqual(matchView(local.report, factsOf(view)));
        }
        const mine = advanceLocal(local, h, move);
        expect(mine, `hand ${h + 1}: the page refused the recorded ${JSON.stringify(move)}`).not.toBeNull();
        view = after(view, await call<MatchUpdate>(service, 'recordMove', { matchId: view.id, hand: h, move }));
        expect(withoutTime(mine!.view)).toEqual(withoutTime(view));
        local = { report: mine!.report, view };
        drawn++;
      }
      if (view.status === 'needs-holdings') {
        const given = hand.left ? { left: bySeatList(hand.left, seats) } : { pips: bySeatList(hand.pips!, seats) };
        view = await call<MatchView>(service, 'settleBlock', { matchId: view.id, hand: h, ...given });
      }
    }
  } finally {
    service.close();
  }
  return { drawn, refused };
}

describe("the page's own check of a move (localMatch.ts)", () => {
  for (const rules of RULE_FAMILIES) {
    const family = FAMILIES[rules];
    for (const seats of family.seatCounts) {
      it(`${rules}, ${seats} seats: draws exactly the server's answer, and refuses only what it refuses`, async () => {
        let drawn = 0;
        let refused = 0;
        for (const [seed, withDeal] of [
          [1, false],
          [2, true],
        ] as const) {
          const seen = await recordBeside(rules, seed + seats * 10, seats, withDeal);
          drawn += seen.drawn;
          refused += seen.refused;
        }
        expect(drawn).toBeGreaterThan(0);
        expect(refused).toBeGreaterThan(0);
      });
    }
  }
});

/** The value with every object's keys in reverse order (as a merged view has them in another order). */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reordered(v)]));
}

describe('sameValue: the comparison of the page\'s view with the server\'s', () => {
  it('holds for the same value with its keys in any order', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => sameValue(v, reordered(v))));
  });
  it('is equality of the texts with keys sorted, for any two values', () => {
    const sorted = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(sorted) : typeof v === 'object' && v !== null ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1)).map(([k, x]) => [k, sorted(x)])) : v;
    const small = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, fc.constantFrom(0, 1, 'a', null, true), fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('value'), { maxKeys: 3 })),
    })).value;
    fc.assert(fc.property(small, small, (a, b) => sameValue(a, b) === (JSON.stringify(sorted(a)) === JSON.stringify(sorted(b)))));
    fc.assert(fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => sameValue(a, b) === (JSON.stringify(sorted(a)) === JSON.stringify(sorted(b)))));
    expect(sameValue({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: [1, 2] }, { a: 1, b: [2, 1] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue({ a: null }, { a: {} })).toBe(false);
    expect(sameValue([], {})).toBe(false);
  });
});
