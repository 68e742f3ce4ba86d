/**
 * An exception inside the referee (a broken invariant, never an expected failure) is one line on
 * stderr and exit status 3, in the referee's language: no stack trace a referee could take for a
 * ruling on the file, and never exit 0 or 1 (a verdict). Found by the tournament layer's outside
 * check (a Swiss draw threw on huge match points and the command printed a stack trace); that
 * throw is fixed, and this is the net for the class.
 */
import { describe, expect, it, vi } from 'vitest';
import { EXIT_INTERNAL, guarded, main } from '../../cli/main.ts';
import type { Output } from '../../cli/main.ts';
import { ENGLISH, voiceOf } from '../../cli/voice.ts';
import { root } from '../support/referee.ts';

vi.mock('../../domain/events/standings.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../domain/events/standings.ts')>();
  return {
    ...real,
    computeStandings: () => {
      throw new TypeError('Cannot read properties of undefined (reading "points")\n    at computeStandings (standings.ts:1:1)');
    },
  };
});

function capture(): { out: Output; stdout: () => string; stderr: () => string } {
  let stdout = '';
  let stderr = '';
  return { out: { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) }, stdout: () => stdout, stderr: () => stderr };
}

describe('the referee faced with its own fault', () => {
  it('standings on a valid event file whose ranking throws: exit 3, one line naming the file and the fault, no stack', () => {
    const file = `${root}/docs/examples/event-club-night.json`;
    const c = capture();
    const code = main(['standings', file], c.out, {});
    expect(code).toBe(EXIT_INTERNAL);
    expect(c.stderr()).toBe(
      `referee: internal error while checking ${file} (Cannot read properties of undefined (reading "points")): this is a fault in the referee, not a ruling on the file; please report it with the file\n`,
    );
    expect(c.stderr()).not.toMatch(/\bat \w+ \(/);
  });

  it('says it in Spanish with --lang es', () => {
    const file = `${root}/docs/examples/event-club-night.json`;
    const c = capture();
    expect(main(['standings', '--lang', 'es', file], c.out, {})).toBe(EXIT_INTERNAL);
    expect(c.stderr()).toMatch(/^referee: error interno al comprobar .*event-club-night\.json \(Cannot read/);
  });

  it('a thrown value that is not an Error, or an Error with no message, still gives one line', () => {
    const c = capture();
    expect(guarded('f.json', c.out, ENGLISH, () => { throw 'boom'; })).toBe(EXIT_INTERNAL);
    expect(guarded('f.json', c.out, voiceOf('es'), () => { throw new RangeError(''); })).toBe(EXIT_INTERNAL);
    expect(c.stderr().split('\n')).toEqual([
      'referee: internal error while checking f.json (boom): this is a fault in the referee, not a ruling on the file; please report it with the file',
      'referee: error interno al comprobar f.json (RangeError): es un fallo del árbitro, no un fallo sobre el archivo; por favor, avísenos y envíe el archivo',
      '',
    ]);
  });

  it('what the check returns passes through untouched', () => {
    const c = capture();
    expect(guarded('f.json', c.out, ENGLISH, () => 1)).toBe(1);
    expect(c.stderr()).toBe('');
  });
});
