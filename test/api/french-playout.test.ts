/**
 * Jamaican French `playOut` through the service (issue 19 item 7, YaadDominoes' French game: "play
 * going on after one player passes 100 (the others play out)"): a match played hand by hand as the
 * table screen plays it. The views say who is out and since when, the next hand's deal (9 bones
 * each for three, 14 for two: JCTPF's Cut Throat game), posers and turns only among the players
 * still in, a move by a player who is out refused at its field with nothing saved, and the winner
 * and ranking at the end, the same after export and import.
 */
import { describe, expect, it } from 'vitest';
import type { HandView, MatchView } from '../../api/contract.ts';
import { rankingOut } from '../../domain/families/index.ts';
import { checkRecord, writeRecord } from '../../domain/record.ts';
import type { MatchRecord } from '../../domain/record.ts';
import { randomFamilyRecord } from '../support/random.ts';
import { useTempService, value } from '../support/service.ts';

const temp = useTempService('french-playout');

const SEATS = ['Ann', 'Ben', 'Cat', 'Dan'];
const OPTIONS = { target: 30, playOut: true, laterPose: 'winner-double' } as const;

/** A random match played out to its winner (seed 3 goes down to three players, then two). */
function playedOut(): MatchRecord {
  return randomFamilyRecord(3, 60, { rules: 'jamaican-french', options: OPTIONS });
}

