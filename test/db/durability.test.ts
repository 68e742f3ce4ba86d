/**
 * "Once the app shows a bone as saved it is on disk; a crash loses nothing that was saved."
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appendMove, createMatch, loadRecord, startHand } from '../../db/matches.ts';
import { openDatabase } from '../../db/open.ts';
import { useTempDir } from './support.ts';

const temp = useTempDir();
const SEATS = ['Ann', 'Ben', 'Cat', 'Dan'];

describe('a saved move', () => {
  it('is there after closing and reopening the file', () => {
    const file = join(temp.dir, 'match.sqlite');
    const db = openDatabase(file);
    const id = createMatch(db, { rules: 'jamaican-partner', seats: SEATS });
    if (!id.ok) throw new Error(id.error.message);
    expect(startHand(db, id.value).ok).toBe(true);
    expect(appendMove(db, id.value, 0, { seat: 1, bone: [6, 6] }).ok).toBe(true);
    expect(appendMove(db, id.value, 0, { seat: 2, bone: [3, 6] }).ok).toBe(true);
    db.close();

    const again = openDatabase(file);
    expect(loadRecord(again, id.value).hands).toEqual([{ moves: [{ seat: 1, bone: [6, 6] }, { seat: 2, bone: [3, 6] }] }]);
    again.close();
  });

  it('survives the process being killed right after it was saved, without closing anything', () => {
    // A separate process records a move, says so, and is killed with SIGKILL: no close, no
    // checkpoint, no exit handlers. What "saved" promised must be in the files it leaves.
    // (This shows the move was committed when appendMove returned; surviving a power cut is
    // what synchronous = FULL adds, asserted in open.test.ts.)
    const file = join(temp.dir, 'match.sqlite');
    const url = (path: string) => JSON.stringify(pathToFileURL(resolve(import.meta.dirname, path)).href);
    const script = `
      import { writeSync } from 'node:fs';
      import { openDatabase } from ${url('../../db/open.ts')};
      import { appendMove, createMatch, startHand } from ${url('../../db/matches.ts')};
      const db = openDatabase(${JSON.stringify(file)});
      const id = createMatch(db, { rules: 'jamaican-partner', seats: ${JSON.stringify(SEATS)} });
      startHand(db, id.value);
      const saved = appendMove(db, id.value, 0, { seat: 3, bone: [6, 6] });
      writeSync(1, JSON.stringify({ id: id.value, saved }));
      process.kill(process.pid, 'SIGKILL');
    `;
    // The flags let Node 22 before 22.18 load the .ts modules, quietly.
    const flags = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', '--input-type=module'];
    const child = spawnSync(process.execPath, [...flags, '--eval', script], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(child.signal).toBe('SIGKILL');
    const reported = JSON.parse(child.stdout) as { id: number; saved: { ok: boolean } };
    expect(reported.saved.ok).toBe(true);
    // The connection never closed, so the move is still only in the write-ahead log.
    expect(existsSync(`${file}-wal`)).toBe(true);

    const db = openDatabase(file);
    expect(loadRecord(db, reported.id).hands).toEqual([{ moves: [{ seat: 3, bone: [6, 6] }] }]);
    db.close();
  });
});
