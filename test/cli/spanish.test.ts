/**
 * The referee in Spanish (`--lang es`): every report kind on the worked examples of docs/examples
 * (the hand-by-hand report of each family, a ruling, the corrections, a hand in play, an invalid
 * record, the standings, the next round, an invalid event), its key lines asserted; no English
 * sentence left in any of them, nor in the refusals the renderer's sweep meets (English-only words
 * looked for in every line); the Spanish sentences key for key with the English; and `--json`
 * byte for byte the same in both languages (codes, not words).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EN } from '../../cli/words.ts';
import { ES } from '../../cli/words-es.ts';
import { FAMILIES } from '../../domain/families/index.ts';
import type { RuleFamily } from '../../domain/rules.ts';
import type { RecordError } from '../../domain/record.ts';
import { matchExampleFiles, EXAMPLES_DIR } from '../support/examples.ts';
import { clubNight } from '../support/event-files.ts';
import { fileRefusals } from '../support/file-refusals.ts';
import { keyBoneHand } from '../support/hands.ts';
import { poseWhyRefusals } from '../support/pose-why-refusals.ts';
import { randomFamilyRecord } from '../support/random.ts';
import { formatError } from '../../cli/report.ts';
import { voiceOf } from '../../cli/voice.ts';
import { runReferee, respondTo } from '../support/referee.ts';
import { respond, respondEvent } from '../../cli/main.ts';
import type { EventCommand } from '../../cli/main.ts';
import type { Lang } from '../../cli/lang.ts';

const SPANISH = voiceOf('es');

/** What `check` prints for a record's text in a language (exit status, stdout, stderr). */
function check(text: string, lang: Lang, json = false): { status: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const status = respond(text, 'record.json', json, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) }, voiceOf(lang));
  return { status, stdout, stderr };
}

function event(command: EventCommand, text: string, lang: Lang, json = false): { status: number; stdout: string } {
  let stdout = '';
  const status = respondEvent(command, text, 'event.json', json, { stdout: (t) => (stdout += t), stderr: (t) => (stdout += t) }, voiceOf(lang));
  return { status, stdout };
}

const read = (name: string): string => readFileSync(`${EXAMPLES_DIR}/${name}`, 'utf8');
const EVENTS = ['event-club-night.json', 'event-rotating.json'];

/**
 * Words of the engine's English that no Spanish line has: found in a Spanish report, an English
 * sentence leaked. (Names, bones, codes "[turn/out-of-turn]", a field's path and the file's own
 * keys in quotes are facts, the same in every language: taken out before looking.)
 */
const ENGLISH_ONLY = [
  'the', 'and', 'with', 'hand', 'hands', 'move', 'moves', 'bone', 'bones', 'score', 'win', 'wins', 'won', 'point', 'points',
  'played', 'passed', 'pass', 'blocked', 'left', 'nobody', 'player', 'players', 'team', 'teams', 'is', 'are', 'was', 'were',
  'not', 'of', 'on', 'to', 'by', 'for', 'each', 'after', 'next', 'match', 'valid', 'invalid', 'options', 'default', 'ruling',
  'corrections', 'round', 'table', 'standings', 'ahead', 'pips', 'posed', 'poses', 'dominoed', 'key', 'end', 'ends', 'seat',
  'taken', 'back', 'play', 'tie', 'tied', 'drawn', 'draw', 'bye', 'warnings', 'entrant', 'cannot', 'should', 'has', 'have',
];
const LEAK = new RegExp(`\\b(${ENGLISH_ONLY.join('|')})\\b`, 'i');

/**
 * The English words of a Spanish text, line by line: empty when it is all Spanish. `facts` are the
 * file's own words the text names (a field "options", the record's path to it).
 */
function leaks(text: string, facts: readonly string[] = []): string[] {
  return text.split('\n').flatMap((line) => {
    const words = facts
      .reduce((said, fact) => said.split(fact).join(' '), line)
      .replace(/\[[a-z0-9-]+\/[a-z0-9-]+\]/g, '') // a code
      .replace(/\b[a-zA-Z_]\w*(?:\[\d+\]|\.[\w-]+)+/g, '') // a field's path
      .replace(/"[^"]*"/g, ''); // a key of the file, or a value quoted from it
    const found = LEAK.exec(words);
    // A fact a template was not given leaves a gap ("La mesa  de la ronda  no ha terminado").
    const gap = /[a-zá-úñ] {2}[a-zá-úñ]/.exec(line.trim());
    return [...(found ? [`${found[1]}: ${line}`] : []), ...(gap ? [`a gap: ${line}`] : [])];
  });
}

