/**
 * The referee's wording and JSON, as pure functions of a checked record (cli/report.ts).
 *
 * The fixtures are real records checked by domain/record.ts. For the match situations a short
 * record rarely reaches (a play-off, a replay after a tie, the winner-scores option), real hands
 * from those fixtures are folded through the domain's own `scoreHand` in the order the situation
 * needs, so the scores are the engine's, only the order of hands is chosen here.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreHand, startMatch } from '../../domain/match.ts';
import { checkRecord, checkRecordText, parseRecord } from '../../domain/record.ts';
import type { HandRecord, HandReport, MatchRecord, MatchReport, RecordError } from '../../domain/record.ts';
import { jamaicanPartnerOptions } from '../../domain/rules.ts';
import type { JamaicanPartnerOptionsInput } from '../../domain/rules.ts';
import { errorJson, formatError, formatReport, jsonText, teamName, toJson } from '../../cli/report.ts';
import { verdict } from '../../cli/main.ts';
import { randomFamilyRecord } from '../support/random.ts';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

function checked(path: string): MatchReport {
  const r = checkRecordText(read(path));
  if (!r.ok) throw new Error(`${path}: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

const short = checked('test/fixtures/short-match.json'); // hand 1: key bone by Cat; hand 2: block won by Ben, bruk
const example = checked('docs/examples/jamaican-partner.json'); // + hand 3: Ben and Cat tie on 6 pips
const sixLove = checked('test/fixtures/six-love.json'); // hand 1: Ann dominoes with 0-0, no bonus

/** Real hands by what they do, with the part of the record that describes them. */
const HANDS = {
  keyBone: { report: short.hands[0]!, record: short.record.hands[0]! }, // Ann & Cat win, +1 key bone
  block: { report: short.hands[1]!, record: short.record.hands[1]! }, // Ben & Dan win a block (Ben 3 pips)
  tie: { report: example.hands[2]!, record: example.record.hands[2]! }, // Ben and Cat tie: tied hand
  plain: { report: sixLove.hands[0]!, record: sixLove.record.hands[0]! }, // Ann & Cat win by a plain domino
};
type Kind = keyof typeof HANDS;

/** A match report for these hands in this order, scored by the domain under `options`. */
function scenario(options: JamaicanPartnerOptionsInput, kinds: readonly Kind[]): MatchReport {
  const opts = jamaicanPartnerOptions.parse(options);
  let match = startMatch(opts);
  const hands: HandReport[] = [];
  const records: HandRecord[] = [];
  for (const kind of kinds) {
    const { report, record } = HANDS[kind];
    const scored = scoreHand(match, report.result);
    if (!scored.ok) throw new Error(scored.error.message);
    hands.push({ ...report, before: match, after: scored.value.state, score: scored.value.hand });
    records.push(record);
    match = scored.value.state;
  }
  const record: MatchRecord = { ...short.record, options, hands: records };
  return { record, family: short.family, rules: short.rules, options: opts, hands, match, current: null };
}

/** The text of hand `n` (1-based): the report is a header, one paragraph a hand, the result. */
function handText(text: string, n: number): string {
  const paragraphs = text.trimEnd().split('\n\n');
  return paragraphs[n]!;
}

function lastLine(text: string): string {
  return text.trimEnd().split('\n').at(-1)!;
}

