/**
 * The hand in words (renderer/src/handWords.ts), for every family, in English and Spanish: each
 * example match of docs/examples/ is imported through the api and every hand's result, move and
 * pose is put in words from the api's facts (`why`, `bonuses`, `notes`), the way the table's
 * result panel, the scoreboard and the replay show them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchExampleFiles } from '../support/examples.ts';
import type { ApiResult, HandResultView, HandView, HandWhy, MatchView } from '../../api/contract.ts';
import { openService } from '../../api/service.ts';
import type { Service } from '../../api/service.ts';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import {
  eachForOneself,
  extraWords,
  finishWords,
  howWords,
  moveWords,
  poseWords,
  resultTags,
  scoreLine,
  scoreWords,
  targetWords,
  worthWords,
} from '../../renderer/src/handWords.ts';
import type { Sides } from '../../renderer/src/handWords.ts';
import { randomFamilyRecord } from '../support/random.ts';
import { at, hasIn, sayIn } from '../support/locale-say.ts';

const LANGUAGES = [
  ['en', en, sayIn(en), hasIn(en)],
  ['es', es, sayIn(es), hasIn(es)],
] as const;

const examples = resolve(import.meta.dirname, '../../docs/examples');
let dir = '';
let service: Service;
/** Each example match as the screens get it, with every hand in full. */
const matches: { file: string; view: MatchView; hands: HandView[] }[] = [];
/**
 * Random matches of the Latin variants, Quinientos's chuchazo and Jamaican French, as the screens
 * get them: what the examples do not show (a tie dealt again, both teams scoring a block, a
 * deciding hand, a chuchazo, players tied for the lowest French score).
 */
const variants: { view: MatchView; hands: HandView[] }[] = [];
const VARIANT_PRESETS = [
  { rules: 'latin-partnership', options: { blockTie: 'last-team-loses', roundDown10: true, passBonus: true } },
  { rules: 'latin-partnership', options: { blockTie: 'deal-again', scoring: 'all', blockScore: 'both', target: 60 } },
  { rules: 'quinientos', options: { chuchazo: 'any' } },
  { rules: 'jamaican-french', options: { target: 30 } },
  // Issue 19 item 7: played out, the others going on without those who reach the losing score.
  { rules: 'jamaican-french', options: { target: 30, playOut: true, laterPose: 'winner-double' } },
] as const;

async function imported(text: string): Promise<{ view: MatchView; hands: HandView[] }> {
  const view = value<MatchView>(await service.call('importRecord', { text }));
  const hands: HandView[] = [];
  for (const h of view.hands) hands.push(value<HandView>(await service.call('viewHand', { matchId: view.id, hand: h.index })));
  return { view, hands };
}

function value<T>(result: ApiResult<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dominoes-hand-words-'));
  service = openService(join(dir, 'm.sqlite'), { appVersion: '0.0.0' });
  for (const file of matchExampleFiles()) matches.push({ file, ...(await imported(readFileSync(join(examples, file), 'utf8'))) });
  for (const preset of VARIANT_PRESETS) {
    for (let seed = 0; seed < 24; seed++) variants.push(await imported(JSON.stringify(randomFamilyRecord(seed, 40, { ...preset, withDeal: seed % 2 === 0, vary: true }))));
  }
}, 600_000);
afterAll(() => {
  service.close();
  rmSync(dir, { recursive: true, force: true });
});

const sidesOf = (view: MatchView): Sides => ({ seats: view.seats, teams: view.teams });