describe('the Spanish sentences, key for key with the English (cli/words.ts, cli/words-es.ts)', () => {
  /** Every key, nested ones ("note.pollona", "heads.played") too. */
  const keys = (words: object, at = ''): string[] =>
    Object.entries(words).flatMap(([k, v]) => (v !== null && typeof v === 'object' ? keys(v as object, `${at}${k}.`) : [`${at}${k}`])).sort();
  const value = (words: object, key: string): unknown => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], words);

  it('every English entry has its Spanish, and Spanish has nothing English lacks', () => {
    expect(keys(ES)).toEqual(keys(EN));
  });

  it('each is of the same kind (a text, or a sentence made from facts taking as many)', () => {
    for (const key of keys(EN)) {
      const en = value(EN, key);
      const es = value(ES, key);
      expect(typeof es, key).toBe(typeof en);
      if (typeof en === 'function') expect((es as (...a: unknown[]) => unknown).length, key).toBeLessThanOrEqual(en.length);
    }
  });

  // Issue 25 item 12: a Spanish head that is an English head of another column (MP, P) reads wrong
  // to anyone who knows both.
  it('no Spanish short head is an English head of another column', () => {
    const clashes = Object.entries(ES.heads).flatMap(([column, head]) =>
      Object.entries(EN.heads)
        .filter(([other, english]) => other !== column && english === head)
        .map(([other]) => `${column}: ${head} is the English head of ${other}`),
    );
    expect(clashes).toEqual([]);
  });

  it('every text is Spanish: none is the English left as it was, but for the words the same in both', () => {
    // Words that are the same in both languages: a column's short head or a ranking key borrowed
    // from Spanish ("Efec", "efectividad"), a bonus's name (Dekabès), the place's "#".
    const same = new Set(['heads.efectividad', 'heads.buchholz', 'heads.pointsFor', 'key.efectividad', 'partDekabes', 'headPlace']);
    for (const key of keys(EN)) {
      const en = value(EN, key);
      if (typeof en === 'string' && !same.has(key)) expect(value(ES, key), key).not.toBe(en);
    }
  });
});