describe('the text report', () => {
  it('tells the hand-written match hand by hand: the key bone, the block and its pips, the bruk', () => {
    expect(formatReport(short)).toBe(
      [
        'Valid: Jamaican Partner match, 2 hands.',
        'Teams: Ann & Cat (team 0) v Ben & Dan (team 1); scores are Ann & Cat first.',
        'Options, all the defaults: a hand begun by the holder of the 6-6 is posed with the 6-6 (tournament); ' +
          'when the side with no points wins a hand, the score goes back to 0-0 (bruk); a tied hand scores nothing; ' +
          'no play-off at 1-1; the match is won with 6 points while the other side has none (six-love); ' +
          'partners tied for the fewest pips in a block win for their team; a side with points losing a replay is scored as any other hand it loses.',
        '',
        'Hand 1: Ann posed 6-6; 27 moves.',
        // Left end to right end, each bone turned so touching numbers meet: Cat's 5-2 went on the
        // left (a 5), so it reads 2-5 at the far left.
        '  Line of play: 2-5 5-0 0-6 6-4 4-3 3-1 1-5 5-5 5-3 3-3 3-6 6-6 6-5 5-4 4-4 4-2 2-0 0-3 3-2 2-6 6-1 1-1 1-2 2-2.',
        '  Cat dominoed with 5-2, the key bone: both ends were hard (5 and 2) and 5-2 was the only bone that could be played.',
        '  Ann & Cat win 2 points (1 for the hand, +1 for the key bone). Score 2-0.',
        '  Next hand: Ann or Cat poses, with any bone.',
        '',
        'Hand 2: Ann posed 5-2; 19 moves.',
        '  Line of play: 5-4 4-0 0-6 6-4 4-2 2-1 1-3 3-6 6-5 5-5 5-2 2-6 6-6 6-1 1-5 5-3 3-0 0-5.',
        '  Blocked after Cat played 5-0: both ends show 5 and no bone left has a 5.',
        '  Pips left: Ann 10 (0-0 1-1 4-4), Ben 3 (1-0 2-0), Cat 13 (3-3 4-3), Dan 14 (2-2 3-2 4-1).',
        '  Ben has the fewest pips (3).',
        '  Ben & Dan win the hand, but Ann & Cat had 2 points: bruk, the score goes back to 0-0. Score 0-0.',
        '  Next hand: the holder of the 6-6 poses it.',
        '',
        'Match unfinished after 2 hands: 0-0.',
        '',
      ].join('\n'),
    );
  });

  it('says in words which options the file set and which are defaults, not option ids', () => {
    expect(formatReport(example).split('\n').slice(2, 4)).toEqual([
      'Options set in the file: a tied hand is replayed, worth one point more for each tie in a row.',
      'Default options for the rest: a hand begun by the holder of the 6-6 is posed with the 6-6 (tournament); ' +
        'when the side with no points wins a hand, the score goes back to 0-0 (bruk); no play-off at 1-1; ' +
        'the match is won with 6 points while the other side has none (six-love); ' +
        'partners tied for the fewest pips in a block win for their team; a side with points losing a replay is scored as any other hand it loses.',
    ]);
    const all = formatReport(scenario({ pose: 'sporting', onOpponentWin: 'winner-scores', ties: 'no-score', playoffAtOneOne: true, target: 3 }, ['plain']));
    expect(all.split('\n').slice(2, 4)).toEqual([
      'Options set in the file: a hand begun by the holder of the 6-6 may be posed with any bone (sporting); ' +
        'when the side with no points wins a hand, the other side goes back to 0 and the winners score; a tied hand scores nothing; ' +
        'at 1-1 a play-off hand is played, and its winners have 2 points to none; the match is won with 3 points while the other side has none.',
      'Default options for the rest: partners tied for the fewest pips in a block win for their team; ' +
        'a side with points losing a replay is scored as any other hand it loses.',
    ]);
    // No option id or raw value reaches the page.
    for (const id of ['onOpponentWin', 'playoffAtOneOne', 'winner-scores', 'reset-both', 'no-score', 'target 3']) expect(all).not.toContain(id);
  });

  it('a tied block: names the opponents tied, and with ties "replay" says what the next hand is worth', () => {
    expect(handText(formatReport(example), 3)).toBe(
      [
        'Hand 3: Ben posed 6-6; 22 moves.',
        '  Line of play: 1-1 1-3 3-2 2-4 4-1 1-6 6-6 6-4 4-4 4-5 5-5 5-2 2-6 6-3 3-5 5-1 1-2 2-2 2-0 0-0 0-1.',
        '  Blocked after Cat played 1-0: both ends show 1 and no bone left has a 1.',
        // Pips only ("pips" in the file): no bones to list.
        '  Pips left: Ann 19, Ben 6, Cat 6, Dan 11.',
        '  Ben and Cat tie for the fewest pips (6): tied hand.',
        '  Nobody scores: the hand is replayed, worth 2 points. Score 0-0.',
        '  Next hand, worth 2 points: the holder of the 6-6 poses it.',
      ].join('\n'),
    );
  });

  it('a tied hand under the default "no-score": nobody scores and the 6-6 holder poses', () => {
    const text = formatReport(scenario({}, ['tie']));
    expect(handText(text, 1)).toContain('  Nobody scores. Score 0-0.\n  Next hand: the holder of the 6-6 poses it.');
  });

  it('a replay won with the key bone is worth the replay plus one', () => {
    const text = formatReport(scenario({ ties: 'replay' }, ['tie', 'keyBone']));
    const hand = handText(text, 2);
    expect(hand.split('\n')[0]).toBe('Hand 2, worth 2 points after 1 tied hand: Ann posed 6-6; 27 moves.');
    expect(hand).toContain('  Ann & Cat win 3 points (2 for the replay, +1 for the key bone). Score 3-0.');
  });

  it('the leading side losing a replay is a bruk', () => {
    const text = formatReport(scenario({ ties: 'replay' }, ['plain', 'tie', 'block']));
    expect(handText(text, 2)).toContain('  Next hand, worth 2 points: Ann or Cat poses, with any bone.');
    expect(handText(text, 3)).toContain('  Ben & Dan win the hand, but Ann & Cat had 1 point: bruk, the score goes back to 0-0. Score 0-0.');
  });

  it('the 1-1 play-off: announced, titled, and worth 2-0 even when won with the key bone', () => {
    const text = formatReport(scenario({ playoffAtOneOne: true }, ['block', 'plain', 'keyBone']));
    expect(handText(text, 2)).toContain(
      '  Ann & Cat win 1 point: at 1-1 the next hand is a play-off. Score 1-1.\n  Next hand, the play-off: the holder of the 6-6 poses it.',
    );
    const playoff = handText(text, 3);
    expect(playoff.split('\n')[0]).toBe('Hand 3, the play-off at 1-1: Ann posed 6-6; 27 moves.');
    expect(playoff).toContain('was the only bone that could be played. A key bone adds nothing to a play-off.');
    // One order for scores everywhere (team 0 first): the prose gives the points, the Score line the score.
    expect(playoff).toContain('  Ann & Cat win the play-off and have 2 points. Score 2-0.');
    expect(lastLine(text)).toBe('Match unfinished after 3 hands: 2-0 to Ann & Cat.');
  });

  it('a tied play-off is played again', () => {
    const text = formatReport(scenario({ playoffAtOneOne: true }, ['block', 'plain', 'tie']));
    expect(handText(text, 3)).toContain('  The play-off is tied and is played again; nobody scores. Score 1-1.');
    expect(lastLine(text)).toBe('Match unfinished after 3 hands: 1-1, a play-off is next.');
  });

  it('"winner-scores": the side with no points wins and the losers go back to 0', () => {
    const text = formatReport(scenario({ onOpponentWin: 'winner-scores' }, ['keyBone', 'block']));
    expect(handText(text, 2)).toContain("  Ben & Dan win 1 point, and Ann & Cat's 2 points go back to 0. Score 0-1.");
    expect(handText(text, 2)).toContain('  Next hand: Ben or Dan poses, with any bone.');
  });

  it('ends with the match result: six-love, another target, or unfinished with the leader', () => {
    expect(lastLine(formatReport(sixLove))).toBe('Result: Ann & Cat win six-love, final score 6-0.');
    // The winning hand says so and names no next poser.
    expect(handText(formatReport(sixLove), 4)).toMatch(/Score 6-0\. Ann & Cat win the match\.$/);
    expect(lastLine(formatReport(scenario({ target: 2 }, ['keyBone'])))).toBe('Result: Ann & Cat win the match, final score 2-0.');
    expect(lastLine(formatReport(scenario({}, ['block'])))).toBe('Match unfinished after 1 hand: 0-1 to Ben & Dan.');
  });
});