describe('every hand of every example family, in words', () => {
  it('every result, move and pose has its words in English and Spanish, every placeholder filled', () => {
    expect(matches.map((m) => m.view.rules).sort()).toEqual(
      [
        'chiva', 'cuban', 'cuban-draw', 'doscientos', 'haitian', 'haitian-individual',
        // jamaican-cut-throat.json, jamaican-cut-throat-points.json (the game to 100 by pips) and
        // jamaican-cut-throat-highest-bone.json (the two-player draw game begun by the 6-5);
        // jamaican-french.json and jamaican-french-played-out.json (playOut).
        'jamaican-cut-throat', 'jamaican-cut-throat', 'jamaican-cut-throat', 'jamaican-french', 'jamaican-french', 'jamaican-partner',
        // latin-partnership.json and latin-variants.json.
        'latin-partnership', 'latin-partnership', 'milo', 'puerto-rican-shutout', 'quinientos', 'sudan',
      ],
    );
    for (const [, messages, say, has] of LANGUAGES) {
      for (const { view, hands } of [...matches, ...variants]) {
        const sides = sidesOf(view);
        for (const hand of hands) {
          for (const move of hand.moves) expect(moveWords(say, view.seats, move)).toContain(view.seats[move.seat]!);
          expect(poseWords(say, sides, hand.pose, view.table)).not.toBe('');
          if (!hand.result) continue;
          const words = [howWords(say, sides, hand.result), scoreWords(say, sides, hand.result), ...extraWords(say, sides, hand.result)];
          for (const w of words) expect(w).not.toMatch(/[{}]/);
          for (const tag of resultTags(hand.result)) expect(at(messages, `result.${tag}Tag`)).toBeTypeOf('string');
        }
        expect(targetWords(say, has, view.rules, view.options.target)).toContain(String(view.options.target));
        if (view.winner !== null) expect(finishWords(say, has, view.rules, sides, view.winner, view.score)).toContain(view.score.join('–'));
      }
    }
  });

  it('says what the api says happened: the same winners, points and named events as its English text', () => {
    const say = sayIn(en);
    const seen = new Set<string>();
    for (const { view, hands } of [...matches, ...variants]) {
      const sides = sidesOf(view);
      for (const hand of hands) {
        const r = hand.result;
        if (!r) continue;
        const text = [howWords(say, sides, r), scoreWords(say, sides, r), ...extraWords(say, sides, r)].join(' ');
        for (const note of r.notes) seen.add(note);
        if (r.bonuses.includes('dekabes')) expect(text).toContain('Dekabès');
        if (r.bonuses.includes('milo')) expect(text).toContain('Milo');
        if (r.bonuses.includes('key-bone')) expect(text).toContain('key bone');
        if (r.notes.includes('pollona') && !r.notes.includes('viajera')) expect(text).toContain('pollona');
        if (r.notes.includes('viajera')) expect(text).toContain('viajera');
        if (r.notes.includes('losers-to-zero')) expect(text).toContain('losers go back to 0');
        if (r.notes.includes('reset-all')) expect(text).toContain('all go back to 0');
        if (r.gameBonus) expect(text).toContain(`bonus of ${r.gameBonus}`);
        if (r.outcome === 'redeal') expect(text).toContain('dealt again');
        if (view.rules === 'jamaican-french') {
          // JCTPF: "the numbers on the tiles in each person's hand are added to his running score";
          // the hand's winner scores nothing for it, so no "points" are named.
          if (r.outcome !== 'redeal') for (const [seat, name] of view.seats.entries()) expect(text).toMatch(new RegExp(`${name} ${r.added![seat]}\\b`));
          expect(text).not.toMatch(/scores? \d+ point/);
          // "If a double tile is in an individual's hand then his score for that hand is doubled."
          for (const [seat, added] of r.added!.entries()) {
            // The api says who held a double, and it agrees with the points.
            // (A held 0-0 alone, left in hand where a later hand is posed with another double, adds 0 doubled.)
            expect(added, `${view.rules} hand ${hand.index} seat ${seat}`).toBe((r.heldDouble![seat] ? 2 : 1) * r.pips![seat]!);
            if (r.heldDouble![seat]) expect(text).toContain(`${r.pips![seat]} doubled`);
          }
        } else {
          if (r.winner !== null && !r.bruk && !r.playoffNext) expect(text).toContain(r.points === 0 ? 'score no points' : `${r.points} point`);
          if (r.winner === null && !r.notes.includes('both-score')) expect(text).toMatch(/Nobody scores|Nothing changes/);
        }
        if (r.notes.includes('rounded')) expect(text).toContain(`${r.pipsBeforeDividing} pips, rounded down to ${r.points}`);
        if (r.notes.includes('less-own-pips')) expect(text).toContain(`less the winner's own, ${r.pips![r.seats[0]!]}: ${r.points}`);
        if (r.passBonus?.some((b) => b > 0)) expect(text).toContain('Pass bonuses: ');
        if (r.chuchazo) expect(text).toContain(`chuchazo: ${r.chuchazo} more`);
        if (r.notes.includes('both-score')) expect(text).toMatch(/both teams score the pips they hold: Ann & Cat \d+, Ben & Dan \d+\./);
        if (r.notes.includes('deal-again')) expect(text).toContain('dealt again, and the same player poses');
        if (r.notes.includes('decider')) expect(text).toContain('this hand decided the match');
        if (r.notes.includes('lowest-tied')) expect(text).toContain('tie for the lowest score: the match goes on');
        if (r.why === 'tie-to-last-team-loses') expect(text).toContain('the team that played last loses');
        // Jamaican French `playOut`: who went out, named; the last one in named as the winner.
        if (r.wentOut) {
          seen.add('went-out');
          for (const seat of r.wentOut) expect(text).toContain(view.seats[seat]!);
          expect(text).toContain(r.lastIn === undefined ? 'reached the losing score: out of the match, the others play on' : `${view.seats[r.lastIn]}, the last player in, wins`);
          const spanish = extraWords(sayIn(es), sides, r).join(' ');
          expect(spanish).toContain(r.lastIn === undefined ? 'queda fuera de la partida' : `gana ${view.seats[r.lastIn]}`);
        }
      }
      // Jamaican French: "The player with the lowest score at that point is the winner."
      if (view.rules === 'jamaican-french' && view.winner !== null && view.ranking) {
        // Played out: the last player in wins, the others ranked by the order they went out in.
        const list = view.ranking.map((s, k) => `${k + 1}. ${view.seats[s]}`).join(', ');
        expect(finishWords(say, hasIn(en), view.rules, sides, view.winner, view.score, view.ranking)).toBe(
          `${view.seats[view.winner]} wins the match, the last player left in. Ranking: ${list}. Score: ${view.score.join('–')}.`,
        );
        expect(view.ranking[0]).toBe(view.winner);
        expect(view.out!.map((o) => o.seat).reverse()).toEqual(view.ranking.slice(1));
      } else if (view.rules === 'jamaican-french' && view.winner !== null) {
        expect(finishWords(say, hasIn(en), view.rules, sides, view.winner, view.score)).toBe(`${view.seats[view.winner]} wins the match with the lowest score: ${view.score.join('–')}.`);
        expect(Math.min(...view.score)).toBe(view.score[view.winner]);
      }
    }
    // The random matches reach every note of these families.
    expect(['both-score', 'deal-again', 'decider', 'less-own-pips', 'lowest-tied', 'rounded', 'went-out'].filter((note) => !seen.has(note))).toEqual([]);
    expect(variants.some((m) => m.view.ranking !== undefined)).toBe(true);
    expect(variants.some((m) => m.hands.some((h) => h.result?.chuchazo))).toBe(true);
    expect(variants.some((m) => m.hands.some((h) => h.result?.why === 'tie-to-last-team-loses'))).toBe(true);
  });

  it('a draw reads as a draw, never a pass (Chiva: "Ben draws 2 bones", "Ann draws a bone", "Cat draws 1-1 2-0 2-4")', () => {
    const chiva = matches.find((m) => m.view.rules === 'chiva')!;
    const moves = chiva.hands.flatMap((h) => h.moves).filter((m) => m.kind === 'draw');
    expect(moves.length).toBeGreaterThan(0);
    const words = moves.map((m) => moveWords(sayIn(en), chiva.view.seats, m));
    expect(words).toContain('Ben draws 2 bones');
    expect(words).toContain('Ann draws a bone');
    expect(words).toContain('Cat draws 1-1 2-0 2-4');
    for (const w of words) expect(w).not.toContain('pass');
    for (const m of moves) expect(moveWords(sayIn(es), chiva.view.seats, m)).toContain('roba');
    // The hand Cat threw in before its pose.
    expect(chiva.hands[0]!.status).toBe('redeal');
  });

  it('the examples cover the families\' own ways to end a hand', () => {
    const seen = new Set(matches.flatMap((m) => m.hands.map((h) => h.result?.why)));
    for (const why of ['domino', 'dekabes', 'redeal'] as const) expect(seen).toContain(why);
  });
});

