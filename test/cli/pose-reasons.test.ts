/**
 * Why a pose was refused, in every family (found by an outside audit with hand-built records).
 *
 * A refused pose says which rule picked the poser (docs/referee.md: "A pose refused because of the
 * hand before says so"). The partner game's words were said in every family: after a tied Haitian
 * or Cuban hand the refusal read "Ben and Dan won the last hand … The last hand was tied and is
 * replayed; the team with points, Ben & Dan, begins the replay" (nobody won it, nothing is
 * replayed, nobody had points), and a first hand of Lankford's game or of the Cuban highest-double
 * start was "the first hand, which the holder of the 6-6 begins".
 *
 * The hands are the worked examples of docs/examples, rotated round the table where a hand must be
 * posed by another seat (a rotated hand is the same hand dealt one seat on).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { respondTo, root } from '../support/referee.ts';

type Hand = { moves: { seat: number }[]; left?: Record<string, unknown>; pips?: Record<string, unknown>; dealt?: Record<string, unknown> };

const example = (name: string) => JSON.parse(readFileSync(`${root}/docs/examples/${name}.json`, 'utf8')) as { hands: Hand[]; options?: object };

/** The same hand, every seat moved `k` places on (seat s plays as seat s + k). */
function turned(hand: Hand, k: number, seats = 4): Hand {
  const by = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([s, v]) => [String((Number(s) + k) % seats), v]));
  return {
    ...hand,
    moves: hand.moves.map((m) => ({ ...m, seat: (m.seat + k) % seats })),
    ...(hand.left && { left: by(hand.left) }),
    ...(hand.pips && { pips: by(hand.pips) }),
    ...(hand.dealt && { dealt: by(hand.dealt) }),
  };
}

const partner = example('jamaican-partner');
/** Ann posed the 6-6; Cat dominoed with the key bone (team 0 wins). */
const keyBone = partner.hands[0]!;
/** Ann posed 5-2; blocked, Ben fewest (10, 3, 13, 14 pips). */
const block = partner.hands[1]!;
/** Ben posed the 6-6; blocked, Ben and Cat tied for fewest (19, 6, 6, 11 pips): opponents tied. */
const tie = partner.hands[2]!;

const match = (rules: string, hands: Hand[], options?: object) => ({ format: 'dominoes-match/1', rules, ...(options && { options }), seats: ['Ann', 'Ben', 'Cat', 'Dan'], hands });

function refusal(record: object): string {
  const out = respondTo(JSON.stringify(record), false);
  expect(out.status).toBe(1);
  return out.stdout;
}

describe('after a tied hand the refusal gives the family’s own rule', () => {
  it('Haitian: the team that posed the tied round poses again (CJHPR, Haiti: "The next round is started by the same team that started the tied round")', () => {
    // Ben posed the tied hand, so Ben or Dan poses the next; Ann posing is refused.
    const text = refusal(match('haitian', [tie, block]));
    expect(text).toBe(
      'Invalid: Hand 2, move 1 (hands[1].moves[0].seat): The last hand was tied, and the team that posed it poses the next: Ben or Dan; Ann cannot. [pose/wrong-team]\n',
    );
  });

  it('Cuban: a player of the team that did not pose the tied round (CUBAN: "a member of the team that did not start the tied round")', () => {
    const text = refusal(match('cuban', [tie, turned(block, 1)], { set: 'double-six' }));
    expect(text).toBe(
      'Invalid: Hand 2, move 1 (hands[1].moves[0].seat): The last hand was tied, and the team that did not pose it poses the next: Ann or Cat; Ben cannot. [pose/wrong-team]\n',
    );
    // The same hand posed by Ann is the next hand as the text says.
    expect(respondTo(JSON.stringify(match('cuban', [tie, block], { set: 'double-six' }))).status).toBe(0);
  });

  it('Cuban with the winner starting: no replay or points are claimed', () => {
    const text = refusal(match('cuban', [tie, turned(block, 3)], { set: 'double-six', starter: 'winner' }));
    expect(text).toBe('Invalid: Hand 2, move 1 (hands[1].moves[0].seat): Cat poses this hand; Dan cannot. [pose/wrong-seat]\n');
  });

  it('Jamaican Partner with replays: the side with points begins the replay (CJHPR: "If one team already has a score, that team starts")', () => {
    // Ann & Cat win 2 with the key bone; Cat poses a hand that ties; Ben may not pose the replay.
    const text = refusal(match('jamaican-partner', [keyBone, turned(tie, 1), turned(block, 1)], { ties: 'replay' }));
    expect(text).toBe(
      'Invalid: Hand 3, move 1 (hands[2].moves[0].seat): The last hand was tied and is replayed; Ann and Cat have points, so Ann or Cat poses; Ben cannot. [pose/wrong-team]\n',
    );
  });

  it('after a won hand the winners are named, as before', () => {
    expect(refusal(match('haitian', [keyBone, turned(block, 1)]))).toBe(
      'Invalid: Hand 2, move 1 (hands[1].moves[0].seat): Ann and Cat won the last hand, so Ann or Cat poses; Ben cannot. [pose/wrong-team]\n',
    );
  });
});

