/**
 * domain/strict-json.ts: JSON read as the record format needs it (docs/record-format.md, "Reading
 * a file"). The hostile inputs here were found by fuzzing the referee (issue 6): a key given twice
 * silently took its last value, `__proto__` keys were dropped, and a few thousand levels of
 * nesting crashed the message code.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, checkJsonValue, parseStrictJson, pathText, showValue } from '../../domain/strict-json.ts';

function errorOf(text: string) {
  const r = parseStrictJson(text);
  if (r.ok) throw new Error(`accepted: ${text.slice(0, 80)}`);
  return r.error;
}

const nested = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);

describe('reads JSON exactly as JSON.parse does when nothing is wrong', () => {
  it('any JSON value, however laid out, reads back equal (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.constantFrom(undefined, 0, 2, '\t'), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const r = parseStrictJson(text);
        // Generated keys may happen to be "__proto__" or "constructor": those, and only those, are refused.
        const reserved = checkJsonValue(JSON.parse(text));
        if (reserved) {
          expect(r.ok ? null : r.error.code).toBe('json/reserved-key');
        } else {
          expect(r.ok && r.value).toEqual(JSON.parse(text));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with JSON.parse on what is JSON at all, on broken and random text (property)', () => {
    const broken = fc
      .tuple(fc.jsonValue({ maxDepth: 4 }), fc.nat(), fc.nat({ max: 3 }), fc.string({ maxLength: 3 }))
      .map(([value, at, cut, insert]) => {
        const text = JSON.stringify(value);
        const i = at % (text.length + 1);
        return text.slice(0, i) + insert + text.slice(i + cut);
      });
    fc.assert(
      fc.property(fc.oneof(broken, fc.string({ maxLength: 12 }), fc.string({ unit: fc.constantFrom(...'{}[]",:0 1-e.tfn\\u') })), (text) => {
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        const r = parseStrictJson(text);
        // A syntax error is reported first; any other refusal means the text is JSON.
        expect(r.ok || r.error.code !== 'json/syntax', text).toBe(parses);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('syntax errors say where', () => {
  it.each([
    ['{\n  "a": 1,\n}', 'line 3, column 1: expected a field name in double quotes, found "}".'],
    ['[1, 2', 'line 1, column 6: the text ends inside a list (a ] is missing).'],
    ['{"a" 1}', 'line 1, column 6: expected ":" after the field name, found "1".'],
    ['"abc', 'line 1, column 1: a string is not closed (a " is missing).'],
    ['[01]', 'line 1, column 3: expected "," or "]" after an item of a list, found "1".'],
    ['{} {}', 'line 1, column 4: the JSON value ends before "{"; a file holds one value.'],
    ['', 'line 1, column 1: the text is empty.'],
    ['["a\tb"]', 'line 1, column 4: a string holds a raw control character (a line break or tab must be written \\n or \\t).'],
  ])('%j', (text, message) => {
    const e = errorOf(text);
    expect(e).toEqual({ code: 'json/syntax', message, path: null, at: e.at });
    // The same place as facts, for a screen in another language.
    expect(message.startsWith(`line ${e.at?.line}, column ${e.at?.column}: `)).toBe(true);
  });
});

describe('duplicate keys', () => {
  it('are refused with the path of the second one, even when escaped differently', () => {
    expect(errorOf('{"rules": "x", "rules": "jamaican-partner"}')).toMatchObject({ code: 'json/duplicate-key', path: ['rules'] });
    expect(errorOf('{"a": 1, "\\u0061": 2}')).toMatchObject({ code: 'json/duplicate-key', path: ['a'] });
    expect(errorOf('{"hands": [{"moves": []}, {"left": {"1": [], "1": [[6, 6]]}}]}')).toMatchObject({ path: ['hands', 1, 'left', '1'] });
  });

  it('the same key in different objects is fine', () => {
    expect(parseStrictJson('[{"a": 1}, {"a": 2}, {"b": {"a": 3}}]').ok).toBe(true);
  });
});

describe('reserved keys', () => {
  it.each([
    ['{"options": {"__proto__": {"ties": "replay"}}}', ['options', '__proto__']],
    ['{"hands": [{"dealt": {"constructor": []}}]}', ['hands', 0, 'dealt', 'constructor']],
    ['{"pips": {"__proto\\u005f_": 3}}', ['pips', '__proto__']],
    ['{"prototype": 1}', ['prototype']],
  ])('%s', (text, path) => {
    expect(errorOf(text)).toMatchObject({ code: 'json/reserved-key', path });
  });

  it('are only keys: the same words as values are data', () => {
    expect(parseStrictJson('{"seats": ["__proto__", "constructor"]}').ok).toBe(true);
  });
});

describe('nesting', () => {
  it(`${MAX_JSON_DEPTH} deep is read; one more is refused at the container that is too deep`, () => {
    expect(parseStrictJson(nested(MAX_JSON_DEPTH)).ok).toBe(true);
    const e = errorOf(nested(MAX_JSON_DEPTH + 1));
    expect(e.code).toBe('json/too-deep');
    expect(e.path).toEqual(Array.from({ length: MAX_JSON_DEPTH }, () => 0));
  });

  it('a hundred thousand levels: refused without recursion; broken at the end, it is a syntax error', () => {
    expect(errorOf(nested(100_000)).code).toBe('json/too-deep');
    expect(errorOf(nested(100_000).slice(0, -1)).code).toBe('json/syntax');
  });

  it('a syntax error anywhere wins over a duplicate key before it (the text is not JSON at all)', () => {
    expect(errorOf('{"a": 1, "a": 2').code).toBe('json/syntax');
  });
});

describe('checkJsonValue: the same checks on a value already parsed', () => {
  it('finds a __proto__ own key, as JSON.parse makes one', () => {
    expect(checkJsonValue(JSON.parse('{"options": {"__proto__": {}}}'))).toMatchObject({ code: 'json/reserved-key', path: ['options', '__proto__'] });
  });

  it('refuses a value nested too deep, and a cycle, without overflowing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(checkJsonValue(deep)?.code).toBe('json/too-deep');
    const cycle: unknown[] = [];
    cycle.push(cycle);
    expect(checkJsonValue(cycle)).toBeNull(); // a cycle is visited once; the record shape refuses it
    expect(showValue(cycle).length).toBeLessThan(50);
  });

  it('passes a plain record', () => {
    expect(checkJsonValue({ format: 'dominoes-match/1', hands: [{ moves: [{ seat: 0, bone: [6, 6] }] }] })).toBeNull();
  });
});

describe('showValue: values in messages, cut short', () => {
  it('short values as JSON', () => {
    expect(showValue('again')).toBe('"again"');
    expect(showValue([6, 3, 2])).toBe('[6,3,2]');
    expect(showValue({ seat: 1, bone: [6, 3] })).toBe('{"seat":1,"bone":[6,3]}');
    expect(showValue(null)).toBe('null');
  });

  it('a 50 MB string: its start and its length', () => {
    expect(showValue('x'.repeat(50_000_000))).toBe(`"${'x'.repeat(40)}…" of 50000000 characters`);
  });

  it('never cuts a character in half', () => {
    const s = `${'a'.repeat(39)}😀${'b'.repeat(10)}`;
    expect(showValue(s)).toBe(`"${'a'.repeat(39)}…" of ${s.length} characters`);
  });

  it('any value, however large or deep, makes a short message (property)', () => {
    let deep: unknown = 'end';
    for (let i = 0; i < 100_000; i++) deep = { a: [deep] };
    expect(showValue(deep).length).toBeLessThanOrEqual(41);
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const shown = showValue(v);
        if (JSON.stringify(v).length <= 40) expect(shown).toBe(JSON.stringify(v));
        else expect(shown.length).toBeLessThan(80);
      }),
    );
  });

  it('paths: long keys and very long paths are cut too', () => {
    expect(pathText(['hands', 1, 'moves', 7, 'bone'])).toBe('hands[1].moves[7].bone');
    expect(pathText(['options', 'k'.repeat(1000)])).toBe(`options.${'k'.repeat(40)}…`);
    expect(pathText(Array.from({ length: 1000 }, () => 0)).length).toBe(121);
  });

  it('paths: a key that is not a plain word is shown as JSON in brackets (no raw line break, no dot read as a level)', () => {
    expect(pathText(['hands', 0, 'left', '0', 2])).toBe('hands[0].left.0[2]');
    expect(pathText(['seats', 0, 'Peña'])).toBe('seats[0].Peña');
    expect(pathText(['hands', 0, 'moves', 0, '\nd'])).toBe('hands[0].moves[0]["\\nd"]');
    expect(pathText(['a.b'])).toBe('["a.b"]');
    expect(pathText(['options', ' x'])).toBe('options[" x"]');
  });
});
