/**
 * What the table screen shows about a hand, derived from the engine's state: how many of each
 * number are still out, which open ends are hard, which end each play went on, and which bones
 * each seat may still hold. Pure queries over a `Hand`; the screens hold no rules of their own.
 */
import { isDouble } from './bones.ts';
import type { Bone, Pip } from './bones.ts';
import { knownHolder, line, passedOn, shownVoid, unplayedBones } from './hand.ts';
import type { End, Hand, Seat } from './hand.ts';

/** By pip (0 … maxPip): how many bones showing it are not on the layout yet. */
export function outstanding(hand: Hand): number[] {
  const out = new Array<number>(hand.set.maxPip + 1).fill(0);
  for (const id of unplayedBones(hand)) {
    const [a, b] = hand.set.bones[id]!;
    out[a]! += 1;
    if (b !== a) out[b]! += 1;
  }
  return out;
}

/**
 * The open ends that are hard (caribbean-jamaican-haitian-puerto-rican.txt: "there are eight
 * occurrences of each number in the set … If this number appears seven times on the layout, one
 * appearance must be at an end of the line and this is known as a hard end. There is only one
 * remaining bone that can be played on that end"): every occurrence of the pip but one is down,
 * so exactly one bone showing it is out, and it is not its double (that would be two occurrences).
 */
export function hardEnds(hand: Hand): Pip[] {
  if (!hand.ends) return [];
  const out: Pip[] = [];
  for (const pip of new Set(hand.ends)) {
    const left = unplayedBones(hand).filter((id) => {
      const [a, b] = hand.set.bones[id]!;
      return a === pip || b === pip;
    });
    if (left.length === 1 && !isDouble(hand.set.bones[left[0]!]!)) out.push(pip);
  }
  return out;
}

/**
 * By move: the end each play went on, as the line shows it (a bone left of the pose went on the
 * left); null for the pose and for passes.
 */
export function endsOfMoves(hand: Hand): (End | null)[] {
  const out: (End | null)[] = hand.moves.map(() => null);
  const placed = line(hand);
  if (placed.length === 0) return out;
  const pose = placed.reduce((first, p) => (p.move < first.move ? p : first));
  const at = placed.indexOf(pose);
  placed.forEach((p, i) => {
    if (i !== at) out[p.move] = i < at ? 'left' : 'right';
  });
  return out;
}

/**
 * The bones `seat` may still hold: with the deal known, exactly its bones not played; otherwise
 * every bone not on the layout except those showing a pip it passed on (a pass proves it had none,
 * caribbean-jamaican-haitian-puerto-rican.txt: "If a player cannot play then he passes his turn")
 * and bones known to be in another seat's hand (a sporting pose's 6-6, a draw seen). For the
 * block picker.
 */
export function possibleHoldings(hand: Hand, seat: Seat): Bone[] {
  const voids = shownVoid(hand, seat);
  const out: Bone[] = [];
  for (const id of unplayedBones(hand).reverse()) {
    const bone = hand.set.bones[id]!;
    if (hand.dealtTo) {
      if (hand.dealtTo[id] === seat) out.push(bone);
      continue;
    }
    // A bone known to be in a hand (drawn face up, a sporting pose's 6-6) is there and nowhere
    // else, whatever that seat passed on.
    const known = knownHolder(hand, id);
    if (known >= 0) {
      if (known === seat) out.push(bone);
      continue;
    }
    // passedOn: in the four-arm layout a pass may prove only that a double is lacking.
    if (voids.includes(bone[0]) || voids.includes(bone[1]) || passedOn(hand, seat, id)) continue;
    out.push(bone);
  }
  return out;
}
