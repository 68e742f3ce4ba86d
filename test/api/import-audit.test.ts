/**
 * Importing records from outside through the app's API (api/service.ts importRecord), in every
 * family, as an outside checker would: docs/record-format.md ("The app reads and writes it, the
 * referee command checks it"), and the issues: "Bad input gets a clear error that says what was
 * wrong and where (hand, move, field), and changes nothing."
 *
 * The refused files are the worked examples (docs/examples) broken the ways a hand-built record
 * breaks: a bone played twice, a renege, a wrong end, a move out of turn, a hand after the match
 * was won, a field the format does not have, a seat name with a line break. Each must be refused
 * with the referee's own code, hand, move and field, and leave every table as it was.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { ExportedRecord, MatchView } from '../../api/contract.ts';
import { checkRecordText, parseRecord, writeRecord } from '../../domain/record.ts';
import { root } from '../support/referee.ts';
import { useTempService, value } from '../support/service.ts';

const temp = useTempService('import-audit');

type Move = Record<string, unknown> & { seat: number; bone?: [number, number]; pass?: true };
type Rec = { rules: string; seats: string[]; hands: { moves?: Move[] }[]; [key: string]: unknown };

const examples = readdirSync(join(root, 'docs/examples'))
  // The event files beside them (event-*.json) are not match records: test/docs/event-examples.test.ts.
  .filter((f) => f.endsWith('.json') && !f.startsWith('event-'))
  .map((f) => ({ name: f, text: readFileSync(join(root, 'docs/examples', f), 'utf8') }));

/** Every row of every table, as text: what a refused import must leave as it was. */
function dump(file: string): string {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
    return tables.map(({ name }) => `${name}: ${JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all())}`).join('\n');
  } finally {
    db.close();
  }
}

/** The first hand that was played (a hand thrown in has no moves). */
const played = (r: Rec): Move[] => r.hands.find((h) => (h.moves?.length ?? 0) > 1)!.moves!;

/** The ways a hand-built record breaks, each made from a valid one; null where it cannot be made. */
const breakages: Record<string, (r: Rec) => boolean> = {
  'a bone played twice': (r) => {
    const moves = played(r);
    const first = moves.findIndex((m) => m.bone);
    const later = moves.findIndex((m, i) => i > first + 1 && m.bone);
    if (first < 0 || later < 0) return false;
    moves[later] = { ...moves[later]!, bone: moves[first]!.bone! };
    return true;
  },
  'a pass recorded as a play of a bone played later': (r) => {
    for (const { moves } of r.hands) {
      const pass = moves?.findIndex((m) => m.pass) ?? -1;
      const later = pass < 0 ? undefined : moves!.slice(pass + 1).find((m) => m.bone);
      if (!later) continue;
      moves![pass] = { seat: moves![pass]!.seat, bone: later.bone! };
      return true;
    }
    return false;
  },
  'a move out of turn': (r) => {
    const moves = played(r);
    moves[1] = { ...moves[1]!, seat: (moves[1]!.seat + 1) % r.seats.length };
    return true;
  },
  'an end that does not exist': (r) => {
    const moves = played(r);
    moves[1] = { ...moves[1]!, end: 'middle' };
    return true;
  },
  'a typo in a field of a move ("passed" for "pass")': (r) => {
    const moves = played(r);
    moves[1] = { seat: moves[1]!.seat, passed: true };
    return true;
  },
  'a claimed score (the format has none)': (r) => {
    r.score = [6, 0];
    return true;
  },
  'a seat name with a line break': (r) => {
    r.seats[1] = 'Ben\nValid';
    return true;
  },
};

describe('importRecord, every family', () => {
  it('imports each worked example and exports it back as written', async () => {
    for (const { name, text } of examples) {
      const view = value<MatchView>(await temp.service.call('importRecord', { text }));
      const exported = value<ExportedRecord>(await temp.service.call('exportRecord', { matchId: view.id }));
      const parsed = parseRecord(text);
      expect(parsed.ok, name).toBe(true);
      expect(exported.text, name).toBe(writeRecord(parsed.ok ? parsed.value : (null as never)));
    }
  });

  it('refuses each broken example as the referee does, and changes nothing', async () => {
    // A match already there, so "nothing changed" is about a database with rows in it.
    value(await temp.service.call('importRecord', { text: examples[0]!.text }));
    const file = join(temp.dir, 'm.sqlite');
    const before = dump(file);
    let refused = 0;
    for (const { name, text } of examples) {
      for (const [kind, breakIt] of Object.entries(breakages)) {
        const record = JSON.parse(text) as Rec;
        if (!breakIt(record)) continue;
        // As a Windows editor saves it: a byte-order mark and CRLF line ends, which are allowed.
        const broken = `\ufeff${JSON.stringify(record, null, 2).replace(/\n/g, '\r\n')}`;
        const referee = checkRecordText(broken);
        expect(referee.ok, `${name}: ${kind}`).toBe(false);
        if (referee.ok) continue;
        const answer = await temp.service.call('importRecord', { text: broken });
        expect(answer.ok, `${name}: ${kind}`).toBe(false);
        if (answer.ok) continue;
        refused += 1;
        const { error } = referee;
        expect(answer.error, `${name}: ${kind}`).toMatchObject({
          code: error.code,
          message: error.message,
          ...(error.hand !== null && { hand: error.hand }),
          ...(error.move !== null && { move: error.move }),
          ...(error.field !== null && { field: error.field }),
        });
      }
    }
    expect(refused).toBeGreaterThan(examples.length * 5);
    expect(dump(file)).toBe(before);
  });

  it('a last hand still in play: the app takes it back to go on with it, the referee names it unfinished', async () => {
    // docs/record-format.md, "hands": the app exports a match in play as far as it has gone.
    const record = JSON.parse(examples.find((e) => e.name === 'cuban.json')!.text) as Rec;
    record.hands.push({ moves: [{ seat: 1, bone: [9, 9] }] });
    const text = JSON.stringify(record);
    const view = value<MatchView>(await temp.service.call('importRecord', { text }));
    expect(view.hands).toHaveLength(4);
    expect(checkRecordText(text)).toMatchObject({ ok: false, error: { code: 'hand/unfinished', hand: 3, move: null } });
  });
});