describe('the first hand is begun as the family says, not always by the 6-6', () => {
  it('Lankford’s Cuban draw game: a double, no 6-6 holder claimed', () => {
    const record = example('cuban-draw');
    const first = record.hands[0]!.moves[0]!;
    record.hands[0]!.moves[0] = { seat: first.seat, bone: [4, 1] } as Hand['moves'][number];
    const text = refusal(record);
    expect(text).toMatch(/This hand must be posed with a double; \w+ posed 4-1\. \[pose\/not-double\]\n$/);
  });

  it('Cuban, the highest double dealt: no 6-6 holder claimed', () => {
    const record = example('cuban');
    record.options = { ...record.options, firstPose: 'highest-double' };
    expect(refusal(record)).not.toContain('6-6');
  });

  it('the partner game still says it (CJHPR: "The first hand begins with the individual who has the double six bone")', () => {
    expect(refusal(match('jamaican-partner', [block]))).toBe(
      'Invalid: Hand 1, move 1 (hands[0].moves[0].bone): This hand must be posed with the 6-6 by its holder; Ann posed 5-2. This is the first hand, which the holder of the 6-6 begins. [pose/wrong-bone]\n',
    );
  });
});

describe('a hand thrown in changes nothing, and the refusal says so', () => {
  // docs/record-format.md: a redeal "scores nothing and changes nothing else (who poses, what the
  // next hand is worth)". The referee said "The last hand was tied" after a hand thrown in.
  const redeal = { redeal: { seat: 1 } } as unknown as Hand;

  it('the first hand thrown in: the next is still the first hand played', () => {
    expect(refusal(match('haitian', [redeal, block]))).toBe(
      'Invalid: Hand 2, move 1 (hands[1].moves[0].bone): This hand must be posed with the 6-6 by its holder; Ann posed 5-2. The hand before was thrown in, which changes nothing: this is the first hand played, which the holder of the 6-6 begins. [pose/wrong-bone]\n',
    );
  });

  it('Chiva, the 6-6 in the boneyard: the same', () => {
    const record = example('chiva');
    const pose = record.hands[1]!.moves[0]!;
    record.hands[1]!.moves[0] = { ...pose, bone: [6, 2] } as Hand['moves'][number];
    expect(refusal(record)).toContain('The hand before was thrown in, which changes nothing: this is the first hand played, which the holder of the 6-6 begins.');
  });

  it('after a won hand and a hand thrown in: the winners of the hand played before it pose', () => {
    expect(refusal(match('haitian', [keyBone, redeal, turned(block, 1)]))).toBe(
      'Invalid: Hand 3, move 1 (hands[2].moves[0].seat): Ann and Cat won the last hand, so Ann or Cat poses; Ben cannot. The hand since the last one played was thrown in, which changes nothing. [pose/wrong-team]\n',
    );
  });

  it('after a tied hand and two hands thrown in: as after the tied hand (Haitian, each for oneself: the tied poser poses again)', () => {
    expect(refusal(match('haitian-individual', [tie, redeal, redeal, block]))).toBe(
      'Invalid: Hand 4, move 1 (hands[3].moves[0].seat): Ben poses this hand; Ann cannot. The hands since the last one played were thrown in, which changes nothing. [pose/wrong-seat]\n',
    );
  });
});