/** A hand's result with only what a case needs; the rest as in a plain domino. */
function result(over: Partial<HandResultView>): HandResultView {
  return {
    outcome: 'blocked', winner: 0, seats: [0], points: 1, keyBone: false, bruk: false, playoffNext: false, pips: [3, 9, 4, 9],
    lastBone: [6, 3], reason: 'fewest-pips', why: 'fewest-pips', bonuses: [], notes: [], text: '', scoreAfter: [1, 0], ...over,
  };
}
const PARTNERS: Sides = { seats: ['Ann', 'Ben', 'Cat', 'Dan'], teams: [[0, 2], [1, 3]] };
const THREE: Sides = { seats: ['Ann', 'Ben', 'Cat'], teams: [[0], [1], [2]] };

describe('each reason the api gives (HandWhy), in words', () => {
  // Every member of HandWhy (api/contract.ts), so a new one fails here until it has words.
  const CASES: readonly [HandWhy, Partial<HandResultView>, string][] = [
    ['domino', { outcome: 'domino' }, 'Ann dominoed with 6-3.'],
    ['key-bone', { outcome: 'domino', keyBone: true, bonuses: ['key-bone'] }, 'Ann dominoed with 6-3, the key bone.'],
    ['dekabes', { outcome: 'domino', bonuses: ['dekabes'] }, 'Ann dominoed with 6-3 on both open ends: Dekabès.'],
    ['milo', { outcome: 'domino', bonuses: ['milo'] }, 'Ann dominoed with 6-3, leaving both ends the same: a Milo.'],
    ['fewest-pips', {}, 'Blocked: Ann has the fewest pips (3).'],
    ['partners-tied', { seats: [0, 2], pips: [4, 9, 4, 9] }, 'Blocked: partners Ann & Cat tie for the fewest pips (4), so their team wins.'],
    ['opponents-tied', { winner: null, seats: [0, 1], pips: [4, 4, 9, 9] }, 'Blocked: opponents Ann & Ben tie for the fewest pips (4): a tied hand.'],
    // Team totals: Ann & Cat hold 3 + 4 = 7.
    ['team-fewest-pips', {}, 'Blocked: Ann & Cat hold the fewer pips (7).'],
    ['teams-tied', { winner: null, pips: [3, 9, 9, 3] }, 'Blocked: both teams hold 12 pips: a tied hand.'],
    ['tie-to-posers', {}, 'Blocked with equal pips: the team that posed, Ann & Cat, wins it.'],
    ['tie-to-more-bones', { winner: 1 }, 'Blocked with equal pips: Ben & Dan, holding more bones, win it.'],
    ['tie-to-last-team', { winner: 1 }, 'Blocked with equal pips: the team that played last, Ben & Dan, wins it.'],
    ['redeal', { outcome: 'redeal', winner: null, seats: [2], points: 0 }, 'Cat throws the hand in: it is dealt again.'],
  ];
  it.each(CASES)('%s', (why, over, english) => {
    const r = result({ why, ...over });
    expect(howWords(sayIn(en), PARTNERS, r)).toBe(english);
    expect(howWords(sayIn(es), PARTNERS, r)).not.toBe(english);
  });

  it('players each for oneself tie as players, not opponents, and score in the singular', () => {
    const say = sayIn(en);
    expect(eachForOneself(THREE)).toBe(true);
    expect(eachForOneself(PARTNERS)).toBe(false);
    expect(howWords(say, THREE, result({ why: 'opponents-tied', winner: null, seats: [0, 2], pips: [4, 8, 4] }))).toBe('Blocked: Ann & Cat tie for the fewest pips (4): a tied hand.');
    expect(scoreWords(say, THREE, result({ winner: 1, points: 2 }))).toBe('Ben scores 2 points.');
    expect(scoreWords(say, PARTNERS, result({ winner: 1, points: 2 }))).toBe('Ben & Dan score 2 points.');
    // Cut Throat: "when everyone has a point, all go back to 0".
    expect(scoreWords(say, THREE, result({ winner: 2, bruk: true, points: 0, notes: ['reset-all'] }))).toBe('Cat wins the hand, and with every player on a point all go back to 0.');
    expect(scoreWords(say, PARTNERS, result({ winner: 0, bruk: true, points: 0 }))).toBe('Ann & Cat win the hand, but they had no points: bruk, the score goes back to 0–0.');
  });

  // Issue 18 item 10: 'a bruk says whose points went back to 0 ("but Tina & Vic had 1 point"), as
  // the referee's report does' (cli/report.ts: "… win the hand, but … had 1 point: bruk").
  it('a bruk names the side whose points went back to 0, and how many it had, in both languages', () => {
    const bruk = result({ winner: 0, bruk: true, points: 0, scoreAfter: [0, 0] });
    expect(scoreWords(sayIn(en), PARTNERS, bruk, [0, 1])).toBe('Ann & Cat win the hand, but Ben & Dan had 1 point: bruk, the score goes back to 0–0.');
    expect(scoreWords(sayIn(en), PARTNERS, result({ winner: 1, bruk: true, points: 0 }), [4, 0])).toBe('Ben & Dan win the hand, but Ann & Cat had 4 points: bruk, the score goes back to 0–0.');
    expect(scoreWords(sayIn(es), PARTNERS, bruk, [0, 1])).toBe('Ann & Cat ganan la mano, pero Ben & Dan tenían 1 punto: bruk, el tanteo vuelve a 0–0.');
  });

  // Issue 25 item 12: "the won play-off says what the referee says (2 points)": it said "score 1 point",
  // what the play-off adds to 1-1, where the referee says "win the play-off and have 2 points".
  it('a won play-off says its winners have 2 points, as the referee does, in the api’s words too', async () => {
    expect(scoreWords(sayIn(en), PARTNERS, result({ winner: 0, points: 1, playoff: true, scoreAfter: [2, 0] }))).toBe('Ann & Cat win the play-off and have 2 points.');
    expect(scoreWords(sayIn(es), PARTNERS, result({ winner: 0, points: 1, playoff: true, scoreAfter: [2, 0] }))).toBe('Ann & Cat ganan el desempate y tienen 2 puntos.');
    // A random match of the partner game with the play-off, through the api: its won play-off is marked, and said so.
    let seen = 0;
    for (let seed = 0; seed < 40 && seen === 0; seed++) {
      const { view, hands } = await imported(JSON.stringify(randomFamilyRecord(seed, 40, { rules: 'jamaican-partner', options: { playoffAtOneOne: true } })));
      for (const h of hands) {
        const r = h.result;
        const before = view.hands[h.index - 1]?.result?.scoreAfter;
        if (r === null || !(before?.[0] === 1 && before[1] === 1) || r.winner === null || !view.hands[h.index - 1]?.result?.playoffNext) continue;
        expect(r.playoff).toBe(true);
        expect(r.text).toContain('win the play-off and have 2 points');
        expect(scoreWords(sayIn(en), sidesOf(view), r)).toMatch(/ win the play-off and have 2 points\.$/);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  // Issue 25 item 12: "worth 2 points after the tied hand" after a single tie (it said "the tied hands").
  it('what the next hand is worth after tied hands counts them: the tied hand, 2 tied hands', () => {
    expect(sayIn(en)('table.worthNext', { points: 2, n: 1 })).toBe('Worth 2 points after the tied hand.');
    expect(sayIn(en)('table.worthNext', { points: 3, n: 2 })).toBe('Worth 3 points after 2 tied hands.');
    expect(sayIn(es)('table.worthNext', { points: 2, n: 1 })).toBe('Vale 2 puntos tras la mano empatada.');
    // The api counts them: docs/examples/jamaican-partner.json ends on a tied hand.
    const tied = matches.find((m) => m.file === 'jamaican-partner.json')!.view;
    expect(tied.nextHand).toMatchObject({ value: 2, ties: 1 });
  });

  it('names the extras: pips divided by 10, a Quinientos game bonus, the losers to 0, a pollona or viajera', () => {
    const say = sayIn(en);
    expect(extraWords(say, PARTNERS, result({ points: 3, notes: ['divided'], pipsBeforeDividing: 39 }))).toEqual(['39 pips, divided by 10: 3.']);
    expect(extraWords(say, PARTNERS, result({ points: 130, gameBonus: 100 }))).toEqual(['With the bonus of 100 for winning one of the first four games.']);
    expect(extraWords(say, PARTNERS, result({ notes: ['losers-to-zero'] }))).toEqual(['The losers go back to 0.']);
    expect(extraWords(say, PARTNERS, result({ notes: ['pollona', 'viajera'] }))).toEqual(['A viajera: the target reached in one hand while the others have none.']);
    expect(resultTags(result({ notes: ['pollona'], bonuses: ['dekabes'] }))).toEqual(['dekabes', 'pollona']);
    expect(resultTags(result({ bruk: true, notes: ['reset-all'] }))).toEqual(['resetAll']);
    expect(resultTags(result({ bruk: true }))).toEqual(['bruk']);
  });

  it('every side\'s score, and who poses as the api says (holder, team, seats, anyone)', () => {
    const say = sayIn(en);
    expect(scoreLine(THREE, [2, 0, 1])).toBe('Ann 2 – Ben 0 – Cat 1');
    expect(scoreLine(PARTNERS, [3, 1])).toBe('Ann & Cat 3 – Ben & Dan 1');
    expect(poseWords(say, PARTNERS, { who: 'holder', seats: [0, 1, 2, 3], bone: [6, 6], forced: true })).toBe('The holder of the 6-6 poses it.');
    expect(poseWords(say, PARTNERS, { who: 'team', seats: [1, 3], team: 1, forced: false })).toBe('Ben & Dan pose, with any bone.');
    expect(poseWords(say, PARTNERS, { who: 'seats', seats: [2], forced: false })).toBe('Cat poses, with any bone.');
    expect(poseWords(say, PARTNERS, { who: 'seats', seats: [0, 2], forced: false })).toBe('One of Ann / Cat poses, with any bone.');
    // Cut Throat: the last winner poses, a side of one.
    expect(poseWords(say, THREE, { who: 'team', seats: [2], team: 2, forced: false })).toBe('Cat poses, with any bone.');
    expect(poseWords(say, PARTNERS, { who: 'anyone', seats: [0, 1, 2, 3], forced: false })).toBe('Anyone may pose.');
  });

  it('the target reads per family, with shared words for a family the screens do not know yet', () => {
    const say = sayIn(en);
    const has = hasIn(en);
    expect(targetWords(say, has, 'cuban', 100)).toContain('first team to 100 points');
    expect(targetWords(say, has, 'jamaican-partner', 6)).toContain('Six-love');
    // Issue 19 item 4: a plain race is no six-love.
    expect(targetWords(say, has, 'jamaican-partner', 6, true)).toBe('A plain race: the first side to 6 points wins, whatever the other has.');
    expect(targetWords(sayIn(es), hasIn(es), 'jamaican-partner', 6, true)).toBe('Una carrera: gana la primera pareja que llega a 6 puntos, tenga lo que tenga la otra.');
    expect(targetWords(say, has, 'cuban', 100, true)).toContain('first team to 100 points');
    expect(targetWords(say, has, 'no-such-family', 7)).toBe('Played to 7.');
    expect(finishWords(say, has, 'jamaican-partner', PARTNERS, 0, [6, 0])).toBe('Six-love! Ann & Cat win 6–0.');
    expect(finishWords(say, has, 'jamaican-cut-throat', THREE, 1, [1, 3, 0])).toBe('Ben wins the match: 1–3–0.');
  });
});

describe('the newest families and options, in words (issue 6: Lankford, Jamaican French, the Latin variants)', () => {
  const FOUR: Sides = { seats: ['Ann', 'Ben', 'Cat', 'Dan'], teams: [[0], [1], [2], [3]] };
  const [enSay, esSay] = [sayIn(en), sayIn(es)];

  it('Jamaican French: every player adds the pips he holds, doubled with a double; the lowest score wins', () => {
    // docs/examples/jamaican-french.json, hand 2: Dan holds 26 pips with a double, so adds 52.
    const r = result({ winner: 2, seats: [2], points: 0, pips: [19, 19, 10, 26], added: [19, 19, 10, 52], heldDouble: [false, false, false, true], scoreAfter: [35, 19, 18, 55] });
    // The words follow the api's `heldDouble`, not arithmetic on the points.
    expect(scoreWords(enSay, FOUR, { ...r, heldDouble: [false, false, false, false] })).not.toContain('doubled');
    expect(scoreWords(enSay, FOUR, r)).toBe('Each player adds the pips left in his hand: Ann 19, Ben 19, Cat 10, Dan 52 (26 doubled, for a double held).');
    expect(scoreWords(esSay, FOUR, r)).toBe('Cada jugador se suma los puntos que le quedan en la mano: Ann 19, Ben 19, Cat 10, Dan 52 (26 por dos, por quedarse con un doble).');
    expect(extraWords(enSay, FOUR, result({ ...r, notes: ['lowest-tied'] }))).toEqual(['The losing score is reached, but players tie for the lowest score: the match goes on.']);
    // Issue 25 item 13: the replay of a tie adds 2 to its winner and nothing to the others, so the
    // sentence lists what each added, not pips held (nor a doubling).
    const replay = result({ ...r, added: [0, 0, 2, 10], notes: ['replay-two', 'pass-penalty'] });
    expect(scoreWords(enSay, FOUR, replay)).toBe('Each player adds: Ann 0, Ben 0, Cat 2, Dan 10.');
    expect(scoreWords(esSay, FOUR, replay)).toBe('Cada jugador se suma: Ann 0, Ben 0, Cat 2, Dan 10.');
    expect(scoreWords(enSay, FOUR, result({ ...replay, notes: ['tied-block-nothing'] }))).toBe('Each player adds: Ann 0, Ben 0, Cat 2, Dan 10.');
    expect(targetWords(enSay, hasIn(en), 'jamaican-french', 50)).toBe('Every player adds the pips left in his hand, doubled if he holds a double; the first to reach 50 loses, and the lowest score wins.');
    // The finish is the family's own even when the others have points (not six-love's rule).
    expect(finishWords(enSay, hasIn(en), 'jamaican-french', FOUR, 2, [35, 19, 18, 55])).toBe('Cat wins the match with the lowest score: 35–19–18–55.');
    expect(finishWords(esSay, hasIn(es), 'jamaican-french', FOUR, 2, [35, 19, 18, 55])).toBe('Cat gana la partida con el tanteo más bajo: 35–19–18–55.');
    // A play names its arm as the table does.
    const move = { index: 3, seat: 1, bone: [3, 0] as const, end: 'east' as const, pass: false, kind: 'play' as const, draw: null, text: '' };
    expect(moveWords(enSay, FOUR.seats, move)).toBe('Ben 3-0, east');
    expect(moveWords(esSay, FOUR.seats, move)).toBe('Ben 3-0, este');
  });

  it('Lankford: the winner scores the opponents\' pips less his own', () => {
    // docs/examples/cuban-draw.json, hand 2: Ben blocks with 6 pips against 14 and 22.
    const r = result({ winner: 1, seats: [1], points: 30, pips: [14, 6, 22], notes: ['less-own-pips'] });
    const three: Sides = { seats: ['Ann', 'Ben', 'Cat'], teams: [[0], [1], [2]] };
    expect(extraWords(enSay, three, r)).toEqual(["The opponents' pips, 36, less the winner's own, 6: 30."]);
    expect(extraWords(esSay, three, r)).toEqual(['Los puntos de los rivales, 36, menos los del ganador, 6: 30.']);
    expect(targetWords(esSay, hasIn(es), 'cuban-draw', 100)).toContain('menos los suyos');
  });

  it('the Latin variants: rounding, pass bonuses, both teams scoring a block, a tie dealt again, a deciding hand, the chuchazo', () => {
    // docs/examples/latin-variants.json, hand 1: 14 pips rounded down to 10, pass bonuses 10-20.
    const r = result({ outcome: 'domino', why: 'domino', winner: 1, seats: [1], points: 10, notes: ['rounded'], pipsBeforeDividing: 14, added: [10, 30], passBonus: [10, 20] });
    expect(extraWords(enSay, PARTNERS, r)).toEqual(['14 pips, rounded down to 10.', 'Pass bonuses: Ann & Cat 10, Ben & Dan 20.']);
    expect(extraWords(esSay, PARTNERS, r)).toEqual(['14 puntos, redondeados hacia abajo: 10.', 'Premios por pase: Ann & Cat 10, Ben & Dan 20.']);
    // A tie: nobody wins the hand, but both teams score their pips (and its passes still count).
    const tie = result({ why: 'teams-tied', winner: null, points: 0, notes: ['both-score'], added: [12, 12] });
    expect(scoreWords(enSay, PARTNERS, tie)).toBe('In a block both teams score the pips they hold: Ann & Cat 12, Ben & Dan 12.');
    expect(extraWords(enSay, PARTNERS, tie)).toEqual([]);
    expect(scoreWords(enSay, PARTNERS, result({ winner: null, passBonus: [0, 20], added: [0, 20] }))).toBe('Nobody scores for the hand itself.');
    expect(extraWords(esSay, PARTNERS, result({ winner: null, notes: ['deal-again'] }))).toEqual(['El empate no cuenta: se revuelven las fichas, se reparte de nuevo y sale el mismo jugador.']);
    expect(extraWords(enSay, PARTNERS, result({ notes: ['decider'] }))).toEqual(['Both teams had reached the target with equal totals, so this hand decided the match.']);
    const chuchazo = result({ outcome: 'domino', why: 'domino', points: 130, lastBone: [0, 0], chuchazo: 100 });
    expect(extraWords(esSay, PARTNERS, chuchazo)).toEqual(['Con chuchazo: 100 más por pegarse con la chucha (el 0-0).']);
    expect(resultTags(chuchazo)).toEqual(['chuchazo']);
    expect(howWords(esSay, PARTNERS, result({ why: 'tie-to-last-team-loses', winner: 0 }))).toBe('Tranque con puntos iguales: pierde la pareja que jugó última, así que la gana Ann & Cat.');
    // Issue 19 items 7 and 8: the notes of the new options, in both languages.
    expect(extraWords(enSay, PARTNERS, result({ why: 'fewest-pips', winner: 0, points: 8, notes: ['difference'] }))).toEqual(["The difference of the teams' pips: 8."]);
    expect(extraWords(esSay, PARTNERS, result({ why: 'fewest-pips', winner: 0, points: 8, notes: ['difference'] }))).toEqual(['La diferencia entre los puntos de las dos parejas: 8.']);
    expect(extraWords(esSay, PARTNERS, result({ why: 'domino', winner: 0, notes: ['quadrupled-out'] }))).toEqual(['Dominó con un doble: los demás suman cuatro veces lo que sumarían.']);
    // A tied block adds nobody's pips; the pass penalties still count there (issue 25 item 14).
    expect(extraWords(enSay, PARTNERS, result({ why: 'opponents-tied', winner: null, notes: ['tied-block-nothing'] }))).toEqual(['A tied block: nobody adds the pips he holds.']);
    // Issue 25 item 14 (passPenalty, YaadDominoes): a player's third pass in a row, a bone nobody else could answer.
    expect(extraWords(enSay, PARTNERS, result({ why: 'domino', winner: 2, notes: ['pass-penalty'] }))).toEqual([
      'Pass penalties of 10: for a player’s third pass in a row, and to each of the others for a bone none of them could answer.',
    ]);
    expect(extraWords(esSay, PARTNERS, result({ why: 'domino', winner: 2, notes: ['pass-penalty'] }))).toEqual([
      'Castigos de 10 por pasar: por el tercer pase seguido de un jugador, y a cada uno de los demás por una ficha que ninguno pudo contestar.',
    ]);
    // Issue 25 item 13 (tieReplay "two", YaadDominoes): the hand after a tied block, worth 2 to its winner.
    expect(extraWords(enSay, PARTNERS, result({ why: 'domino', winner: 2, notes: ['replay-two'] }))).toEqual(['The replay of a tie, worth 2 to its winner: nobody else adds anything for it.']);
    expect(extraWords(esSay, PARTNERS, result({ why: 'domino', winner: 2, notes: ['replay-two'] }))).toEqual(['La repetición de un empate, que vale 2 para quien la gana: nadie más suma nada por ella.']);
    // Issue 19 item 10 (LeoDomino's Haitian game): Ben and Cat tie, Ben is seated first.
    const lowerSeat = result({ why: 'tie-to-lower-seat', winner: 1, seats: [2, 1] });
    expect(howWords(enSay, PARTNERS, lowerSeat)).toBe('Blocked with equal pips: Ben, seated first of the tied players, wins it for Ben & Dan.');
    expect(howWords(esSay, PARTNERS, lowerSeat)).toBe('Tranque con puntos iguales: Ben, que se sienta antes entre los empatados, lo gana para Ben & Dan.');
  });

  it('a pose that must be a double says so (latin-partnership.txt "every deal must be started with a double")', () => {
    expect(poseWords(enSay, PARTNERS, { who: 'seats', seats: [1, 3], forced: false, double: true })).toBe('One of Ben / Dan poses: a double if either holds one, otherwise any bone.');
    expect(poseWords(esSay, PARTNERS, { who: 'team', seats: [1, 3], team: 1, forced: false, double: true })).toBe('Salen Ben & Dan: con un doble si alguno lo tiene; si no, con cualquier ficha.');
  });

  it('the draw games\' highest-bone start says the highest bone begins when no double was dealt (issue 19 item 12, HendyDom)', () => {
    const two: Sides = { seats: ['Ann', 'Ben'], teams: [[0], [1]] };
    const pose = { who: 'highest-bone', seats: [0, 1], forced: true } as const;
    expect(poseWords(enSay, two, pose)).toBe('The holder of the highest double dealt poses it; with no double dealt, the holder of the highest bone (6-5, then 6-4 …).');
    expect(poseWords(esSay, two, pose)).toBe('Sale quien tenga el doble más alto repartido, con ese doble; si no se repartió ningún doble, quien tenga la ficha más alta (6-5, luego 6-4 …).');
    // With the deal the api names the holder of that bone.
    expect(poseWords(enSay, two, { who: 'holder', seats: [1], bone: [6, 5], forced: true })).toBe('Ben holds the 6-5 and poses it.');
  });

  it('Jamaican French laterPose "winner-double": the last winner poses any double, or the next who holds one (issue 19 item 7)', () => {
    const four: Sides = { seats: ['Ann', 'Ben', 'Cat', 'Dan'], teams: [[0], [1], [2], [3]] };
    // Without the deal: Ben is due; the seats in order after him may turn out to pose.
    expect(poseWords(enSay, four, { who: 'any-double', seats: [1, 2, 3, 0], forced: false })).toBe('Ben poses any double he holds; without one, the next player who has one.');
    expect(poseWords(esSay, four, { who: 'any-double', seats: [1, 2, 3, 0], forced: false })).toBe('Ben sale con cualquier doble que tenga; si no tiene, el siguiente jugador que tenga uno.');
    // With the deal the seat is known (Ben holds none, Cat does).
    expect(poseWords(enSay, four, { who: 'any-double', seats: [2], forced: false })).toBe('Cat poses, with any double he holds.');
    expect(poseWords(esSay, four, { who: 'any-double', seats: [2], forced: false })).toBe('Cat sale, con cualquier doble que tenga.');
  });

  it("Lankford's pose is a double, drawn for (cuban.txt: \"The first player must begin with a double, drawing tiles if necessary until a double is obtained\")", () => {
    const three: Sides = { seats: ['Ann', 'Ben', 'Cat'], teams: [[0], [1], [2]] };
    const lankford = { openWithDouble: true };
    // The last hand's winner poses the next (our reading, docs/rules.md); a tied block: the others.
    expect(poseWords(enSay, three, { who: 'seats', seats: [2], forced: false }, lankford)).toBe('Cat poses a double, drawing until he has one.');
    expect(poseWords(esSay, three, { who: 'seats', seats: [2], forced: false }, lankford)).toBe('Sale Cat con un doble, robando hasta tener uno.');
    expect(poseWords(enSay, three, { who: 'seats', seats: [0, 2], forced: false }, lankford)).toBe('One of Ann / Cat poses a double, drawing until he has one.');
    expect(poseWords(enSay, three, { who: 'anyone', seats: [0, 1, 2], forced: false }, lankford)).toBe('Anyone may pose: a double, drawing until he has one.');
    expect(poseWords(esSay, three, { who: 'anyone', seats: [0, 1, 2], forced: false }, lankford)).toBe('Puede salir cualquiera: con un doble, robando hasta tener uno.');
    // Without that rule the same seat poses any bone.
    expect(poseWords(enSay, three, { who: 'seats', seats: [2], forced: false }, { openWithDouble: false })).toBe('Cat poses, with any bone.');
  });

  it('what the next hand is worth, in the family\'s way of scoring: points for hands won, the pips where pips are scored', () => {
    const [enHas, esHas] = [hasIn(en), hasIn(es)];
    expect(worthWords(enSay, enHas, 'jamaican-partner', 'block', 1)).toBe('Worth 1 point');
    expect(worthWords(enSay, enHas, 'haitian', 'block', 2)).toBe('Worth 2 points');
    // JCTPF: "the numbers on the tiles in each person's hand are added to his running score".
    expect(worthWords(enSay, enHas, 'jamaican-french', 'bones', 1)).toBe('Every player adds the pips left in his hand (doubled if he holds a double): the lowest score is best.');
    expect(worthWords(esSay, esHas, 'jamaican-french', 'bones', 1)).toContain('el tanteo más bajo es el mejor');
    // LANKFORD: "The winner scores the total pip count of their opponents' unplayed tiles less the pip count of their own tiles".
    expect(worthWords(enSay, enHas, 'cuban-draw', 'always', 1)).toBe("The winner scores his opponents' pips less his own.");
    expect(worthWords(esSay, esHas, 'cuban-draw', 'always', 1)).toBe('El ganador se anota los puntos de sus rivales menos los suyos.');
    expect(worthWords(enSay, enHas, 'sudan', 'always', 1)).toBe('Scored by the pips left at its end.');
    // Every example family: a count of points only where hands score points (the table asks for
    // the bones left only after a block), never where the pips are the score.
    for (const [, , say, has] of LANGUAGES) {
      for (const { view } of matches) {
        const words = worthWords(say, has, view.rules, view.table.holdings, 1);
        if (view.table.holdings === 'block') expect(words, view.rules).toMatch(/1/);
        else expect(words, view.rules).not.toMatch(/\d/);
      }
    }
    expect(matches.filter((m) => m.view.table.holdings !== 'block').map((m) => m.view.rules).sort()).toEqual(
      // jamaican-cut-throat-points.json; jamaican-french.json and jamaican-french-played-out.json.
      ['cuban', 'cuban-draw', 'doscientos', 'jamaican-cut-throat', 'jamaican-french', 'jamaican-french', 'latin-partnership', 'latin-partnership', 'quinientos', 'sudan'],
    );
  });
});
