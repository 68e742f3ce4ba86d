/**
 * The event examples in docs/ are real (issue 17: "Document it in docs/event-format.md with a
 * complete example in docs/examples/"): every docs/examples/event-*.json passes the event check,
 * is written exactly as writeEvent writes it, and between them they show what the issue asks of
 * an example: a game recorded bone by bone, paper games, a game stopped by the clock, a penalty,
 * a bye and a forfeit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkEventText, parseEvent, writeEvent } from '../../domain/events/format.ts';
import type { EventFile } from '../../domain/events/types.ts';

const root = resolve(import.meta.dirname, '../..');
const examplesDir = resolve(root, 'docs/examples');
const examples = readdirSync(examplesDir).filter((f) => f.startsWith('event-') && f.endsWith('.json')).sort();
const read = (name: string): EventFile => {
  const parsed = parseEvent(readFileSync(resolve(examplesDir, name), 'utf8'));
  if (!parsed.ok) throw new Error(`${parsed.error.field}: ${parsed.error.message}`);
  return parsed.value;
};

describe('docs/examples/event-*.json', () => {
  it('has the club night and the rotating partners night', () => {
    expect(examples).toEqual(['event-club-night.json', 'event-rotating.json']);
  });

  it.each(examples)('%s passes the event check, every record replayed, and parse → write gives it back byte for byte', (name) => {
    const text = readFileSync(resolve(examplesDir, name), 'utf8');
    const checked = checkEventText(text);
    if (!checked.ok) throw new Error(`${checked.error.field}: ${checked.error.message}`);
    expect(writeEvent(checked.value.event)).toBe(text);
  });

  it('the club night is pairs playing Latin partnership, round robin, with a game bone by bone, paper games, a game stopped by the clock and a penalty', () => {
    const e = read('event-club-night.json');
    expect([e.entry, e.rules, e.pairing, e.rounds.length]).toEqual(['pairs', 'latin-partnership', 'round-robin', 2]);
    const games = e.rounds.flatMap((r) => r.tables.flatMap((t) => t.games));
    expect(games.some((g) => 'record' in g && g.ended === undefined)).toBe(true);
    expect(games.some((g) => 'record' in g && g.ended === 'time')).toBe(true);
    expect(games.some((g) => 'score' in g)).toBe(true);
    expect(e.rounds.some((r) => r.penalties.length > 0)).toBe(true);
  });

  it('the rotating night is individuals with a bye and a forfeit', () => {
    const e = read('event-rotating.json');
    expect(e.entry).toBe('individuals');
    expect(e.rounds.some((r) => r.byes.length > 0)).toBe(true);
    expect(e.rounds.some((r) => r.tables.some((t) => t.forfeit !== undefined))).toBe(true);
  });
});
