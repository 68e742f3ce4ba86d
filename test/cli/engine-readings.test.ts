/**
 * Issue 25 items 13-16a in the referee's words, English and Spanish: the hand numbers of a match
 * played out after a ruled hand (item 16a: "Every hand number the referee and the screens give
 * counts the record's hands, ruled ones included"), the new option values as the referee names
 * them, the replay of a tie worth 2 to its winner (item 13), and Quinientos's game bonus named by
 * the game's place in the count, not a hand number that a hand thrown in would contradict.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { respond } from '../../cli/main.ts';
import { voiceOf } from '../../cli/voice.ts';
import type { Lang } from '../../cli/lang.ts';
import { checkRecord, writeRecord } from '../../domain/record.ts';
import type { HandRecord, MatchRecord } from '../../domain/record.ts';
import { randomFamilyRecord } from '../support/random.ts';
import { root } from '../support/referee.ts';

/** What `check` prints for a record in a language (exit status, stdout). */
function check(record: MatchRecord, lang: Lang, json = false): { status: number; stdout: string } {
  let stdout = '';
  const status = respond(writeRecord(record), 'record.json', json, { stdout: (t) => (stdout += t), stderr: (t) => (stdout += t) }, voiceOf(lang));
  return { status, stdout };
}

/** A hand the referee ended with no score after its first move (docs/rules.md, "A referee's ruling"). */
const ruled = (first: HandRecord['moves'][number]): HandRecord => ({ moves: [first], ruling: { side: null, points: 0, reason: 'A misdeal found after the pose' } });

describe('issue 25 item 16a: Jamaican French played out, after a ruled hand, numbers hands as the record does', () => {
  // Seed 3 (test/cli/french.test.ts): Cat out in hand 1, Ben in hand 2, Dan in hand 4; Ann wins.
  const played = randomFamilyRecord(3, 60, { rules: 'jamaican-french', options: { target: 30, playOut: true, laterPose: 'winner-double' } });
  // A ruled hand before the first (the 0-0 posed, then the ruling) and one before the third (its
  // pose, then the ruling): the record's hands 2, 3, 5 and 6 are the hands played 1 to 4.
  const hands = [ruled({ seat: 0, bone: [0, 0] }), played.hands[0]!, played.hands[1]!, ruled(played.hands[2]!.moves[0]!), ...played.hands.slice(2)];
  const record: MatchRecord = { ...played, hands };

  it('the JSON\'s out[].hand: Cat out in hand 2, Ben in hand 3, Dan in hand 6 (before, 1, 2 and 4: the ruled hands not counted)', () => {
    const run = check(record, 'en', true);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout) as { out: unknown; winner: number; hands: { wentOut?: number[] }[] };
    expect(json.out).toEqual([{ seat: 2, hand: 2 }, { seat: 1, hand: 3 }, { seat: 3, hand: 6 }]);
    expect(json.hands.map((h) => h.wentOut ?? [])).toEqual([[], [2], [1], [], [], [3]]);
    expect(json.winner).toBe(0);
  });

  it('the words name the same hands, in English and Spanish: the title of the hand and "out (since hand N)" agree', () => {
    const en = check(record, 'en').stdout;
    expect(en).toContain('Hand 3, 3 players of 9 bones (Cat out): ');
    expect(en).toContain('Hand 5, 2 players of 14 bones (Cat and Ben out): ');
    expect(en).toContain('Cat out (since hand 2)');
    expect(en).toContain('Ben out (since hand 3)');
    expect(en).not.toMatch(/since hand 1\)/);
    const es = check(record, 'es').stdout;
    expect(es).toContain('Cat fuera (desde la mano 2)');
    expect(es).toContain('Ben fuera (desde la mano 3)');
  });

  it('a move by a player who is out is refused naming the hand he went out in, as the record numbers it', () => {
    const moves = [hands[2]!.moves[0]!, { seat: 2, pass: true as const }, ...hands[2]!.moves.slice(1)];
    const broken: MatchRecord = { ...record, hands: hands.map((h, i) => (i === 2 ? { ...h, moves } : h)) };
    const run = check(broken, 'en', true);
    expect(run.status).not.toBe(0);
    expect(JSON.parse(run.stdout).error).toMatchObject({ hand: 2, move: 1, code: 'turn/seat-out', message: 'Cat is out since hand 2: he reached the losing score.' });
  });
});

describe('issue 25 items 13-15: the new values, as the referee names them in both languages', () => {
  const YAAD = { tiedBlock: 'nothing', tieReplay: 'two', passPenalty: 'passers-ten', laterPose: 'winner-double' } as const;
  /** The first random French match under YaadDominoes' options with a tied block before its last hand. */
  const withReplay = (() => {
    for (let seed = 0; ; seed++) {
      const record = randomFamilyRecord(seed, 6, { rules: 'jamaican-french', options: YAAD });
      const r = checkRecord(record);
      if (!r.ok) throw new Error(r.error.message);
      const at = r.value.hands.findIndex((h, i) => i > 0 && r.value.hands[i - 1]!.result.outcome === 'tied');
      if (at > 0) return { record, at, report: r.value };
    }
  })();

  it('Jamaican French: the options set, and the replay\'s line: its winner adds 2, the others their penalties only', () => {
    const { record, at, report } = withReplay;
    const en = check(record, 'en').stdout;
    expect(en).toContain('Options set in the file: A block tied for the fewest pips: Nobody adds anything; Pass penalties: 10 a penalty; After a tied block: Replayed for 2;');
    const replay = report.hands[at]!;
    const winner = replay.result.winner!;
    // What each added: 2 to the winner, and 10 a penalty to anyone (the penalties count in a replay).
    for (const [s, p] of replay.score.heldScores!.entries()) expect((p - (s === winner ? 2 : 0)) % 10).toBe(0);
    const line = en.split('\n').filter((l) => l.startsWith('  Added: '))[at]!;
    expect(line).toContain('the replay of a tie, worth 2 to its winner and nothing to the others');
    expect(line).not.toContain('doubled');
    expect(en).toContain(`Hand ${at + 1}, worth 2: `);
    const es = check(record, 'es').stdout;
    expect(es).toContain('Castigos por pasar: 10 por castigo; Después de un tranque empatado: Se repite por 2;');
    expect(es).toContain('la repetición de un empate, que vale 2 para quien la gana y nada para los demás');
  });

  it('Latin Partnership: starter "winner" (LeoDomino\'s Dominican game)', () => {
    const record = randomFamilyRecord(1, 3, { rules: 'latin-partnership', options: { starter: 'winner' } });
    expect(check(record, 'en').stdout).toContain('Options set in the file: Who starts a hand: The player who went out.');
    expect(check(record, 'es').stdout).toContain('Quién sale en cada mano: Quien dominó.');
  });
});

describe('Quinientos\'s game bonus names the game\'s place in the count, not a hand number (issue 25 item 16a\'s sweep)', () => {
  it('a hand thrown in first: "Hand 4" is won with the bonus for the third game, "the third game" in words', () => {
    const example = JSON.parse(readFileSync(resolve(root, 'docs/examples/quinientos.json'), 'utf8')) as MatchRecord;
    const record: MatchRecord = { ...example, options: { ...example.options, redeal: 'five' }, hands: [{ moves: [], redeal: { seat: 1 } }, ...example.hands] };
    const en = check(record, 'en').stdout;
    expect(en).toMatch(/Hand 4: [^]*\+50 for winning the third game/);
    expect(en).not.toMatch(/winning game \d/);
    expect(check(record, 'es').stdout).toContain('+50 por ganar la tercera partida');
  });
});
