/**
 * Every rule family through the service, as a scorekeeper records it: a short random match of
 * each family and seat count, move by move (plays, passes, draws seen and unseen), hands thrown in
 * (redeals), and the bones or pips each seat had left where the family needs them; the score and
 * winner on screen are the full check's, the export is the record. One match goes over HTTP.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiResult, MatchView } from '../../api/contract.ts';
import type { Service } from '../../api/service.ts';
import { FAMILIES } from '../../domain/families/index.ts';
import { checkRecord } from '../../domain/record.ts';
import type { MatchRecord } from '../../domain/record.ts';
import { RULE_FAMILIES } from '../../domain/rules.ts';
import { createApp } from '../../server/app.ts';
import { LATIN_VARIANT_PRESETS } from '../support/families.ts';
import { randomFamilyRecord } from '../support/random.ts';
import { merged, useTempService, value } from '../support/service.ts';

const temp = useTempService('families');

/** A by-seat map ("0" … "N-1") as the contract's by-seat array. */
function bySeatArray<T>(map: Readonly<Record<string, T>>): T[] {
  return Object.keys(map)
    .sort()
    .map((k) => map[k]!);
}

type Call = (method: Parameters<Service['call']>[0], input?: unknown) => Promise<ApiResult<unknown>>;

/** Records `record` through `call` as the screens would, checking the views on the way. */
async function recordThrough(call: Call, record: MatchRecord): Promise<MatchView> {
  let view = value<MatchView>(await call('createMatch', { rules: record.rules, seats: record.seats, ...(record.options && { options: record.options }) }));
  for (let h = 0; h < record.hands.length; h++) {
    const hand = record.hands[h]!;
    view = value<MatchView>(await call('startHand', { matchId: view.id, ...(hand.dealt && { dealt: bySeatArray(hand.dealt) }) }));
    if (hand.redeal) {
      expect(view.table.redeal).toBe(true);
      // Lankford's: the first player's draws of the whole boneyard, then the hand thrown in.
      for (const move of hand.moves) view = merged(view, await call('recordMove', { matchId: view.id, hand: h, move }));
      view = merged(view, await call('recordMove', { matchId: view.id, hand: h, move: { seat: hand.redeal.seat, redeal: true } }));
      expect(view.current!.status).toBe('redeal');
      expect(view.current!.result).toMatchObject({ outcome: 'redeal', winner: null, points: 0 });
      continue;
    }
    for (const move of hand.moves) {
      const current = view.current!;
      if ('draw' in move) expect(current.canDraw).toBe(true);
      if ('pass' in move) expect(current.canPass).toBe(true);
      view = merged(view, await call('recordMove', { matchId: view.id, hand: h, move }));
    }
    if (view.status === 'needs-holdings') {
      expect(['blocked-needs-holdings', 'domino-needs-holdings']).toContain(view.current!.status);
      const left = hand.left && bySeatArray(hand.left);
      if (left) {
        view.current!.candidates!.forEach((c, seat) => expect(c.count).toBe(left[seat]!.length));
      }
      const pips = hand.pips && bySeatArray(hand.pips);
      view = value<MatchView>(await call('settleBlock', { matchId: view.id, hand: h, ...(left && { left }), ...(pips && { pips }) }));
    }
    expect(view.current!.result).not.toBeNull();
  }
  return view;
}

function expectAsChecked(view: MatchView, record: MatchRecord): void {
  const full = checkRecord(record);
  if (!full.ok) throw new Error(full.error.message);
  expect(view.score).toEqual(full.value.match.score);
  expect(view.winner).toEqual(full.value.match.winner);
  expect(view.hands).toHaveLength(record.hands.length);
  // One score per side: teams, or every seat for itself.
  expect(view.score).toHaveLength(view.teams.length);
  expect(view.teams.flat().sort()).toEqual(record.seats.map((_, s) => s));
  view.hands.forEach((h, i) => expect(h.result!.scoreAfter).toEqual(full.value.hands[i]!.after.score));
  // Each result in words names its winners, and says why in the family's own terms.
  for (const h of view.hands) {
    const r = h.result!;
    expect(r.why === 'redeal').toBe(r.outcome === 'redeal');
    if (r.winner !== null) expect(view.teams[r.winner]!.some((s) => r.text.includes(view.seats[s]!))).toBe(true);
    if (r.bonuses.includes('dekabes')) expect(r.text).toContain('Dekabès');
    if (r.bonuses.includes('key-bone')) expect(r.why).toBe('key-bone');
    expect(r.text).toMatch(/\.$/);
  }
}

