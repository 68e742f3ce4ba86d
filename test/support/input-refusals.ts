/**
 * Inputs the api refuses before any rule is looked at (api/contract.ts `parseInput`, and
 * createMatch's check of the family's options and seat count), met through the real service, for
 * the refusal sweep (test/renderer/refusal.test.ts) to hold each to its templates in English and
 * Spanish. createMatch is the one a screen sends what the scorekeeper typed (the new-match form);
 * every way it is refused is here, and for the other methods a value of each kind of problem a
 * screen out of step with the server could send.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiError, ApiResult, MatchView } from '../../api/contract.ts';
import { MAX_RECORD_CHARS } from '../../api/contract.ts';
import { openService } from '../../api/service.ts';

const SEATS = ['Ann', 'Ben', 'Cat', 'Dan'];

/** Every way createMatch is refused: [what is wrong, the input]. */
export const BAD_NEW_MATCHES: readonly (readonly [string, unknown])[] = [
  ['not an object', 'jamaican-partner'],
  ['rules missing', { seats: SEATS }],
  ['rules unknown', { rules: 'dominoes-of-mars', seats: SEATS }],
  ['rules not text', { rules: 7, seats: SEATS }],
  ['a field unknown', { rules: 'jamaican-partner', seats: SEATS, venue: 'Kingston' }],
  ['options not an object', { rules: 'jamaican-partner', options: [1], seats: SEATS }],
  ['an option unknown', { rules: 'jamaican-partner', options: { tie: 'replay' }, seats: SEATS }],
  ['an option unknown, its name long', { rules: 'jamaican-partner', options: { ['x'.repeat(60)]: 1 }, seats: SEATS }],
  ['an option of the wrong type', { rules: 'jamaican-partner', options: { target: 'six' }, seats: SEATS }],
  ['an option not a value it takes', { rules: 'jamaican-partner', options: { ties: 'again' }, seats: SEATS }],
  ['an option out of range', { rules: 'jamaican-partner', options: { target: 101 }, seats: SEATS }],
  ['an option not a whole number', { rules: 'jamaican-partner', options: { target: 1.5 }, seats: SEATS }],
  ['an option a list', { rules: 'jamaican-partner', options: { target: [6] }, seats: SEATS }],
  ['an option one of two literals', { rules: 'haitian', options: { dekabesAfterTie: 5 }, seats: SEATS }],
  ['two options not both', { rules: 'latin-partnership', options: { divideBy10: true, roundDown10: true }, seats: SEATS }],
  ['seats missing', { rules: 'jamaican-partner' }],
  ['seats not a list', { rules: 'jamaican-partner', seats: 'Ann, Ben' }],
  ['one seat', { rules: 'jamaican-partner', seats: ['Ann'] }],
  ['five seats', { rules: 'jamaican-partner', seats: [...SEATS, 'Eve'] }],
  ['seats the family does not play', { rules: 'jamaican-partner', seats: SEATS.slice(0, 3) }],
  ['a seat not text', { rules: 'jamaican-partner', seats: ['Ann', 2, 'Cat', 'Dan'] }],
  ['a seat with no name', { rules: 'jamaican-partner', seats: ['Ann', '  ', 'Cat', 'Dan'] }],
  ['a seat name too long', { rules: 'jamaican-partner', seats: ['Ann', 'x'.repeat(41), 'Cat', 'Dan'] }],
  ['a seat name with a control character', { rules: 'jamaican-partner', seats: ['Ann', 'B\u0007en', 'Cat', 'Dan'] }],
  ['a seat name that does not show', { rules: 'jamaican-partner', seats: ['Ann', '\u200b', 'Cat', 'Dan'] }],
  ['two seats of one name', { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Ann', 'Dan'] }],
  ['two seats that look alike', { rules: 'jamaican-partner', seats: ['José', 'Jose\u0301', 'Cat', 'Dan'] }],
];

/** Inputs of the other methods, refused by their schemas: [method, input], `M` standing for a match's id. */
const M = -1;
export const BAD_INPUTS: readonly (readonly [string, unknown])[] = [
  ['getMatch', { matchId: 0 }],
  ['getMatch', { matchId: 'one' }],
  ['getMatch', {}],
  ['listMatches', { all: true }],
  ['startHand', { matchId: M, dealt: [[[6, 6, 6]]] }],
  ['startHand', { matchId: M, dealt: [Array.from({ length: 56 }, () => [0, 0])] }],
  ['recordMove', { matchId: M, hand: 0, move: { seat: 0 } }],
  ['recordMove', { matchId: M, hand: 0, move: { seat: 7, bone: [6, 6] } }],
  ['recordMove', { matchId: M, hand: 0, move: { seat: 0, bone: [10, 6] } }],
  ['recordMove', { matchId: M, hand: 0, move: { seat: 0, bone: [6, 6, 6] } }],
  ['recordMove', { matchId: M, hand: 0, move: { seat: 0, bone: [6, 6], end: 'up' } }],
  ['recordMove', { matchId: M, hand: 0, move: { seat: 0, draw: 0 } }],
  ['recordMove', { matchId: M, hand: -1, move: { seat: 0, pass: true } }],
  ['settleBlock', { matchId: M, hand: 0, pips: [-1, 2, 3, 4] }],
  ['settleBlock', { matchId: M, hand: 0, pips: [1, 2, 3, 4, 5] }],
  ['viewHand', { matchId: M, hand: 0, moves: 1.5 }],
  ['importRecord', { text: 7 }],
  ['importRecord', { text: 'x'.repeat(MAX_RECORD_CHARS + 1) }],
];

/** Each bad input's answer through the real service, with what it was. */
export async function inputRefusals(): Promise<{ what: string; answer: ApiResult<unknown> }[]> {
  const dir = mkdtempSync(join(tmpdir(), 'dominoes-inputs-'));
  const service = openService(join(dir, 'm.sqlite'), { appVersion: '0.0.0' });
  try {
    const made = await service.call('createMatch', { rules: 'jamaican-partner', seats: SEATS });
    if (!made.ok) throw new Error(made.error.message);
    const matchId = (made.value as MatchView).id;
    await service.call('startHand', { matchId });
    const out: { what: string; answer: ApiResult<unknown> }[] = [];
    for (const [what, input] of BAD_NEW_MATCHES) out.push({ what: `createMatch: ${what}`, answer: await service.call('createMatch', input as never) });
    for (const [method, input] of BAD_INPUTS) {
      const withId = typeof input === 'object' && input !== null && 'matchId' in input && input.matchId === M ? { ...input, matchId } : input;
      out.push({ what: `${method} ${JSON.stringify(input).slice(0, 80)}`, answer: await service.call(method as never, withId as never) });
    }
    return out;
  } finally {
    service.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The refusals alone; an input accepted is a mistake of this list. */
export async function inputErrors(): Promise<ApiError[]> {
  const answers = await inputRefusals();
  return answers.map(({ what, answer }) => {
    if (answer.ok) throw new Error(`accepted: ${what}`);
    return answer.error;
  });
}