describe('a record still being written', () => {
  it('names the hand in progress before the score so far', () => {
    const record = { ...short.record, hands: [short.record.hands[0]!, { moves: short.record.hands[1]!.moves.slice(0, 5) }] };
    const r = checkRecord(record, { inProgress: true });
    if (!r.ok) throw new Error(r.error.message);
    const text = formatReport(r.value);
    expect(text.trimEnd().split('\n').slice(-3)).toEqual([
      'Hand 2 in play after 5 moves: every move so far is legal; Ben to play.',
      '',
      'Match unfinished after 1 hand: 2-0 to Ann & Cat.',
    ]);
    // The JSON verdict is about finished hands only.
    expect(toJson(r.value).hands).toHaveLength(1);
  });
});

describe('the JSON verdict', () => {
  it('has exactly the documented shape, keys in order', () => {
    expect(JSON.stringify(toJson(short))).toBe(
      '{"valid":true,"hands":[' +
        '{"outcome":"domino","winner":0,"bonuses":["key-bone"],"points":2,"score":[2,0]},' +
        '{"outcome":"blocked","winner":1,"bonuses":[],"points":0,"score":[0,0]}' +
        '],"score":[0,0],"winner":null}',
    );
  });

  it('a tied hand has no winner; a finished match names its winner', () => {
    expect(toJson(example).hands[2]).toEqual({ outcome: 'tied', winner: null, bonuses: [], points: 0, score: [0, 0] });
    const six = toJson(sixLove);
    expect(six.score).toEqual([6, 0]);
    expect(six.winner).toBe(0);
  });

  it('points is what the hand added to the winners: the play-off winner on 1 point gains 1', () => {
    const json = toJson(scenario({ playoffAtOneOne: true }, ['block', 'plain', 'keyBone']));
    expect(json.hands.map((h) => [h.points, h.score])).toEqual([
      [1, [0, 1]],
      [1, [1, 1]],
      [1, [2, 0]],
    ]);
  });

  it('an invalid record: 0-based hand and move, the code, the message and the field', () => {
    const error: RecordError = {
      code: 'bone/already-played',
      message: '6-3 is already down: Dan played it at move 4.',
      hand: 1,
      move: 7,
      field: 'hands[1].moves[7].bone',
    };
    expect(JSON.stringify(errorJson(error))).toBe(
      '{"valid":false,"error":{"hand":1,"move":7,"code":"bone/already-played","message":"6-3 is already down: Dan played it at move 4.","field":"hands[1].moves[7].bone"}}',
    );
  });

  it('is laid out one hand a line, and parses back to the same value', () => {
    const text = jsonText(toJson(example));
    expect(text).toBe(
      [
        '{',
        '  "valid": true,',
        '  "hands": [',
        '    { "outcome": "domino", "winner": 0, "bonuses": ["key-bone"], "points": 2, "score": [2, 0] },',
        '    { "outcome": "blocked", "winner": 1, "bonuses": [], "points": 0, "score": [0, 0] },',
        '    { "outcome": "tied", "winner": null, "bonuses": [], "points": 0, "score": [0, 0] }',
        '  ],',
        '  "score": [0, 0],',
        '  "winner": null',
        '}',
        '',
      ].join('\n'),
    );
    expect(JSON.parse(text)).toEqual(toJson(example));
  });

  it('keeps strings intact whatever they hold', () => {
    const odd = { valid: false, error: { hand: null, move: null, code: 'x', message: 'a [ b ] "c" \n d'.repeat(5), field: null } };
    expect(JSON.parse(jsonText(odd))).toEqual(odd);
  });
});

