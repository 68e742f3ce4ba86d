import { useI18n } from 'vue-i18n';
import type { ParsedBones } from './composables/bones.ts';
import type { Bone, HandResultView, MoveView, OptionView, PoseView } from '../../api/contract.ts';

/**
 * Putting the engine's answers in the scorekeeper's language. The api gives facts (seats, bones,
 * reasons as codes) and English sentences; the screens say them in the chosen language from the
 * facts, so Spanish is as complete as English.
 */

export function showBone(bone: Bone | readonly [number, number]): string {
  return `${bone[0]}-${bone[1]}`;
}

/** "Ann & Cat": the seats of `team`, given the match's teams (seats by team). */
export function teamName(seats: readonly string[], teams: readonly (readonly number[])[], team: number): string {
  return (teams[team] ?? []).map((s) => seats[s] ?? `#${s + 1}`).join(' & ');
}

export function useWords() {
  const { t } = useI18n();

  function moveText(seats: readonly string[], move: MoveView): string {
    const seat = seats[move.seat] ?? '';
    if (move.pass || move.bone === null) return t('moves.pass', { seat });
    const bone = showBone(move.bone);
    if (move.end === 'left') return t('moves.playLeft', { seat, bone });
    if (move.end === 'right') return t('moves.playRight', { seat, bone });
    return t('moves.play', { seat, bone });
  }

  function poseText(seats: readonly string[], teams: readonly (readonly number[])[], pose: PoseView): string {
    if (pose.who === 'team' && pose.team !== undefined) return t('pose.team', { team: teamName(seats, teams, pose.team) });
    if (pose.who === 'holder') {
      const bone = showBone(pose.bone ?? [6, 6]);
      const holder = pose.seats.length === 1 ? (seats[pose.seats[0]!] ?? '') : null;
      if (holder !== null) return pose.forced ? t('pose.holderNamedForced', { seat: holder, bone }) : t('pose.holderNamed', { seat: holder, bone });
      return pose.forced ? t('pose.holderForced', { bone }) : t('pose.holder', { bone });
    }
    // cuban.txt: "the holder of the highest double dealt makes the first play of the first round".
    if (pose.who === 'highest-double') return t('pose.highestDouble');
    return t('pose.anyone');
  }

  /** How the hand ended, then what it did to the score: two sentences. */
  function resultText(seats: readonly string[], teams: readonly (readonly number[])[], r: HandResultView): { how: string; score: string } {
    const names = r.seats.map((s) => seats[s] ?? '').join(' & ');
    const bone = r.lastBone ? showBone(r.lastBone) : '';
    const least = r.pips && r.seats.length > 0 ? (r.pips[r.seats[0]!] ?? 0) : 0;
    let how: string;
    switch (r.reason) {
      case 'key-bone':
        how = t('result.keyBone', { seat: names, bone });
        break;
      case 'domino':
        how = t('result.domino', { seat: names, bone });
        break;
      case 'fewest-pips':
        how = t('result.fewestPips', { seat: names, pips: least });
        break;
      case 'partners-tied':
        how = t('result.partnersTied', { seats: names, pips: least });
        break;
      case 'opponents-tied':
        how = t('result.opponentsTied', { seats: names, pips: least });
        break;
    }
    let score: string;
    if (r.winner === null) score = t('result.tie');
    else {
      const team = teamName(seats, teams, r.winner);
      if (r.bruk) score = t('result.bruk', { team });
      else if (r.playoffNext) score = t('result.playoffNext', { team });
      else score = t('result.points', { team, points: r.points }, r.points);
    }
    return { how, score };
  }

  /** Why typed bones could not be read, for the seat they were typed for. */
  function bonesProblem(seat: string, parsed: ParsedBones): string | null {
    if (parsed.ok) return null;
    return parsed.problem === 'odd' ? t('block.oddNumbers', { seat }) : t('block.badPip', { seat, pip: parsed.pip ?? 0 });
  }

  return { moveText, poseText, resultText, bonesProblem };
}

/**
 * A rule family's options in words, through vue-i18n: en.json holds the api's own words (from
 * docs/rules.md; test/renderer/locale.test.ts checks they match), es.json their translation. The
 * api's words stand in for an option we have no message for yet.
 */
export function useOptionWords() {
  const { t, te } = useI18n();
  const words = (key: string, fallback: string) => (te(key) ? t(key) : fallback);
  const label = (o: OptionView) => words(`optionWords.${o.id}.label`, o.label);
  const help = (o: OptionView) => words(`optionWords.${o.id}.help`, o.help);
  const choiceLabel = (o: OptionView, c: { value: string | boolean; label: string }) => words(`optionWords.${o.id}.choices.${String(c.value)}.label`, c.label);
  const choiceHelp = (o: OptionView, c: { value: string | boolean; help: string }) => words(`optionWords.${o.id}.choices.${String(c.value)}.help`, c.help);
  /** "Posing the 6-6: Tournament": an option and its value. */
  function line(o: OptionView, value: unknown): string {
    const c = o.choices?.find((ch) => ch.value === value);
    return `${label(o)}: ${c ? choiceLabel(o, c) : String(value)}`;
  }
  return { words, label, help, choiceLabel, choiceHelp, line };
}
