/**
 * The referee handed a match exported mid-hand (docs/referee.md, docs/record-format.md): the app's
 * Export writes a match still being played with its last hand as far as it has gone, and a referee
 * wants the check of everything so far. Every finished hand is reported as before, the last one as
 * in play, with the score so far, and the command exits as for a match unfinished (0), not as for
 * a refused file. A hand that stops short before another hand is still an error, and so is a last
 * hand that stops short with the bones or pips left given (`hand/unfinished`).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MatchView } from '../../api/contract.ts';
import { EXIT_INVALID, EXIT_VALID } from '../../cli/main.ts';
import { respondTo, root } from '../support/referee.ts';
import { useTempService, value } from '../support/service.ts';

const short = () => JSON.parse(readFileSync(resolve(root, 'test/fixtures/short-match.json'), 'utf8'));
/** The short match with its second hand cut after `moves` moves, and without its bones left. */
function cut(moves: number) {
  const record = short();
  record.hands[1] = { moves: record.hands[1].moves.slice(0, moves) };
  return JSON.stringify(record);
}

describe('a match exported mid-hand, checked by the referee', () => {
  it('reports the finished hands, then the last as in play with the seat to play, and the score so far (exit 0)', () => {
    const full = respondTo(readFileSync(resolve(root, 'test/fixtures/short-match.json'), 'utf8'), false);
    const run = respondTo(cut(7), false);
    expect(run.status).toBe(EXIT_VALID);
    const lines = run.stdout.trimEnd().split('\n');
    // Hand 1 reads as it does in the whole file; Dan makes move 8 there.
    expect(short().hands[1].moves[7].seat).toBe(3);
    const hand1 = (text: string) => text.split('\n\n').find((p) => p.startsWith('Hand 1:'));
    expect(hand1(run.stdout)).toBe(hand1(full.stdout));
    expect(lines.slice(-3)).toEqual(['Hand 2 in play after 7 moves: every move so far is legal; Dan to play.', '', 'Match unfinished after 1 hand: 2-0 to Ann & Cat.']);
  });

  it('a last hand with no move yet says so (Ann or Cat may pose it, as the winners of hand 1)', () => {
    const run = respondTo(cut(0), false);
    expect(run.status).toBe(EXIT_VALID);
    expect(run.stdout).toContain('\nHand 2 in play, no move yet.\n');
  });

  it('--json: the finished hands, the score so far, and `current` saying the last hand is in play', () => {
    const run = respondTo(cut(7));
    expect(run.status).toBe(EXIT_VALID);
    const json = JSON.parse(run.stdout);
    expect(json.valid).toBe(true);
    expect(json.hands).toHaveLength(1);
    expect(json.score).toEqual([2, 0]);
    expect(json.winner).toBeNull();
    // The seat to play is the one that makes move 8 in the whole file: Dan.
    expect(short().hands[1].moves[7].seat).toBe(3);
    expect(json.current).toEqual({ hand: 1, state: 'playing', moves: 7, turn: 3 });
    // A finished match has no `current`.
    expect(JSON.parse(respondTo(readFileSync(resolve(root, 'test/fixtures/short-match.json'), 'utf8')).stdout)).not.toHaveProperty('current');
  });

  it('a hand that stops short before another hand is still an error (exit 1, hand/unfinished)', () => {
    const record = short();
    record.hands = [{ moves: record.hands[0].moves.slice(0, 7), dealt: record.hands[0].dealt }, record.hands[1]];
    const run = respondTo(JSON.stringify(record));
    expect(run.status).toBe(EXIT_INVALID);
    expect(JSON.parse(run.stdout).error).toMatchObject({ hand: 0, code: 'hand/unfinished' });
  });

  it('a last hand that stops short with its bones left given is still an error (exit 1, hand/unfinished)', () => {
    const record = short();
    record.hands[1].moves = record.hands[1].moves.slice(0, 7);
    const run = respondTo(JSON.stringify(record));
    expect(run.status).toBe(EXIT_INVALID);
    expect(JSON.parse(run.stdout).error).toMatchObject({ hand: 1, code: 'hand/unfinished', field: 'hands[1].left' });
  });
});

describe('the app\'s Export of a match being played, then the referee', () => {
  const temp = useTempService('referee-in-play');

  it('checks the file the app wrote: every move so far legal, Dan to play after Ann, Ben and Cat', async () => {
    const { service } = temp;
    const match = value<MatchView>(await service.call('createMatch', { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'] }));
    value(await service.call('startHand', { matchId: match.id }));
    for (const move of [
      { seat: 0, bone: [6, 6] },
      { seat: 1, bone: [6, 5] },
      { seat: 2, bone: [5, 4] },
    ]) {
      value(await service.call('recordMove', { matchId: match.id, hand: 0, move }));
    }
    const exported = value<{ text: string }>(await service.call('exportRecord', { matchId: match.id }));
    const run = respondTo(exported.text, false);
    expect(run.status).toBe(EXIT_VALID);
    expect(run.stdout.trimEnd().split('\n').slice(-3)).toEqual(['Hand 1 in play after 3 moves: every move so far is legal; Dan to play.', '', 'Match unfinished, no hand finished yet: 0-0.']);
  });
});