describe('the error line', () => {
  it('numbers hand and move from 1, as people count, and gives the 0-based field path', () => {
    const r = checkRecordText(read('test/fixtures/bad-move.json'));
    if (r.ok) throw new Error('the bad fixture passed');
    expect(formatError(r.error)).toBe(
      'Invalid: Hand 2, move 8 (hands[1].moves[7].bone): 6-3 is already down: Dan played it at move 4. [bone/already-played]\n',
    );
  });

  it('an error outside the hands names only the field, once', () => {
    const r = parseRecord({ format: 'dominoes-match/1', rules: 'jamaican-partner', options: { ties: 'again' }, seats: ['A', 'B', 'C', 'D'], hands: [] });
    if (r.ok) throw new Error('a bad option passed');
    const line = formatError(r.error);
    expect(line).toBe('Invalid: options.ties: expected "no-score" or "replay", found "again". [record/option]\n');
    expect(line.endsWith(' [record/option]\n')).toBe(true);
  });

  it('a hand-level error names the hand and the field', () => {
    const error: RecordError = { code: 'left/wrong-count', message: 'Ben played 5 of 7 bones, so 2 should be left; 3 are listed.', hand: 0, move: null, field: 'hands[0].left' };
    expect(formatError(error)).toBe('Invalid: Hand 1 (hands[0].left): Ben played 5 of 7 bones, so 2 should be left; 3 are listed. [left/wrong-count]\n');
  });
});

