/**
 * The words of a refusal in the scorekeeper's language (issue 5: every string through vue-i18n).
 * The engine explains a refused entry in English and names the facts it used in `params` (seat,
 * bone, ends, move …, and for what the passes proved a reason: its kind and its own facts, see
 * domain/reasons.ts); the locale files hold, per code, a template over those facts, and per
 * reason kind a template over the reason's facts. English is the engine's own language and its
 * message is the fuller one, so English keeps it; another language uses its templates when the
 * code and every reason in it have one and the facts came with the refusal, else the engine's
 * message (better English than nothing). Pure, so it is tested without a browser.
 */
import type { ApiError } from '../../api/contract.ts';
import { LISTED_BONES } from '../../domain/reasons.ts';
import { asSentences } from '../../domain/result.ts';

/** A fact a refusal names: a name, a number, a bone "6-3", a list of facts, or a reason. */
export type Fact = NonNullable<ApiError['params']>[string];

/** What a refusal carries: the api's error value (api/contract.ts ApiError) has this shape. */
export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly params?: Readonly<Record<string, Fact>>;
}

/** The engine's language: its messages need no template. */
export const ENGINE_LOCALE = 'en';

/** The message key of a code's template: 'play/no-match' → 'refusalDetail.play_no-match'. */
export function refusalDetailKey(code: string): string {
  return `refusalDetail.${code.replace('/', '_')}`;
}

/**
 * Facts that, when a refusal names them, call for a template of their own: a refusal on the
 * four-arm layout (Jamaican French) names its arms (`arms`), and 'refusalDetail.pass_contradicts-arms'
 * says the arms rather than the numbers they take; a file SQLite's check finds hurt (`check`,
 * 'refusalDetail.db_damaged-check') says what the check found rather than SQLite's error; a
 * migration that would leave rows pointing at nothing (`rows`, 'refusalDetail.db_migrations-rows');
 * Jamaican French's later pose by the last winner with any double (domain/pose.ts), refused to a
 * seat not due, names who is (`due`) and the players passed over for holding none (`lacking`,
 * when any), so the Spanish says as much as the engine's English. The room's address refused
 * (issue 24, 'refusalDetail.room_address-address') names the address typed, where none picked
 * has only the code's own words.
 */
const PARTICULAR_FACTS = ['arms', 'check', 'rows', 'lacking', 'due', 'address'] as const;

/** Whether a refusal names `fact`: an empty list (no player passed over) names nothing. */
const names = (params: Readonly<Record<string, Fact>>, fact: string): boolean => fact in params && !(Array.isArray(params[fact]) && (params[fact] as readonly Fact[]).length === 0);

/** The message keys that may hold a refusal's template, most particular first (see `PARTICULAR_FACTS`). */
export function refusalDetailKeys(refusal: Refusal): string[] {
  const key = refusalDetailKey(refusal.code);
  const particular = PARTICULAR_FACTS.find((fact) => refusal.params && names(refusal.params, fact));
  return particular ? [`${key}-${particular}`, key] : [key];
}

/**
 * The message keys that may hold a refusal's headline, most particular first. What the passes
 * proved ("Impossible after the passes:") may have been proved by draws as well, or by what else
 * the moves show (bones drawn face up, a pose that had to be a double): the reason says how (`by`,
 * and a `-pose` kind when the pose showed part of it, domain/reasons.ts), and the headline has a
 * variant for each, 'refusal.play_impossible-draws' and '-known' ("after the moves so far"), so
 * it never names passes that were not made. Then the code's own, then the one kept under `tableAll`.
 */
export function refusalTitleKeys(refusal: Pick<Refusal, 'code' | 'params'>): string[] {
  const key = `refusal.${refusal.code.replace('/', '_')}`;
  const reason = refusal.params?.['reason'];
  const facts = reason && typeof reason === 'object' && !Array.isArray(reason) ? (reason as { kind?: unknown; by?: { kind?: unknown } }) : undefined;
  const variant = headlineVariant(facts?.kind, facts?.by?.kind);
  return [...(variant ? [`${key}${variant}`] : []), key, `tableAll.${key}`];
}

