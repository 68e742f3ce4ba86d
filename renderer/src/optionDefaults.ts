/**
 * The options of the new-match and new-event forms as the scorekeeper changes them. An option
 * whose default follows another's choice (the api's `OptionView.defaultWhen`: Cut Throat's target,
 * 6 by hands won or 100 by pips; Sudan's, 51 or 101) takes its new default when that choice is
 * made, or the form would send a match to 6 pips. An option the chosen seat count does not show
 * (the two-player deal, Cut Throat's game to 100 for four) goes back to its default, so a choice
 * made and then hidden is never sent and refused. Pure, so unit tests load it under Node.
 */
import type { OptionView, PresetView } from '../../api/contract.ts';

export type OptionValues = Record<string, string | number | boolean>;

/** Whether the form shows an option at this many seats. */
export function shownAt(o: OptionView, seats: number): boolean {
  return o.seats === undefined || o.seats.includes(seats);
}

/** Whether a setting clubs play (PresetView) is what these options make: each of its options at its value. */
export function presetChosen(p: Pick<PresetView, 'options'>, values: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(p.options).every(([id, value]) => values[id] === value);
}

/** An option's default under the values chosen so far. */
export function defaultUnder(o: OptionView, values: Readonly<OptionValues>): string | number | boolean {
  return o.defaultWhen?.find((w) => values[w.option] === w.value)?.default ?? o.default;
}

/** The ids whose values differ between two snapshots of the form's options. */
export function changedIds(now: Readonly<OptionValues>, before: Readonly<OptionValues> | undefined): string[] {
  return Object.keys(now).filter((id) => before === undefined || now[id] !== before[id]);
}

/** After `changed` took a new value: every option whose default follows it takes its default under it. */
export function followDefaults(options: readonly OptionView[], values: OptionValues, changed: readonly string[]): void {
  for (const o of options) {
    if (o.defaultWhen?.some((w) => changed.includes(w.option))) values[o.id] = defaultUnder(o, values);
  }
}

/** At a new seat count: the options not shown go back to their defaults (and those following them). */
export function resetHidden(options: readonly OptionView[], values: OptionValues, seats: number): void {
  const hidden = options.filter((o) => !shownAt(o, seats) && values[o.id] !== o.default);
  for (const o of hidden) values[o.id] = o.default;
  followDefaults(options, values, hidden.map((o) => o.id));
}
