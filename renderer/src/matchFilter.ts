/**
 * The matches list narrowed down (issue 18 item 9: "search by player and filter by date"): by a
 * player's name, any part of it, without regard to case or accents ("jose" finds "José"), and by
 * the day the match last changed, from and to (both days included, in the computer's own time
 * zone, as the list shows the date). Pure, so it is tested without a browser.
 */
import type { MatchSummary } from '../../api/contract.ts';

export interface MatchFilter {
  /** Part of a player's name; '' for every match. */
  readonly player: string;
  /** The first day, 'YYYY-MM-DD' (an `<input type="date">`'s value); '' for no limit. */
  readonly from: string;
  /** The last day, 'YYYY-MM-DD'; '' for no limit. */
  readonly to: string;
}

export const NO_FILTER: MatchFilter = { player: '', from: '', to: '' };

/** A name as it is searched: lower case, accents off, spaces folded. */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The local day of an ISO 8601 instant, 'YYYY-MM-DD'. */
export function localDay(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The matches that fit the filter, in the list's order. */
export function filterMatches<M extends Pick<MatchSummary, 'seats' | 'updatedAt'>>(list: readonly M[], filter: MatchFilter): M[] {
  const player = searchable(filter.player);
  return list.filter((m) => {
    if (player !== '' && !m.seats.some((name) => searchable(name).includes(player))) return false;
    const day = localDay(m.updatedAt);
    if (filter.from !== '' && day < filter.from) return false;
    if (filter.to !== '' && day > filter.to) return false;
    return true;
  });
}
