/**
 * An event set up through the api for the end-to-end tests of the organizer's screens, which
 * then open its pages: pairs typed as a person types them ("Ann & Abe", the two players split at
 * the "&"), round 1 drawn.
 */
import type { ApiInputs, EventView, RoundAnswer } from '../../api/contract.ts';
import { api } from './app.ts';

/** A pairs event of `pairs` (Jamaican Partner, one game a round, a round robin unless `settings` say otherwise), round 1 drawn. */
export async function pairsEvent(url: string, pairs: readonly string[], settings: Partial<ApiInputs['createEvent']> = {}): Promise<EventView> {
  const created = await api<EventView>(url, 'createEvent', {
    name: 'Thursday club night',
    date: '2026-11-26',
    rules: 'jamaican-partner',
    entry: 'pairs',
    round: { games: 1 },
    pairing: 'round-robin',
    entrants: pairs.map((name) => ({ name, players: name.replace(/^.*: /, '').split(' & ') })),
    ...settings,
  });
  return (await api<RoundAnswer>(url, 'drawRound', { eventId: created.id })).event;
}