describe('team names', () => {
  it('joins the partners in seat order: seats 0 and 2 are team 0, seats 1 and 3 team 1', () => {
    expect(teamName(['Ann', 'Ben', 'Cat', 'Dan'], 0)).toBe('Ann & Cat');
    expect(teamName(['Ann', 'Ben', 'Cat', 'Dan'], 1)).toBe('Ben & Dan');
  });
});

describe('why a hand scored what it did, where a referee would ask', () => {
  // Each fixture is one hand of a random legal game (test/support/random.ts), kept as a file; the
  // comments check the situation by hand from the line of play.
  it('both ends hard but a second bone still playable: no key bone', () => {
    // Before Ben's 5-0 the ends were 1 and 5; six 1s and six 5s were down, so both ends were hard,
    // but the last 1 (1-0) and the last 5 (5-0) are different bones: two could be played (CJHPR:
    // the key bone is "only one remaining bone that can legally be played").
    const text = formatReport(checked('test/fixtures/no-key-bone.json'));
    expect(handText(text, 1)).toContain(
      '  Ben dominoed with 5-0: both ends were hard (1 and 5), but 1-0 and 5-0 could each still be played, so there was no key bone.\n' +
        '  Ben & Dan win 1 point. Score 0-1.',
    );
  });

  it('a last double that was the only bone left to play is not a key bone', () => {
    // Ends 3 and 3, six 3s down: only 3-3 fits. CJHPR: "the double does not count as a key bone in that case".
    const text = formatReport(checked('test/fixtures/last-double.json'));
    expect(handText(text, 1)).toContain(
      '  Ann dominoed with 3-3: 3-3 was the only bone that could be played, but a double is never the key bone.\n' +
        '  Ann & Cat win 1 point. Score 1-0.',
    );
  });

  it('the bone that blocked the hand was the key bone: no bonus on a block', () => {
    // Ends 0 and 3 with six 0s and six 3s down: 3-0 was the only bone that could be played, and
    // Ben played it with 4-1 still in hand. CJHPR: "A player who wins by playing the key bone as
    // his last bone scores an extra point."
    const text = formatReport(checked('test/fixtures/blocked-by-key-bone.json'));
    const hand = handText(text, 1);
    expect(hand).toContain(
      "  3-0 was the key bone (both ends were hard, 0 and 3, and it was the only bone that could be played), but not Ben's last bone: a block earns no key-bone point.",
    );
    expect(hand).toContain('  Ben & Dan win 1 point. Score 0-1.');
  });

  it('no play-off when the hand that would make 1-1 was worth 2 (docs/rules.md, our readings)', () => {
    const bruk = formatReport(scenario({ playoffAtOneOne: true }, ['block', 'keyBone']));
    expect(handText(bruk, 2)).toContain(
      '  Ann & Cat win the hand, but Ben & Dan had 1 point: bruk, the score goes back to 0-0. ' +
        'No play-off: the hand was worth 2 points with the key bone, not 1, so the score never stood at 1-1. Score 0-0.',
    );
    const kept = formatReport(scenario({ playoffAtOneOne: true, onOpponentWin: 'winner-scores' }, ['block', 'keyBone']));
    expect(handText(kept, 2)).toContain(
      "  Ann & Cat win 2 points (1 for the hand, +1 for the key bone), and Ben & Dan's 1 point goes back to 0. " +
        'No play-off: the hand was worth 2 points with the key bone, not 1, so the score never stood at 1-1. Score 2-0.',
    );
    // Worth 1: the play-off, and no such sentence.
    expect(formatReport(scenario({ playoffAtOneOne: true }, ['block', 'plain']))).not.toContain('No play-off');
  });

  it('the play-off won by team 1 writes the score team 0 first, like every other score', () => {
    const text = formatReport(scenario({ playoffAtOneOne: true }, ['block', 'plain', 'block']));
    expect(handText(text, 3)).toContain('  Ben & Dan win the play-off and have 2 points. Score 0-2.');
    expect(text).not.toMatch(/have 2-0/);
  });
});

