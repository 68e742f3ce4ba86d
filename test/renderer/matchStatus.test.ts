/**
 * The Matches list's status (issue 5: "the list of matches in the database (players, rule family,
 * score, in progress or won …)"): in progress names the hand in play as the table numbers it, or
 * the hand to start next; a match won says in how many hands played. Not the hands started.
 */
import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import type { MatchSummary } from '../../api/contract.ts';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import { matchStatusText } from '../../renderer/src/matchStatus.ts';

const BASE: MatchSummary = {
  id: 1,
  rules: 'jamaican-partner',
  seats: ['Ann', 'Ben', 'Cat', 'Dan'],
  teams: [[0, 2], [1, 3]],
  score: [0, 0],
  status: 'in-progress',
  winner: null,
  hands: 0,
  handInPlay: null,
  handsPlayed: 0,
  updatedAt: '2026-11-23T20:14:03.120Z',
};

describe('the status of a match in the Matches list', () => {
  const i18n = createI18n({ legacy: false, locale: 'en', fallbackLocale: 'en', messages: { en, es } });
  const { t } = i18n.global;
  const say = (locale: 'en' | 'es') => (key: string, params: Record<string, string | number> = {}, plural?: number) =>
    plural === undefined ? t(key, params, { locale }) : t(key, params, { locale, plural });

  it('not started, the hand in play, the hand to start next, won in so many hands', () => {
    const cases: [Partial<MatchSummary>, string, string][] = [
      [{}, 'Not started', 'Sin empezar'],
      // Hand 3 in play (or over and waiting for the bones left): 3 hands started.
      [{ hands: 3, handInPlay: 2, handsPlayed: 2 }, 'In progress, hand 3', 'En juego, mano 3'],
      // Two hands over, the third not started yet: the list said "hand 2" before.
      [{ hands: 2, handInPlay: null, handsPlayed: 2 }, 'In progress, hand 3 to start', 'En juego, falta empezar la mano 3'],
      // Seven hands, one of them thrown in: six played.
      [{ hands: 7, handsPlayed: 6, status: 'won', winner: 1, score: [0, 6] }, 'Won by Ben & Dan in 6 hands', 'Ganada por Ben & Dan en 6 manos'],
      [{ hands: 1, handsPlayed: 1, status: 'won', winner: 0, score: [6, 0] }, 'Won by Ann & Cat in 1 hand', 'Ganada por Ann & Cat en 1 mano'],
    ];
    for (const [summary, english, spanish] of cases) {
      const m = { ...BASE, ...summary };
      const winners = m.winner === null ? '' : m.winner === 0 ? 'Ann & Cat' : 'Ben & Dan';
      expect(matchStatusText(m, winners, say('en'))).toBe(english);
      expect(matchStatusText(m, winners, say('es'))).toBe(spanish);
    }
  });
});