/** The headline's variant for a reason of kind `kind` shown `by`: '-draws', '-known', or none (passes). */
function headlineVariant(kind: unknown, by: unknown): string | null {
  if (typeof kind === 'string' && kind.endsWith('-pose')) return '-known';
  if (by === 'by-drawing' || by === 'by-passing-drawing' || by === 'by-draw-at') return '-draws';
  if (by === 'by-known' || by === 'by-moves-known' || by === 'by-pose') return '-known';
  return null;
}

/** The message key of "and 12 more bones", which ends a list of bones cut at `LISTED_BONES`. */
export const MORE_BONES_KEY = 'refusalList.more-bones';

/** The message key of a reason kind's template: 'must-hold' → 'refusalReason.must-hold'. */
export function refusalReasonKey(kind: string): string {
  return `refusalReason.${kind}`;
}

/** vue-i18n's `te`: whether `locale` has its own message for `key`. */
type Has = (key: string, locale: string) => boolean;
/** vue-i18n's `t`: with `plural`, the form of the message for that count ("one bone | n bones"). */
type Say = (key: string, params: Record<string, string | number>, plural?: number) => string;

/**
 * A fact in words, or null when a reason in it has no template in `locale`. A list is joined the
 * locale's way ("6-5, 6-4 y 6-3"); under the name `either` with "or"; under the name `facts` it is
 * a list of reasons told as sentences of their own (" Ben pasó a 1 y 4."); under the name `bones`
 * it names the first `LISTED_BONES` and then how many more ("and 12 more bones", "y 12 más"), as the engine's
 * English does (domain/reasons.ts). A reason agrees with its `count` when it has one.
 */
export function sayFact(name: string, fact: Fact, locale: string, has: Has, say: Say): string | null {
  if (typeof fact === 'string' || typeof fact === 'number') return String(fact);
  if (Array.isArray(fact)) {
    const items: string[] = [];
    for (const item of fact as readonly Fact[]) {
      const words = sayFact('', item, locale, has, say);
      if (words === null) return null;
      items.push(words);
    }
    if (name === 'facts') return asSentences(items);
    if (name === 'bones' && items.length > LISTED_BONES) {
      if (!has(MORE_BONES_KEY, locale)) return null;
      const more = items.length - LISTED_BONES;
      items.splice(LISTED_BONES, more, say(MORE_BONES_KEY, { n: more }, more));
    }
    return new Intl.ListFormat(locale, { type: name === 'either' ? 'disjunction' : 'conjunction' }).format(items);
  }
  const reason = fact as { readonly kind: string; readonly [name: string]: Fact };
  const key = refusalReasonKey(reason.kind);
  if (!has(key, locale)) return null;
  const words = sayFacts(reason, locale, has, say);
  if (words === null) return null;
  return typeof reason['count'] === 'number' ? say(key, words, reason['count']) : say(key, words);
}

function sayFacts(facts: Readonly<Record<string, Fact>>, locale: string, has: Has, say: Say): Record<string, string | number> | null {
  const out: Record<string, string | number> = {};
  for (const [name, fact] of Object.entries(facts)) {
    if (name === 'kind') continue;
    const words = typeof fact === 'number' ? fact : sayFact(name, fact, locale, has, say);
    if (words === null) return null;
    out[name] = words;
  }
  return out;
}

/**
 * A reason alone in `locale` (domain/reasons.ts `sayReason` says it in the engine's English), or
 * null when a reason in it has no template there.
 */
export function reasonIn(reason: Fact, locale: string, has: Has, say: Say): string | null {
  return sayFact('reason', reason, locale, has, say);
}

/**
 * The refusal's explanation in `locale`. `has` and `say` are vue-i18n's `te` and `t` (passed in
 * so this stays pure). A refusal with `why` (a list of reasons) ends with them, one sentence each.
 */
export function refusalDetail(refusal: Refusal, locale: string, has: Has, say: Say): string {
  if (locale === ENGINE_LOCALE || !refusal.params) return refusal.message;
  const key = refusalDetailKeys(refusal).find((k) => has(k, locale));
  if (key === undefined) return refusal.message;
  const words = sayFacts(refusal.params, locale, has, say);
  if (words === null) return refusal.message;
  // Why the rule applied there, told after the detail as sentences of their own: the referee's
  // explanation of a refused pose, which an import's refusal carries too (domain/pose-why.ts).
  const why = refusal.params['why'];
  const after = why === undefined ? '' : sayFact('facts', why, locale, has, say);
  return after === null ? refusal.message : `${say(key, words)}${after}`;
}