describe('an error says why the rule applied there', () => {
  const shortRecord = short.record;
  const afterBruk = (hand: HandRecord) => ({ ...shortRecord, hands: [...shortRecord.hands, hand] });

  it('a pose refused because the last hand was a bruk', () => {
    // Hand 2 of short-match.json is a bruk (Ben & Dan win while Ann & Cat have 2): "the score
    // returns to 0 - 0, and the next hand is begun by the holder of the double six" (CJHPR), who
    // under the tournament pose poses the 6-6. Cat poses 5-4 instead.
    const hand3 = sixLove.record.hands[1]!;
    expect(hand3.moves[0]).toEqual({ seat: 2, bone: [5, 4] });
    const r = verdict(JSON.stringify(afterBruk(hand3)));
    if (r.ok) throw new Error('the pose after a bruk passed');
    expect(r.error).toMatchObject({ code: 'pose/wrong-bone', hand: 2, move: 0 });
    expect(r.error.message).toBe(
      'This hand must be posed with the 6-6 by its holder; Cat posed 5-4. ' +
        'The last hand was a bruk (Ben and Dan won it while Ann and Cat had 2 points, so the score went back to 0-0), ' +
        'and after a bruk the holder of the 6-6 begins the next hand.',
    );
  });

  it('the first hand and a tied hand are named too; other errors are left as they are', () => {
    const first = verdict(JSON.stringify({ ...shortRecord, hands: [sixLove.record.hands[1]!] }));
    expect(!first.ok && first.error.message).toMatch(/Cat posed 5-4\. This is the first hand, which the holder of the 6-6 begins\.$/);
    const tied = verdict(JSON.stringify({ ...example.record, options: {}, hands: [...example.record.hands, sixLove.record.hands[1]!] }));
    expect(!tied.ok && tied.error.message).toMatch(/The last hand was tied, and after a tied hand the holder of the 6-6 begins the next\.$/);
    const bad = verdict(read('test/fixtures/bad-move.json'));
    expect(!bad.ok && bad.error.message).toBe('6-3 is already down: Dan played it at move 4.');
  });
});

describe('issue 19: the partner options YaadDominoes plays by, in the referee\'s words', () => {
  it('a plain race with flat replays: the options said once each, and a 6-4 win is "the match", not six-love', () => {
    const r = checkRecord(randomFamilyRecord(3, 10, { rules: 'jamaican-partner', options: { ties: 'replay', replayValue: 'two', onOpponentWin: 'race' } }));
    if (!r.ok) throw new Error(r.error.message);
    const text = formatReport(r.value);
    expect(text).toContain(
      'Options set in the file: nobody goes back to 0: the first side to the target wins (a plain race); a tied hand is replayed; a replay is worth 2, however many ties in a row.',
    );
    expect(text).toContain('the match is won by the first side to 6 points, whatever the other side has');
    expect(text).toContain('Result: Ann & Cat win the match, final score 6-4.');
  });
});
