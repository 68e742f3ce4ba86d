/**
 * The few words every printed sheet shares: the event's date as the language writes it, and the
 * header line at the top of each page (name, date, venue, round).
 */
import { useI18n } from 'vue-i18n';

/** "26 November 2026" / "26 de noviembre de 2026": the stored YYYY-MM-DD, read as that day wherever the printer is. */
export function printedDate(date: string, locale: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (day === null) return date;
  const when = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(when);
}

export interface HeaderEvent {
  readonly name: string;
  readonly date: string;
  readonly venue?: string | null | undefined;
}

export function usePrintWords() {
  const { t, locale } = useI18n();
  /** The page header: the event, its date and venue, and the round when the sheet is of one. */
  function header(event: HeaderEvent, round: number | null): string {
    const parts = [event.name, printedDate(event.date, locale.value)];
    if (event.venue) parts.push(event.venue);
    if (round !== null) parts.push(t('print.roundN', { n: round }));
    return parts.join(' · ');
  }
  /** "Seat 3": record seats are 0-based, organizers count from 1. */
  function seat(index: number | null): string {
    return index === null ? '—' : t('print.seatN', { n: index + 1 });
  }
  return { header, seat };
}
