/**
 * The hand in words (renderer/src/handWords.ts), for every family, in English and Spanish: each
 * example match of docs/examples/ is imported through the api and every hand's result, move and
 * pose is put in words from the api's facts (`why`, `bonuses`, `notes`), the way the table's
 * result panel, the scoreboard and the replay show them.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
} from '../../renderer/src/handWords.ts';
import { EXAMPLES_WITHOUT_WORDS } from './words-pending.ts';
import type { Say, Sides } from '../../renderer/src/handWords.ts';

type Messages = Readonly<Record<string, unknown>>;

function at(messages: Messages, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, k) => (node as Messages | undefined)?.[k], messages);
  return typeof value === 'string' ? value : undefined;
}

/** vue-i18n's `t` over one locale file: a missing key is a failure here, not a fallback. */
function sayIn(messages: Messages): Say {
  return (key, named = {}, plural) => {
    const message = at(messages, key);
    if (message === undefined) throw new Error(`no message ${key}`);
    const forms = message.split(' | ');
    const form = plural === undefined || forms.length === 1 ? forms[0]! : forms.length === 2 ? forms[plural === 1 ? 0 : 1]! : forms[Math.min(plural, 2)]!;
    return form.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!(name in named)) throw new Error(`${key}: no value for {${name}}`);
      return String(named[name]);
    });
  };
}
const hasIn = (messages: Messages) => (key: string) => at(messages, key) !== undefined;
const LANGUAGES = [
  ['en', en, sayIn(en), hasIn(en)],
  ['es', es, sayIn(es), hasIn(es)],
] as const;

const examples = resolve(import.meta.dirname, '../../docs/examples');
let dir = '';
let service: Service;
/** Each example match as the screens get it, with every hand in full. */
const matches: { file: string; view: MatchView; hands: HandView[] }[] = [];

function value<T>(result: ApiResult<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dominoes-hand-words-'));
  service = openService(join(dir, 'm.sqlite'), { appVersion: '0.0.0' });
  for (const file of readdirSync(examples).filter((f) => f.endsWith('.json') && !EXAMPLES_WITHOUT_WORDS.has(f)).sort()) {
    const view = value<MatchView>(await service.call('importRecord', { text: readFileSync(join(examples, file), 'utf8') }));
    const hands: HandView[] = [];
    for (const h of view.hands) hands.push(value<HandView>(await service.call('viewHand', { matchId: view.id, hand: h.index })));
    matches.push({ file, view, hands });
  }
});
afterAll(() => {
  service.close();
  rmSync(dir, { recursive: true, force: true });
});

const sidesOf = (view: MatchView): Sides => ({ seats: view.seats, teams: view.teams });

describe('every hand of every example family, in words', () => {
  it('every result, move and pose has its words in English and Spanish, every placeholder filled', () => {
    expect(matches.map((m) => m.view.rules).sort()).toEqual(
      ['chiva', 'cuban', 'doscientos', 'haitian', 'haitian-individual', 'jamaican-cut-throat', 'jamaican-partner', 'latin-partnership', 'milo', 'puerto-rican-shutout', 'quinientos', 'sudan'],
    );
    for (const [, messages, say, has] of LANGUAGES) {
      for (const { view, hands } of matches) {
        const sides = sidesOf(view);
        for (const hand of hands) {
          for (const move of hand.moves) expect(moveWords(say, view.seats, move)).toContain(view.seats[move.seat]!);
          expect(poseWords(say, sides, hand.pose)).not.toBe('');
          if (!hand.result) continue;
          const words = [howWords(say, sides, hand.result), scoreWords(say, sides, hand.result), ...extraWords(say, hand.result)];
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
    for (const { view, hands } of matches) {
      const sides = sidesOf(view);
      for (const hand of hands) {
        const r = hand.result;
        if (!r) continue;
        const text = [howWords(say, sides, r), scoreWords(say, sides, r), ...extraWords(say, r)].join(' ');
        if (r.bonuses.includes('dekabes')) expect(text).toContain('Dekabès');
        if (r.bonuses.includes('milo')) expect(text).toContain('Milo');
        if (r.bonuses.includes('key-bone')) expect(text).toContain('key bone');
        if (r.notes.includes('pollona') && !r.notes.includes('viajera')) expect(text).toContain('pollona');
        if (r.notes.includes('viajera')) expect(text).toContain('viajera');
        if (r.notes.includes('losers-to-zero')) expect(text).toContain('losers go back to 0');
        if (r.notes.includes('reset-all')) expect(text).toContain('all go back to 0');
        if (r.gameBonus) expect(text).toContain(`bonus of ${r.gameBonus}`);
        if (r.outcome === 'redeal') expect(text).toContain('dealt again');
        if (r.winner !== null && !r.bruk && !r.playoffNext) expect(text).toContain(`${r.points} point`);
        if (r.winner === null) expect(text).toMatch(/Nobody scores|Nothing changes/);
      }
    }
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

  it('names the extras: pips divided by 10, a Quinientos game bonus, the losers to 0, a pollona or viajera', () => {
    const say = sayIn(en);
    expect(extraWords(say, result({ points: 3, notes: ['divided'], pipsBeforeDividing: 39 }))).toEqual(['39 pips, divided by 10: 3.']);
    expect(extraWords(say, result({ points: 130, gameBonus: 100 }))).toEqual(['With the bonus of 100 for winning one of the first four games.']);
    expect(extraWords(say, result({ notes: ['losers-to-zero'] }))).toEqual(['The losers go back to 0.']);
    expect(extraWords(say, result({ notes: ['pollona', 'viajera'] }))).toEqual(['A viajera: the target reached in one hand while the others have none.']);
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
    expect(targetWords(say, has, 'no-such-family', 7)).toBe('Played to 7.');
    expect(finishWords(say, has, 'jamaican-partner', PARTNERS, 0, [6, 0])).toBe('Six-love! Ann & Cat win 6–0.');
    expect(finishWords(say, has, 'jamaican-cut-throat', THREE, 1, [1, 3, 0])).toBe('Ben wins the match: 1–3–0.');
  });
});
