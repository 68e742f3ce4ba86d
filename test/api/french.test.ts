/**
 * Jamaican French through the service (JCTPF, jamaican-cut-throat-partner-french.txt, "The French
 * Domino Game"): the table view carries the four arms ("This creates a layout with four arms"),
 * the plays the engine accepts name their arm, the move list says which arm each bone went on, and
 * a hand is settled with the bones each player held ("If a double tile is in an individual's hand
 * then his score for that hand is doubled"), never with pip totals alone.
 */
import { describe, expect, it } from 'vitest';
import type { HandView, MatchView } from '../../api/contract.ts';
import { randomFamilyRecord } from '../support/random.ts';
import { useTempService, value } from '../support/service.ts';

const temp = useTempService('french');

const SEATS = ['Ann', 'Ben', 'Cat', 'Dan'];

describe('Jamaican French through the service', () => {
  it('the table: four arms, plays naming their arm, moves saying where they went', async () => {
    const created = value<MatchView>(await temp.service.call('createMatch', { rules: 'jamaican-french', seats: SEATS }));
    expect(created.table).toMatchObject({ layout: 'four-arm', holdings: 'bones', sides: 'each', stock: 0 });
    expect(created.nextHand!.pose).toMatchObject({ who: 'holder', bone: [0, 0], forced: true });
    const id = created.id;
    let view = value<MatchView>(await temp.service.call('startHand', { matchId: id }));
    expect(view.current!.arms).toBeNull();
    view = value<MatchView>(await temp.service.call('recordMove', { matchId: id, hand: 0, move: { seat: 2, bone: [0, 0] } }));
    // "Four tiles with a blank must be played against the four sides of the [0-0]": only blanks, on the empty arms.
    expect(view.current!.arms!.map((a) => [a.name, a.open, a.needsDouble, a.bones.length])).toEqual([
      ['north', null, false, 0],
      ['east', null, false, 0],
      ['south', null, false, 0],
      ['west', null, false, 0],
    ]);
    expect(view.current!.legal.every((l) => (l.bone[0] === 0 || l.bone[1] === 0) && l.seat === 3)).toBe(true);
    expect(view.current!.legal.some((l) => l.end === 'west')).toBe(true);
    view = value<MatchView>(await temp.service.call('recordMove', { matchId: id, hand: 0, move: { seat: 3, bone: [0, 5], end: 'south' } }));
    const south = view.current!.arms![2]!;
    // "The next tile played on each of the arms must be the appropriate double".
    expect(south).toMatchObject({ open: 5, needsDouble: true, bones: [{ bone: [0, 5], seat: 3, move: 1, double: false }] });
    expect(view.current!.moves[1]).toMatchObject({ end: 'south', text: 'Dan plays 0-5 on the south arm' });
    expect(view.current!.canPass).toBe(true);
    // A line end is no arm: refused, nothing saved.
    const wrong = await temp.service.call('recordMove', { matchId: id, hand: 0, move: { seat: 0, bone: [0, 1], end: 'left' } });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'play/wrong-arm', field: 'hands[0].moves[2].end' } });
  });

  it('laterPose "winner-double" (issue 19 item 7): hand 2 posed by hand 1\'s winner with any double, the arms round it', async () => {
    // A random first hand (8 is a domino), played through the service, then hand 2.
    const record = randomFamilyRecord(8, 1, { rules: 'jamaican-french' });
    const first = record.hands[0]!;
    const id = value<MatchView>(await temp.service.call('createMatch', { rules: 'jamaican-french', seats: SEATS, options: { laterPose: 'winner-double' } })).id;
    value<MatchView>(await temp.service.call('startHand', { matchId: id }));
    for (const move of first.moves) value<MatchView>(await temp.service.call('recordMove', { matchId: id, hand: 0, move }));
    let view = value<MatchView>(await temp.service.call('settleBlock', { matchId: id, hand: 0, left: SEATS.map((_, s) => first.left![String(s)]!) }));
    const winner = first.moves.at(-1)!.seat;
    // Without the deal: the winner is due, and the seats after him in order may turn out to pose.
    expect(view.nextHand!.pose).toEqual({ who: 'any-double', seats: [0, 1, 2, 3].map((k) => (winner + k) % 4), forced: false });
    view = value<MatchView>(await temp.service.call('startHand', { matchId: id }));
    const notDouble = await temp.service.call('recordMove', { matchId: id, hand: 1, move: { seat: winner, bone: [5, 6] } });
    expect(notDouble).toMatchObject({ ok: false, error: { code: 'pose/not-double', field: 'hands[1].moves[0].bone' } });
    view = value<MatchView>(await temp.service.call('recordMove', { matchId: id, hand: 1, move: { seat: winner, bone: [5, 5] } }));
    expect(view.current!.arms!.map((a) => [a.name, a.centre, a.open])).toEqual([
      ['north', 5, null],
      ['east', 5, null],
      ['south', 5, null],
      ['west', 5, null],
    ]);
    expect(view.current!.legal.every((l) => l.bone.includes(5))).toBe(true);
  });

  it('a finished hand waits for the bones each player held; pip totals alone are refused', async () => {
    const record = randomFamilyRecord(8, 1, { rules: 'jamaican-french' });
    const hand = record.hands[0]!;
    const id = value<MatchView>(await temp.service.call('createMatch', { rules: 'jamaican-french', seats: SEATS })).id;
    value<MatchView>(await temp.service.call('startHand', { matchId: id }));
    let view: MatchView | null = null;
    for (const move of hand.moves) view = value<MatchView>(await temp.service.call('recordMove', { matchId: id, hand: 0, move }));
    expect(view!.status).toBe('needs-holdings');
    const left = SEATS.map((_, s) => hand.left![String(s)]!);
    const pips = left.map((bones) => bones.reduce((t, b) => t + b[0] + b[1], 0));
    const byPips = await temp.service.call('settleBlock', { matchId: id, hand: 0, pips });
    expect(byPips.ok).toBe(false);
    expect(!byPips.ok && byPips.error).toMatchObject({ code: 'domino/unsettled', field: 'hands[0].pips' });
    expect(!byPips.ok && byPips.error.message).toContain('doubles the score of a player holding a double');
    view = value<MatchView>(await temp.service.call('settleBlock', { matchId: id, hand: 0, left }));
    const added = left.map((bones, s) => (bones.some((b) => b[0] === b[1]) ? 2 * pips[s]! : pips[s]!));
    expect(view.score).toEqual(added);
    // Which seat held a double is said, not left to be inferred from the points.
    const doubles = left.map((bones) => bones.some((b) => b[0] === b[1]));
    const result = value<HandView>(await temp.service.call('viewHand', { matchId: id, hand: 0 })).result!;
    expect(result.heldDouble).toEqual(doubles);
    expect(result.added).toEqual(added);
  });
});
