/**
 * Whether a count agrees with its noun in a text ("1 pip", "2 pips", never "1 pips"), in English
 * and Spanish: test/domain/plurals.test.ts and the refusal sweep (test/renderer/refusal.test.ts).
 */

/** Counted nouns, singular and plural, in both languages. */
const NOUNS: readonly [string, string][] = [
  ['pip', 'pips'],
  ['bone', 'bones'],
  ['move', 'moves'],
  ['point', 'points'],
  ['hand', 'hands'],
  ['pass', 'passes'],
  ['seat', 'seats'],
  ['player', 'players'],
  ['double', 'doubles'],
  ['row', 'rows'],
  ['match', 'matches'],
  ['correction', 'corrections'],
  ['character', 'characters'],
  ['fila', 'filas'],
  ['partida', 'partidas'],
  ['corrección', 'correcciones'],
  ['carácter', 'caracteres'],
  ['punto', 'puntos'],
  ['ficha', 'fichas'],
  ['jugada', 'jugadas'],
  ['mano', 'manos'],
  ['jugador', 'jugadores'],
  ['doble', 'dobles'],
];

/**
 * Each number next to a noun that does not agree with it. A range or a choice ("0 to 1 pips",
 * "de 0 a 1 puntos", "0 or 1 pips") is plural whatever its last number, and a bone's number is
 * no count ("the 6-1 bone").
 */
export function disagreements(text: string): string[] {
  const out: string[] = [];
  for (const [one, many] of NOUNS) {
    for (const m of text.matchAll(new RegExp(`(?<![-\\d]|\\b(?:to|or|a|o|de) )\\b(\\d+) (${one}|${many})\\b`, 'g'))) {
      if ((m[1] === '1') === (m[2] === many)) out.push(m[0]);
    }
  }
  return out;
}