describe('every report kind in Spanish on docs/examples', () => {
  it('the partner game, hand by hand: the pose, the line, the key bone, a bruk, a tie, the score', () => {
    const words = check(read('jamaican-partner.json'), 'es').stdout;
    const lines = words.split('\n');
    expect(lines[0]).toBe('Válida: partida de Dominó jamaicano en parejas, 3 manos.');
    expect(lines[1]).toBe('Parejas: Ann & Cat (pareja 0) contra Ben & Dan (pareja 1); el tanteo se da con Ann & Cat primero.');
    // The options in the new-match form's Spanish (renderer/src/locales/es.json optionWords).
    expect(lines[2]).toMatch(/^Reglas que pone el archivo: Una mano empatada: Se vuelve a jugar por más\.$/);
    expect(lines[3]).toMatch(/^Las demás, por defecto: La salida con el 6-6: Torneo; /);
    expect(lines).toContain('Mano 1: Ann salió con el 6-6; 27 jugadas.');
    expect(lines).toContain('  Cat se pegó con el 5-2, la ficha clave: los dos extremos estaban cerrados (5 y 2) y el 5-2 era la única ficha que se podía jugar.');
    expect(lines).toContain('  Ann & Cat ganan 2 puntos (1 por la mano, +1 por la ficha clave). Tanteo 2-0.');
    expect(lines).toContain('  Tranque después de que Cat jugó el 5-0: los dos extremos tienen 5 y no queda ficha con 5.');
    expect(lines).toContain('  Puntos en mano: Ann 10 (0-0 1-1 4-4), Ben 3 (1-0 2-0), Cat 13 (3-3 4-3), Dan 14 (2-2 3-2 4-1).');
    expect(lines).toContain('  Ben & Dan ganan la mano, pero Ann & Cat tenían 2 puntos: bruk, el tanteo vuelve a 0-0. Tanteo 0-0.');
    expect(lines).toContain('  Ben y Cat empatan con menos puntos (6): mano empatada.');
    expect(lines).toContain('  Nadie anota: la mano se repite y vale 2 puntos. Tanteo 0-0.');
    expect(lines).toContain('  Próxima mano, vale 2 puntos: sale quien tenga el 6-6, con el 6-6.');
    expect(lines.at(-2)).toBe('Partida sin terminar tras 3 manos: 0-0.');
  });

  it('a game of pips (Cuban): whose pips were counted, and the tranque', () => {
    const lines = check(read('cuban.json'), 'es').stdout.split('\n');
    expect(lines[0]).toBe('Válida: partida de Cubano, 3 manos.');
    expect(lines).toContain('  Ann & Cat ganan 36 puntos (los puntos que tenían Ben y Dan). Tanteo 36-0.');
    expect(lines).toContain('  Tranque: los 4 jugadores pasaron seguidos (los extremos son 7 y 6).');
  });

  it('each for oneself on four arms (Jamaican French): the arms, what each adds, who is out', () => {
    const lines = check(read('jamaican-french.json'), 'es').stdout.split('\n');
    expect(lines[1]).toBe('Jugadores: Ann, Ben, Cat y Dan, cada uno por su cuenta; el tanteo se da en ese orden.');
    expect(lines).toContain('  La mesa desde el 0-0: norte 0-1 1-1 1-2 2-5 5-6 6-6 6-4; este 0-4 4-4 4-2 2-2 2-3 3-6 6-1 1-3; sur 0-5 5-5 5-3 3-4 4-5 5-1 1-4; oeste 0-6.');
    expect(lines).toContain('  Suman: Ann 16 (doblado: tiene 3-3), Ben 0 (se pegó), Cat 8, Dan 3. Tanteo 16-0-8-3.');
    // The arms in the screens' words for them (refusalReason.arm-north …).
    expect(lines).toContain('  Tranque después de que Cat jugó el 5-1: ninguna ficha que queda entra en un brazo (norte en 1, este en 1, sur en 3, oeste en 3).');
    const out = check(read('jamaican-french-played-out.json'), 'es').stdout;
    expect(out).toContain('Tanteo 22-20-51-0. Cat (51) llega a 50 y queda fuera; los demás siguen jugando.');
    expect(out).toContain('Ann (64) llega a 50 y queda fuera; Dan, el último que queda, gana.');
    expect(out).toContain('Cat fuera (desde la mano 2)');
  });

  it('the Latin variants: rounding, pass bonuses, a hand thrown in, who poses with a double', () => {
    const lines = check(read('latin-variants.json'), 'es').stdout.split('\n');
    expect(lines).toContain(
      '  Ben & Dan ganan 10 puntos (los puntos que tenían Ann y Cat, 14, redondeado hacia abajo a un múltiplo de 10). Premios por pase, 10 por cada rival que pasó tras una ficha (el primer pase provocado en la partida vale 20): Ann & Cat 10, Ben & Dan 20. Tanteo 10-30.',
    );
    expect(lines).toContain('Mano 2: Ann pidió repartir de nuevo; se vuelven a repartir las fichas.');
    expect(lines).toContain('  Próxima mano: sale Ann, con un doble si la pareja tiene alguno (sale el compañero si solo él lo tiene).');
  });

  it("a ruling, the corrections and a hand in play", () => {
    const moves = keyBoneHand().moves;
    const record = {
      format: 'dominoes-match/1',
      rules: 'jamaican-partner',
      seats: ['Ann', 'Ben', 'Cat', 'Dan'],
      hands: [{ moves: moves.slice(0, 5), ruling: { side: 1, points: 2, reason: 'Ann renegó con el 0' } }, { moves: [] }],
      corrections: [
        { at: '2026-11-23T20:14:03.120Z', hand: 0, move: 1, removed: { seat: 1, bone: [6, 3], end: 'left' } },
        { at: '2026-11-23T20:15:03.120Z', hand: 0, move: 2, removed: { seat: 2, pass: true } },
        { at: '2026-11-27T00:51:02.480Z', seat: 1, renamed: { from: 'Bne', to: 'Ben' } },
      ],
    };
    const words = check(JSON.stringify(record), 'es');
    expect(words.status).toBe(0);
    const lines = words.stdout.split('\n');
    expect(lines).toContain('Mano 1: 5 jugadas y luego el fallo del árbitro.');
    expect(lines).toContain('  Fallo: Ann renegó con el 0');
    expect(lines).toContain('  Ben & Dan ganan la mano: 2 puntos. Tanteo 0-2.');
    expect(lines).toContain('Mano 2 en juego, sin jugadas aún.');
    expect(lines).toContain('Partida sin terminar tras 1 mano: 0-2 a favor de Ben & Dan.');
    expect(lines).toContain('Correcciones: el anotador cambió 3 anotaciones (de la más antigua a la más reciente).');
    expect(lines).toContain('  2026-11-23 20:14:03 UTC, mano 1, jugada 2: se deshizo el 6-3 de Ben por la izquierda.');
    expect(lines).toContain('  2026-11-23 20:15:03 UTC, mano 1, jugada 3: se deshizo el pase de Cat.');
    expect(lines).toContain('  2026-11-27 00:51:02 UTC, asiento 1: el jugador «Bne» pasó a llamarse «Ben».');
    expect(leaks(words.stdout)).toEqual([]);
  });

  it('an invalid record: where in Spanish, what is wrong in the screens\' words, the code as it is', () => {
    const record = JSON.parse(read('jamaican-partner.json'));
    record.hands[1].moves[2].seat = (record.hands[1].moves[2].seat + 1) % 4;
    const es = check(JSON.stringify(record), 'es');
    expect(es.status).toBe(1);
    expect(es.stdout).toMatch(/^No válida: Mano 2, jugada 3 \(hands\[1\]\.moves\[2\]\.seat\): Le toca a \w+, no a \w+\. \[turn\/out-of-turn\]\n$/);
    // The field said once, where the Spanish names it inside its sentence.
    expect(check('[]', 'es').stdout).toBe('No válida: El campo format tiene que ser "dominoes-match/1" (el archivo no lo indica). [record/format]\n');
  });

  it('the standings: the table, what decided each place', () => {
    const { status, stdout } = event('standings', read('event-club-night.json'), 'es');
    expect(status).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('Noche de dominó, Club Oaxaca, 2026-11-20: clasificación tras 2 rondas');
    expect(lines[2]).toMatch(/^# {2}Inscrito {7}J {2}G {2}E {2}Per {2}Desc {2}Pts/);
    expect(lines).toContain('Qué decidió cada puesto:');
    // The screens' words for a place (event.standings.aheadOnFigures, event.keys).
    expect(lines).toContain('  1. Ana & Carla: por delante de Elena & Fidel por efectividad, 138 a 17');
    expect(lines).toContain('  2. Elena & Fidel: por delante de Beto & Dario por puntos de clasificación, 4 a 0');
  });

  it('the next round: its tables and byes', () => {
    const { status, stdout } = event('next-round', read('event-rotating.json'), 'es');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Rotating partners, Kingston: ronda 2\n\n {2}Mesa 1: \w+ & \w+ contra \w+ & \w+\n {2}Mesa 2: /);
    expect(stdout).toMatch(/\n {2}Descansa: \w+\n/);
  });

  it('a draw refused, and the warnings of a draw (the screens\' event.edit words)', () => {
    const incomplete = JSON.parse(read('event-club-night.json'));
    incomplete.rounds[1].tables[0].games = [];
    const refused = event('next-round', JSON.stringify(incomplete), 'es');
    expect(refused.status).toBe(1);
    // The place goes into the template as into the engine's English ("Table 1 of round 2 …").
    expect(refused.stdout).toBe('Sin sortear: Ronda 2, mesa 1: La mesa 1 de la ronda 2 no ha terminado: la ronda siguiente se sortea cuando terminan todas. [event/round-incomplete]\n');
    const offSchedule = clubNight();
    // Round 1 (Ann & Cat v Ben & Dan) is not the circle method's, and round 2 plays it again (test/cli/event-referee.test.ts).
    (offSchedule['rounds'] as unknown[]).push({
      tables: [
        { table: 1, seats: ['p1', 'p2'], games: [{ score: [6, 2] }] },
        { table: 2, seats: ['p3', 'p4'], games: [{ score: [6, 1] }] },
      ],
    });
    const drawn = event('next-round', JSON.stringify(offSchedule), 'es');
    expect(drawn.stdout).toMatch(
      /^Club night: ronda 3\n\n {2}Mesa 1: .*\n {2}Mesa 2: .*\n\nAvisos:\n {2}La ronda 1 no fue la del calendario fijo, así que se deja el calendario: las rondas se sortean ahora según los enfrentamientos jugados, sin repetir rival mientras se pueda evitar\.\n$/,
    );
  });

  it('an invalid event, and a record refused inside it', () => {
    const seated = JSON.parse(read('event-club-night.json'));
    seated.rounds[0].tables[0].seats[1] = seated.rounds[0].tables[0].seats[0];
    expect(event('standings', JSON.stringify(seated), 'es').stdout).toBe(
      'No válida: Ronda 1, mesa 1: Ana & Carla está sentado dos veces en esta ronda. (en rounds[0].tables[0].seats[1]) [event/seated-twice]\n',
    );
    const turn = JSON.parse(read('event-club-night.json'));
    const moves = turn.rounds[0].tables[0].games[0].record.hands[0].moves;
    moves[2].seat = (moves[2].seat + 1) % 4;
    expect(event('standings', JSON.stringify(turn), 'es').stdout).toMatch(/^No válida: Ronda 1, mesa 1, partida 1, mano 1, jugada 3: Le toca a \w+, no a \w+\. \(en rounds\[0\]/);
  });
});

describe('no English sentence in the Spanish', () => {
  it.each(matchExampleFiles())('docs/examples/%s', (name) => {
    const es = check(read(name), 'es');
    expect(es.status).toBe(0);
    expect(leaks(es.stdout)).toEqual([]);
  });

  it.each(EVENTS)('docs/examples/%s, its standings and next round', (name) => {
    for (const command of ['standings', 'next-round'] as const) expect(leaks(event(command, read(name), 'es').stdout)).toEqual([]);
  });

  it('an event file refused in each of many ways (after test/renderer/event-refusal-words.test.ts)', () => {
    type Table = { table: number; seats: string[]; games: Record<string, unknown>[]; forfeit?: string[] };
    const changed = (change: (e: Record<string, unknown>, tables: Table[]) => void): string => {
      const e = clubNight();
      change(e, (e['rounds'] as { tables: Table[] }[])[0]!.tables);
      return JSON.stringify(e);
    };
    const files = [
      changed((e) => (e['format'] = 'dominoes-event/9')),
      changed((e) => (e['date'] = '2026-02-30')),
      changed((e) => (e['colour'] = 'red')),
      changed((e) => (e['rules'] = 'texas-42')),
      changed((e) => (e['options'] = { target: 0 })),
      changed((e) => (e['rules'] = 'jamaican-french')),
      changed((e) => (e['pairing'] = 'rotating')),
      changed((e) => (e['ranking'] = ['won', 'buchholz', 'won'])),
      changed((_, t) => (t[1]!.seats[0] = 'p9')),
      changed((_, t) => (t[1]!.seats[0] = 'p1')),
      changed((_, t) => (t[1]!.table = 1)),
      changed((_, t) => (t[1]!.forfeit = ['p4'])),
      changed((_, t) => ((t[0]!.games[0]!['record'] as Record<string, unknown>)['rules'] = 'haitian')),
      changed((_, t) => ((t[0]!.games[0]!['record'] as { seats: string[] }).seats[1] = 'Zoe')),
      changed((_, t) => (t[0]!.games[0]!['ended'] = 'time')),
      changed((_, t) => (t[1]!.games = [{ score: [6, 4, 1] }])),
      changed((_, t) => t[1]!.games.push({ score: [6, 0] })),
    ];
    const codes = new Set<string>();
    for (const text of files) {
      const { status, stdout } = event('standings', text, 'es');
      expect(status, stdout).toBe(1);
      expect(leaks(stdout)).toEqual([]);
      codes.add(/\[([a-z-]+\/[a-z-]+)\]\n$/.exec(stdout)![1]!);
    }
    expect(codes.size).toBeGreaterThan(12);
  });

  it('every refused file and refused pose the renderer\'s sweep meets (test/support/file-refusals.ts, pose-why-refusals.ts)', () => {
    const refusals = [...fileRefusals(), ...poseWhyRefusals()];
    expect(refusals.length).toBeGreaterThan(50);
    const found = refusals.flatMap((error) => {
      const refused: RecordError = { hand: null, move: null, field: null, ...error };
      const es = formatError(refused, SPANISH);
      // Not the English message with a Spanish frame around it.
      const facts = [refused.field ?? '', ...Object.values(error.params ?? {}).filter((f): f is string => typeof f === 'string')].filter((f) => f !== '');
      return [...leaks(es, facts), ...(es.includes(error.message) ? [`English: ${es}`] : [])];
    });
    expect(found).toEqual([]);
  });

  it('a property: any family, any seats, any hands, their breakages and a last hand cut short, all in Spanish', () => {
    const families = Object.keys(FAMILIES) as RuleFamily[];
    fc.assert(
      fc.property(fc.constantFrom(...families), fc.nat({ max: 10_000 }), fc.boolean(), fc.nat({ max: 3 }), (rules, seed, withDeal, seatsAt) => {
        const counts = FAMILIES[rules].seatCounts;
        const seats = counts[seatsAt % counts.length]!;
        const record = randomFamilyRecord(seed, 6, { rules, seats, withDeal, vary: !withDeal, redealOneIn: 4 });
        const texts = [JSON.stringify(record)];
        type Loose = { hands: { moves: { seat: number }[]; left?: unknown; pips?: unknown }[] };
        const broken = structuredClone(record) as unknown as Loose;
        const move = broken.hands.at(-1)?.moves[2];
        if (move) {
          move.seat = (move.seat + 1) % seats;
          texts.push(JSON.stringify(broken));
          const cut = structuredClone(record) as unknown as Loose;
          const last = cut.hands.at(-1)!;
          last.moves = last.moves.slice(0, 2);
          delete last.left;
          delete last.pips;
          texts.push(JSON.stringify(cut));
        }
        for (const text of texts) {
          const es = check(text, 'es');
          expect(leaks(es.stdout + es.stderr)).toEqual([]);
          expect(check(text, 'es', true).stdout).toBe(check(text, 'en', true).stdout);
        }
      }),
      { numRuns: 120 },
    );
  });
});

describe('--json is the same in both languages, byte for byte', () => {
  it.each(matchExampleFiles())('check docs/examples/%s', (name) => {
    const en = runReferee('check', `${EXAMPLES_DIR}/${name}`, '--json', '--lang', 'en');
    const es = runReferee('check', `${EXAMPLES_DIR}/${name}`, '--json', '--lang', 'es');
    expect(es.status).toBe(en.status);
    expect(Buffer.from(es.stdout)).toEqual(Buffer.from(en.stdout));
    expect(en.stdout).toBe(respondTo(read(name)).stdout);
  });

  it.each(EVENTS)('standings and next-round of docs/examples/%s', (name) => {
    for (const command of ['standings', 'next-round']) {
      const en = runReferee(command, `${EXAMPLES_DIR}/${name}`, '--json', '--lang=en');
      const es = runReferee(command, `${EXAMPLES_DIR}/${name}`, '--json', '--lang=es');
      expect(es.stdout).toBe(en.stdout);
      expect(es.stdout.length).toBeGreaterThan(0);
    }
  });

  it('an invalid record and an invalid event: the error\'s message stays the engine\'s English in the JSON', () => {
    const record = JSON.parse(read('jamaican-partner.json'));
    record.hands[0].moves[3].seat = 3 - record.hands[0].moves[3].seat;
    const en = check(JSON.stringify(record), 'en', true);
    const es = check(JSON.stringify(record), 'es', true);
    expect(es).toEqual(en);
    expect(JSON.parse(es.stdout).error.code).toMatch(/\//);
    const seated = JSON.parse(read('event-club-night.json'));
    seated.rounds[0].tables[0].seats[1] = seated.rounds[0].tables[0].seats[0];
    expect(event('standings', JSON.stringify(seated), 'es', true)).toEqual(event('standings', JSON.stringify(seated), 'en', true));
  });
});

describe('docs/referee.md, "Language"', () => {
  const doc = readFileSync(`${EXAMPLES_DIR}/../referee.md`, 'utf8');

  it('shows the worked example in Spanish as the referee prints it', () => {
    const spanish = check(read('jamaican-partner.json'), 'es').stdout;
    expect(doc).toContain(`\`\`\`\n${spanish}\`\`\`\n`);
  });

  it('gives the message of an unknown language as the command says it', () => {
    const said = runReferee('check', `${EXAMPLES_DIR}/jamaican-partner.json`, '--lang', 'fr').stderr.split('\n')[0]!;
    expect(doc).toContain(`\`${said}\``);
  });
});