describe('every family through the service', () => {
  for (const rules of RULE_FAMILIES) {
    for (const seats of FAMILIES[rules].seatCounts) {
      it(`records a short ${rules} match for ${seats}, with the full check's score`, async () => {
        const call: Call = (method, input) => temp.service.call(method, input);
        for (const [seed, withDeal] of [[1, false], [2, true]] as const) {
          const record = randomFamilyRecord(seed * 31 + seats, 4, { rules, seats, withDeal, vary: !withDeal, redealOneIn: 5 });
          const view = await recordThrough(call, record);
          expectAsChecked(view, record);
          // Partners in the partner games, each for oneself where every seat is its own side.
          expect(view.sides).toBe(view.teams.length === seats ? 'each' : 'teams');
          expect(view.table.seats).toBe(seats);
          const exported = value<{ text: string }>(await call('exportRecord', { matchId: view.id }));
          expect(JSON.parse(exported.text)).toEqual(JSON.parse(JSON.stringify({ ...record, hands: record.hands.map((h) => (h.redeal ? { redeal: h.redeal, ...(h.dealt && { dealt: h.dealt }) } : h)) })));
        }
      }, 60_000);
    }
  }

  it('records matches with the Latin variants on (latin-partnership.txt), with the full check\'s score; a pose that must be a double is offered to the partner too', async () => {
    const call: Call = (method, input) => temp.service.call(method, input);
    for (const preset of LATIN_VARIANT_PRESETS) {
      for (const [seed, withDeal] of [[3, false], [4, true]] as const) {
        const record = randomFamilyRecord(seed, 4, { ...preset, withDeal, vary: !withDeal, redealOneIn: 5 });
        const view = await recordThrough(call, record);
        expectAsChecked(view, record);
        const pose = view.nextHand?.pose;
        if (preset.options.mustStartDouble === true && pose?.who === 'seats') {
          expect(pose.double).toBe(true);
          expect(pose.seats.map((s) => s % 2)).toEqual([pose.seats[0]! % 2, pose.seats[0]! % 2]);
        }
      }
    }
  }, 120_000);

  it('records Cut Throat to 100 by pips (issue 19 item 12): every hand settled with what the others held, with the full check\'s score', async () => {
    const call: Call = (method, input) => temp.service.call(method, input);
    for (const [seed, withDeal] of [[5, false], [6, true]] as const) {
      const record = randomFamilyRecord(seed, 4, { rules: 'jamaican-cut-throat', seats: 4, options: { scoring: 'points' }, withDeal, vary: !withDeal });
      const view = await recordThrough(call, record);
      expectAsChecked(view, record);
      expect(view.table.holdings).toBe('always');
      expect(view.options).toMatchObject({ target: 100, keyBone: false });
    }
  }, 120_000);

  it('says who poses each family’s next hand, as its pose rule gives it', async () => {
    const call: Call = (method, input) => temp.service.call(method, input);
    // cuban.txt: "The first player may begin by playing any tile from their hand": any seat.
    const cuban = value<MatchView>(await call('createMatch', { rules: 'cuban', seats: ['Ann', 'Ben', 'Cat', 'Dan'] }));
    expect(cuban.nextHand!.pose).toEqual({ who: 'anyone', seats: [0, 1, 2, 3], forced: false });
    // latin-partnership.txt: "In subsequent deals, the turn to start passes to the right".
    const latin = randomFamilyRecord(5, 1, { rules: 'latin-partnership' });
    const afterFirst = await recordThrough(call, latin);
    const poser = latin.hands[0]!.moves[0]!.seat;
    expect(afterFirst.nextHand!.pose).toEqual({ who: 'seats', seats: [(poser + 1) % 4], forced: false });
    // CJHPR, Cut Throat: the winner of a hand poses the next, with any bone.
    const cut = randomFamilyRecord(6, 1, { rules: 'jamaican-cut-throat', seats: 3 });
    const afterCut = await recordThrough(call, cut);
    const won = afterCut.hands[0]!.result!;
    if (won.winner !== null) expect(afterCut.nextHand!.pose).toEqual({ who: 'team', seats: [won.winner], forced: false, team: won.winner });
    else expect(afterCut.nextHand!.pose).toMatchObject({ who: 'holder', bone: [6, 6], forced: true });
  });

  it('cuban.txt: the highest-double start names the holder once the deal is known; Lankford\'s game lets the poser draw before the pose', async () => {
    const call: Call = (method, input) => temp.service.call(method, input);
    const names = ['Ann', 'Ben', 'Cat', 'Dan'];
    // "Some play that the holder of the highest double dealt makes the first play of the first round".
    const cuban = value<MatchView>(await call('createMatch', { rules: 'cuban', seats: names, options: { firstPose: 'highest-double' } }));
    expect(cuban.nextHand!.pose).toEqual({ who: 'highest-double', seats: [0, 1, 2, 3], forced: true });
    const dealt = [
      [[7, 7], [2, 2], [9, 1], [5, 0], [6, 1], [0, 7], [7, 4], [2, 1], [5, 7], [3, 0]],
      [[6, 3], [0, 4], [8, 7], [1, 4], [3, 9], [5, 3], [5, 6], [2, 7], [9, 5], [9, 7]],
      [[8, 8], [5, 5], [8, 4], [3, 7], [4, 4], [6, 6], [2, 5], [7, 1], [4, 9], [0, 8]],
      [[4, 5], [9, 2], [6, 7], [1, 0], [3, 4], [5, 1], [9, 0], [8, 3], [8, 9], [3, 1]],
    ];
    const started = value<MatchView>(await call('startHand', { matchId: cuban.id, dealt }));
    expect(started.current!.pose).toEqual({ who: 'holder', seats: [2], bone: [8, 8], forced: true });
    expect(started.current!.legal).toEqual([{ seat: 2, bone: [8, 8], end: 'right' }]);
    // "The first player must begin with a double, drawing tiles if necessary until a double is obtained."
    const lankford = value<MatchView>(await call('createMatch', { rules: 'cuban-draw', seats: names.slice(0, 3) }));
    expect(lankford.table.openWithDouble).toBe(true);
    const fresh = value<MatchView>(await call('startHand', { matchId: lankford.id }));
    expect(fresh.current!.canDraw).toBe(true);
    expect(fresh.current!.legal.every((l) => l.bone[0] === l.bone[1])).toBe(true);
    const drew = value<MatchView>(await call('recordMove', { matchId: lankford.id, hand: 0, move: { seat: 1, draw: 2 } }));
    expect([drew.current!.turn, drew.current!.ends, drew.current!.canDraw]).toEqual([1, null, true]);
    const other = await call('recordMove', { matchId: lankford.id, hand: 0, move: { seat: 2, bone: [6, 6] } });
    expect(other).toMatchObject({ ok: false, error: { code: 'turn/out-of-turn', hand: 0, move: 1 } });
    const notDouble = await call('recordMove', { matchId: lankford.id, hand: 0, move: { seat: 1, bone: [6, 5] } });
    expect(notDouble).toMatchObject({ ok: false, error: { code: 'pose/not-double', hand: 0, move: 1 } });
  });

  it('the draw games\' highest-bone start (issue 19 item 12, HendyDom): before the deal anyone may pose; with a deal of no double, the holder of the highest bone', async () => {
    const call: Call = (method, input) => temp.service.call(method, input);
    const match = value<MatchView>(await call('createMatch', { rules: 'jamaican-cut-throat', seats: ['Ann', 'Ben'], options: { twoPlayers: 'draw', noDouble: 'highest-bone' } }));
    expect(match.nextHand!.pose).toEqual({ who: 'highest-bone', seats: [0, 1], forced: true });
    // No double dealt: Ben's 6-5 is the highest bone.
    const dealt = [
      [[6, 4], [5, 3], [4, 2], [3, 1], [2, 0], [6, 2], [5, 0]],
      [[6, 5], [5, 4], [4, 3], [3, 2], [2, 1], [6, 1], [4, 0]],
    ];
    const started = value<MatchView>(await call('startHand', { matchId: match.id, dealt }));
    expect(started.current!.pose).toEqual({ who: 'holder', seats: [1], bone: [6, 5], forced: true });
    expect(started.current!.legal).toEqual([{ seat: 1, bone: [6, 5], end: 'right' }]);
    // Every hand can begin: no hand is thrown in.
    expect(started.table.redeal).toBe(false);
  });

  it('refuses a seat count the family does not allow, and an option it does not have, by field', async () => {
    const three = await temp.service.call('createMatch', { rules: 'haitian', seats: ['Ann', 'Ben', 'Cat'] });
    expect(three).toMatchObject({ ok: false, error: { code: 'record/seats', field: 'seats', params: { reason: { kind: 'seats-for-rules', rules: 'haitian', given: 3 } } } });
    expect(!three.ok && three.error.message).toContain('Haitian is played by 4 players');
    const option = await temp.service.call('createMatch', { rules: 'cuban', seats: ['Ann', 'Ben', 'Cat', 'Dan'], options: { keyBone: true } });
    expect(option).toMatchObject({ ok: false, error: { code: 'record/option', field: 'options.keyBone', params: { reason: { kind: 'option-unknown', rules: 'cuban' } } } });
  });

  it('refuses a redeal where the family has none, and once the hand is posed', async () => {
    const partner = value<MatchView>(await temp.service.call('createMatch', { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'] }));
    await temp.service.call('startHand', { matchId: partner.id });
    const refused = await temp.service.call('recordMove', { matchId: partner.id, hand: 0, move: { seat: 1, redeal: true } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'hand/redeal' } });
    const cuban = value<MatchView>(await temp.service.call('createMatch', { rules: 'cuban', seats: ['Ann', 'Ben', 'Cat', 'Dan'] }));
    await temp.service.call('startHand', { matchId: cuban.id });
    value(await temp.service.call('recordMove', { matchId: cuban.id, hand: 0, move: { seat: 0, bone: [9, 9] } }));
    const late = await temp.service.call('recordMove', { matchId: cuban.id, hand: 0, move: { seat: 1, redeal: true } });
    expect(late).toMatchObject({ ok: false, error: { code: 'hand/redeal' } });
  });

  it('undoes a redeal: the hand is there to be posed again', async () => {
    const cuban = value<MatchView>(await temp.service.call('createMatch', { rules: 'cuban', seats: ['Ann', 'Ben', 'Cat', 'Dan'] }));
    await temp.service.call('startHand', { matchId: cuban.id });
    const thrown = value<MatchView>(await temp.service.call('recordMove', { matchId: cuban.id, hand: 0, move: { seat: 2, redeal: true } }));
    expect(thrown.status).toBe('needs-hand');
    const undone = value<MatchView>(await temp.service.call('undoMove', { matchId: cuban.id }));
    expect(undone.status).toBe('playing');
    expect(undone.current!.status).toBe('waiting-pose');
    expect(undone.corrections).toBe(1);
  });

  it('undoes draws (and redeals) as any move, back to the empty match', async () => {
    // The first seed whose match has draws (most have).
    let seed = 1;
    const withDraws = () => randomFamilyRecord(seed, 3, { rules: 'chiva', seats: 2, vary: true });
    while (!withDraws().hands.some((h) => h.moves.some((m) => 'draw' in m))) seed++;
    const record = withDraws();
    const view = await recordThrough((method, input) => temp.service.call(method, input), record);
    const draws = record.hands.flatMap((h) => h.moves).filter((m) => 'draw' in m).length;
    expect(draws).toBeGreaterThan(0);
    // Take every move of the match back, one at a time, each a correction.
    let now = view;
    let undone = 0;
    for (;;) {
      const back = await temp.service.call('undoMove', { matchId: view.id });
      if (!back.ok) {
        expect(back.error.code).toBe('db/nothing-to-undo');
        break;
      }
      now = back.value as MatchView;
      undone++;
    }
    expect(undone).toBe(record.hands.reduce((n, h) => n + h.moves.length + (h.redeal ? 1 : 0), 0));
    expect(now.corrections).toBe(undone);
    expect(now.score).toEqual([0, 0]);
  }, 60_000);

  it('scores a Cut Throat match each for oneself over HTTP', async () => {
    writeFileSync(join(temp.dir, 'index.html'), '<!doctype html><title>Dominoes</title>');
    const app = createApp(temp.service, { port: () => 5998, rendererDir: temp.dir });
    const call: Call = async (method, input) => {
      const answer = await app.request(`/api/${method}`, {
        method: 'POST',
        headers: { host: '127.0.0.1:5998', 'content-type': 'application/json' },
        body: JSON.stringify(input ?? {}),
      });
      return (await answer.json()) as ApiResult<unknown>;
    };
    const record = randomFamilyRecord(77, 5, { rules: 'jamaican-cut-throat', seats: 3 });
    const view = await recordThrough(call, record);
    expectAsChecked(view, record);
    expect(view.sides).toBe('each');
    expect(view.teams).toEqual([[0], [1], [2]]);
    expect(view.table).toMatchObject({ seats: 3, handSize: 9, removed: [[0, 0]] });
  }, 60_000);
});