describe('Jamaican French played out, through the service', () => {
  it('creating it without { "laterPose": "winner-double" } is refused at the option', async () => {
    const r = await temp.service.call('createMatch', { rules: 'jamaican-french', seats: SEATS, options: { playOut: true } });
    expect(r).toMatchObject({ ok: false, error: { field: 'options.playOut', params: { reason: { kind: 'option-needs' } } } });
  });

  it('hand by hand: the seats out, the smaller deals, no turn for a seat out, then the winner and the ranking', async () => {
    const record = playedOut();
    const id = value<MatchView>(await temp.service.call('createMatch', { rules: 'jamaican-french', seats: SEATS, options: OPTIONS })).id;
    let view: MatchView | null = null;
    const sizes = new Set<number>();
    let refusedOnce = false;
    for (const [h, hand] of record.hands.entries()) {
      const before = value<MatchView>(await temp.service.call('getMatch', { matchId: id }));
      const out = before.out ?? [];
      const outSeats = out.map((o) => o.seat);
      if (out.length > 0) {
        // JCTPF: "3 players get 9 tiles each (double blank is removed)", "2 players get 14 tiles each".
        expect(before.nextHand).toMatchObject({ out, handSize: out.length === 1 ? 9 : 14 });
        sizes.add(before.nextHand!.handSize!);
        for (const seat of outSeats) expect(before.nextHand!.pose.seats).not.toContain(seat);
      } else expect(before.nextHand!.out).toBeUndefined();
      view = value<MatchView>(await temp.service.call('startHand', { matchId: id }));
      expect(view.current!.out ?? []).toEqual(out);
      for (const [m, move] of hand.moves.entries()) {
        const current = view.current!;
        if (m > 0) expect(outSeats).not.toContain(current.turn);
        for (const l of current.legal) expect(outSeats).not.toContain(l.seat);
        if (out.length > 0 && m === 1 && !refusedOnce) {
          // A move by a player who is out: refused, naming him and the hand he went out in.
          const gone = out[0]!;
          const refused = await temp.service.call('recordMove', { matchId: id, hand: h, move: { seat: gone.seat, pass: true } });
          expect(refused).toMatchObject({ ok: false, error: { code: 'turn/seat-out', field: `hands[${h}].moves[1].seat`, params: { seat: SEATS[gone.seat], hand: gone.hand } } });
          expect(!refused.ok && refused.error.message).toBe(`${SEATS[gone.seat]} is out since hand ${gone.hand}: he reached the losing score.`);
          const after = value<MatchView>(await temp.service.call('getMatch', { matchId: id }));
          expect(after.current!.moves).toHaveLength(1);
          refusedOnce = true;
        }
        view = value<MatchView>(await temp.service.call('recordMove', { matchId: id, hand: h, move }));
      }
      expect(view.current!.held.filter((_, s) => outSeats.includes(s))).toEqual(outSeats.map(() => 0));
      view = value<MatchView>(await temp.service.call('settleBlock', { matchId: id, hand: h, left: SEATS.map((_, s) => hand.left![String(s)]!) }));
      const result = value<HandView>(await temp.service.call('viewHand', { matchId: id, hand: h })).result!;
      for (const seat of outSeats) expect(result.added![seat]).toBe(0);
      if (result.wentOut) expect(result.text).toContain('reach');
    }
    expect(refusedOnce).toBe(true);
    expect([...sizes].sort()).toEqual([14, 9]);
    const end = view!;
    expect(end.status).toBe('won');
    expect(end.out).toHaveLength(3);
    expect(end.ranking).toEqual([end.winner, ...end.out!.map((o) => o.seat).reverse()]);
    // The record needs nothing new: exported and imported again, the same match.
    const exported = value<{ text: string }>(await temp.service.call('exportRecord', { matchId: id }));
    const again = value<MatchView>(await temp.service.call('importRecord', { text: exported.text }));
    expect([again.score, again.winner, again.out, again.ranking]).toEqual([end.score, end.winner, end.out, end.ranking]);
  });

  it('after a ruled hand, every hand number the screens are given counts the record\'s hands, the ruled one included (issue 25 item 16a)', async () => {
    // Seed 3: Cat goes out in the first hand played, Ben in the second; a ruled hand before them.
    const played = playedOut();
    const ruled = { moves: [{ seat: 0, bone: [0, 0] as [number, number] }], ruling: { side: null, points: 0, reason: 'A misdeal found after the pose' } };
    const record: MatchRecord = { ...played, hands: [ruled, played.hands[0]!, played.hands[1]!] };
    const view = value<MatchView>(await temp.service.call('importRecord', { text: writeRecord(record) }));
    const out = [{ seat: 2, hand: 2 }, { seat: 1, hand: 3 }];
    // The scoreboard's and the table's "out since hand N", and the next hand's.
    expect(view.out).toEqual(out);
    expect(view.nextHand!.out).toEqual(out);
    // The hand of three (the record's hand 3) shows Cat out since hand 2.
    expect(value<HandView>(await temp.service.call('viewHand', { matchId: view.id, hand: 2 })).out).toEqual([{ seat: 2, hand: 2 }]);
    // A move by Cat is refused naming the hand she went out in, as the record numbers it.
    const started = value<MatchView>(await temp.service.call('startHand', { matchId: view.id }));
    const refused = await temp.service.call('recordMove', { matchId: view.id, hand: 3, move: { seat: 2, pass: true } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'turn/seat-out', params: { seat: 'Cat', hand: 2 } } });
    expect(started.current!.out).toEqual(out);
  });

  it('with the deal entered: the players out are dealt nothing ([]), the others 9 or 14, and the match ends as the referee says', async () => {
    const record = randomFamilyRecord(3, 60, { rules: 'jamaican-french', options: OPTIONS, withDeal: true });
    const id = value<MatchView>(await temp.service.call('createMatch', { rules: 'jamaican-french', seats: SEATS, options: OPTIONS })).id;
    let view: MatchView | null = null;
    let refusals = 0;
    for (const [h, hand] of record.hands.entries()) {
      const dealt = SEATS.map((_, s) => hand.dealt![String(s)]!);
      const before = value<MatchView>(await temp.service.call('getMatch', { matchId: id }));
      for (const o of before.out ?? []) expect(dealt[o.seat]).toEqual([]);
      // A player out dealt a bone is refused: he gets none.
      const gone = before.out?.[0]?.seat ?? -1;
      // One of his bones taken from a player after him (the deal is read seat by seat).
      const giver = gone < 0 ? -1 : dealt.findIndex((bones, s) => s > gone && bones.length > 0);
      if (giver >= 0) {
        const bad = dealt.map((bones, s) => (s === gone ? [dealt[giver]![0]!] : s === giver ? bones.slice(1) : bones));
        const refused = await temp.service.call('startHand', { matchId: id, dealt: bad });
        expect(refused).toMatchObject({ ok: false, error: { code: 'dealt/wrong-count', params: { seat: SEATS[gone], size: 0 } } });
        refusals++;
      }
      view = value<MatchView>(await temp.service.call('startHand', { matchId: id, dealt }));
      for (const move of hand.moves) view = value<MatchView>(await temp.service.call('recordMove', { matchId: id, hand: h, move }));
    }
    expect(refusals).toBeGreaterThan(0);
    const referee = checkRecord(record);
    if (!referee.ok) throw new Error(referee.error.message);
    expect([view!.status, view!.score, view!.winner]).toEqual(['won', referee.value.match.score, referee.value.match.winner]);
    expect(view!.ranking).toEqual(rankingOut(referee.value.match));
  });
});
