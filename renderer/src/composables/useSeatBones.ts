import type { Bone } from '../../../api/contract.ts';
import { useWords } from '../words.ts';
import { parseBones } from './bones.ts';

/**
 * A problem with what was typed in a dialog, said when drawn (in the screens' language then): a
 * string kept from the moment it was found stayed in the language of that moment.
 */
export type Problem = () => string;

/**
 * Reads the bones typed for each seat (the deal, the bones left): every seat's list, or the
 * problem with the first seat whose text is not bones of this set (and that seat, for the focus),
 * in the scorekeeper's words.
 * The problem is words to say (a Problem), not a string said once: a dialog that shows it says it
 * again in the language chosen after it.
 */
export function useSeatBones(): (texts: readonly string[], seats: readonly string[], maxPip: number) => { ok: true; bones: Bone[][] } | { ok: false; problem: Problem; seat: number } {
  const { bonesProblem } = useWords();
  return (texts, seats, maxPip) => {
    const bones: Bone[][] = [];
    for (const [seat, text] of texts.entries()) {
      const parsed = parseBones(text, maxPip);
      if (!parsed.ok) return { ok: false, problem: () => bonesProblem(seats[seat] ?? '', parsed) ?? '', seat };
      bones.push(parsed.bones.map((b): Bone => [b[0], b[1]]));
    }
    return { ok: true, bones };
  };
}
