import { useI18n } from 'vue-i18n';
import type { ParsedBones } from './composables/bones.ts';
import { firstKey, optionWordKeys } from './optionWords.ts';
import type { OptionField } from './optionWords.ts';
import type { HandResultView, MoveView, OptionView, PoseView, PresetView, RuleFamilyView } from '../../api/contract.ts';
import { extraWords, finishWords, howWords, moveWords, poseWords, scoreWords, sideName, targetWords, worthWords } from './handWords.ts';
import type { PoseRules, Say } from './handWords.ts';

/**
 * Putting the engine's answers in the scorekeeper's language. The api gives facts (seats, bones,
 * reasons as codes) and English sentences; the screens say them in the chosen language from the
 * facts, so Spanish is as complete as English.
 */

export { showBone } from './handWords.ts';

/** "Ann & Cat": the seats of `team`, given the match's teams (seats by team). */
export function teamName(seats: readonly string[], teams: readonly (readonly number[])[], team: number): string {
  return sideName({ seats, teams }, team);
}

/** The sentences of handWords.ts in the chosen language. */
export function useWords() {
  const { t, te } = useI18n();
  const has = (key: string) => te(key);
  const say: Say = (key, named = {}, plural) => (plural === undefined ? t(key, named) : t(key, named, plural));

  function moveText(seats: readonly string[], move: MoveView): string {
    return moveWords(say, seats, move);
  }

  function poseText(seats: readonly string[], teams: readonly (readonly number[])[], pose: PoseView, rules?: PoseRules): string {
    return poseWords(say, { seats, teams }, pose, rules);
  }

  /** What the next hand is worth, in the family's way of scoring (points, or pips). */
  function worthText(family: string, holdings: 'block' | 'always' | 'bones', value: number): string {
    return worthWords(say, has, family, holdings, value);
  }

  /** How the hand ended, what it did to the score, and anything else it did (bonuses, notes). */
  /** `before`: the score before the hand, where known (a bruk names whose points went back to 0). */
  function resultText(seats: readonly string[], teams: readonly (readonly number[])[], r: HandResultView, before?: readonly number[]): { how: string; score: string; extras: string[] } {
    const sides = { seats, teams };
    return { how: howWords(say, sides, r), score: scoreWords(say, sides, r, before), extras: extraWords(say, sides, r) };
  }

  /** What the match's target means in this family. */
  function targetText(family: string, target: number, race = false): string {
    return targetWords(say, has, family, target, race);
  }

  /** The match won, in the family's words. */
  function finishText(family: string, seats: readonly string[], teams: readonly (readonly number[])[], winner: number, score: readonly number[], ranking?: readonly number[]): string {
    return finishWords(say, has, family, { seats, teams }, winner, score, ranking);
  }

  /** Why typed bones could not be read, for the seat they were typed for. */
  function bonesProblem(seat: string, parsed: ParsedBones): string | null {
    if (parsed.ok) return null;
    return parsed.problem === 'odd' ? t('block.oddNumbers', { seat }) : t('block.badPip', { seat, pip: parsed.pip ?? 0 });
  }

  return { moveText, poseText, worthText, resultText, targetText, finishText, bonesProblem };
}

/**
 * A rule family's options in words, through vue-i18n, keyed by family and option (see
 * optionWords.ts): en.json holds the api's own words (from docs/rules.md; test/renderer/
 * optionWords.test.ts checks they match), es.json their translation. The api's words stand in for
 * an option we have no message for yet (one a newer engine added).
 */
export function useOptionWords() {
  const { t, te } = useI18n();
  const words = (key: string, fallback: string) => (te(key) ? t(key) : fallback);
  const word = (family: string, o: OptionView, field: OptionField, fallback: string, choice?: string | boolean) => {
    const key = firstKey(optionWordKeys(family, o.id, field, choice), (k) => te(k));
    return key ? t(key) : fallback;
  };
  const familyName = (family: string, fallback: string) => words(`families.${family}`, fallback);
  const familyHelp = (family: string, fallback: string) => words(`familyHelp.${family}`, fallback);
  const label = (family: string, o: OptionView) => word(family, o, 'label', o.label);
  const help = (family: string, o: OptionView) => word(family, o, 'help', o.help);
  const choiceLabel = (family: string, o: OptionView, c: { value: string | boolean; label: string }) => word(family, o, 'label', c.label, c.value);
  const choiceHelp = (family: string, o: OptionView, c: { value: string | boolean; help: string }) => word(family, o, 'help', c.help, c.value);
  /** A setting clubs play (PresetView): its label and help in the chosen language. */
  const presetLabel = (family: string, p: PresetView) => words(`familyPresets.${family}.${p.id}.label`, p.label);
  const presetHelp = (family: string, p: PresetView) => words(`familyPresets.${family}.${p.id}.help`, p.help);
  /** "Posing the 6-6: Tournament": an option and its value. */
  function line(family: string, o: OptionView, value: unknown): string {
    const c = o.choices?.find((ch) => ch.value === value);
    return `${label(family, o)}: ${c ? choiceLabel(family, o, c) : String(value)}`;
  }
  /**
   * Every option of a game with its value, a line each (the scoreboard's rules, a score card's),
   * with `seats` only those about one of these seat counts: null until the family's options are
   * known (listOptions, the ruleFamilies store).
   */
  function lines(family: Pick<RuleFamilyView, 'id' | 'options'> | undefined, options: Readonly<Record<string, unknown>>, seats?: readonly number[]): string[] | null {
    if (!family) return null;
    const about = (o: OptionView) => seats === undefined || o.seats === undefined || o.seats.some((n) => seats.includes(n));
    return family.options.filter(about).map((o) => line(family.id, o, options[o.id]));
  }
  return { words, familyName, familyHelp, label, help, choiceLabel, choiceHelp, line, lines, presetLabel, presetHelp };
}
