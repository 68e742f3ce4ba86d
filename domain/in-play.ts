/**
 * Which bones of a set are in play under a family's rules, and the numbers every move reads, built
 * once per preset.
 *
 * Part of the hand engine (see hand.ts); rule texts are cited by file name in ../shared/rules/.
 */
import { boneId, boneSet, isInSet, LO_BITS, showBone } from './bones.ts';
import type { Bone, MaxPip } from './bones.ts';
import type { Seat } from './hand-types.ts';
import type { HandRules, SeatOut } from './rules.ts';

/**
 * By rules: which bones of the set are in play, by id (1) or taken out (0), and as bits; and the
 * arrays of a hand before its first move. Built once per preset.
 */
interface InPlay {
  readonly byId: Uint8Array;
  readonly lo: number;
  readonly hi: number;
  /**
   * Shared by every new hand (a hand's arrays are never changed in place: `applyMove` copies what
   * it changes and `replayMoves` works on its own copies), so starting a hand allocates none.
   */
  readonly bySeat: readonly number[];
  readonly byBone: readonly number[];
  readonly bySeatPip: readonly number[];
  /**
   * The rules' numbers every move reads. Each family's rules object has its own shape, so reading
   * them from the rules makes those reads slow once several families have run in one process (the
   * bench, a server); read here they come from one shape.
   */
  readonly seats: number;
  readonly handSize: number;
  /**
   * By seat: the bones it is dealt (`handSize`, 0 for a seat sitting out, `HandRules.out`), the
   * seat that plays after it (the next one still in), and how many seats play this hand.
   */
  readonly sizes: readonly number[];
  readonly nextSeat: readonly number[];
  readonly playing: number;
  readonly maxPip: MaxPip;
  readonly fourArm: boolean;
  readonly boneyard: boolean;
}
const inPlayCache = new WeakMap<HandRules, InPlay>();

/** The last rules asked about, in front of the WeakMap: a match asks about the same rules per bone. */
let lastRules: HandRules | null = null;
let lastInPlay: InPlay | null = null;

export function inPlayOf(rules: HandRules): InPlay {
  if (rules === lastRules) return lastInPlay!;
  const found = inPlayOfRules(rules);
  lastRules = rules;
  lastInPlay = found;
  return found;
}

function inPlayOfRules(rules: HandRules): InPlay {
  const cached = inPlayCache.get(rules);
  if (cached) return cached;
  const byId = new Uint8Array(boneSet(rules.maxPip).bones.length).fill(1);
  for (const bone of rules.removed) byId[boneId(bone[0], bone[1])] = 0;
  const sitting = (seat: number) => seatOut(rules, seat) !== null;
  const sizes: number[] = [];
  const nextSeat: number[] = [];
  for (let seat = 0; seat < rules.seats; seat++) {
    sizes.push(sitting(seat) ? 0 : rules.handSize);
    let next = (seat + 1) % rules.seats;
    while (sitting(next) && next !== seat) next = (next + 1) % rules.seats;
    nextSeat.push(next);
  }
  const out = {
    byId,
    lo: inPlayBits(byId, 0),
    hi: inPlayBits(byId, LO_BITS),
    bySeat: filled(rules.seats, 0),
    byBone: filled(byId.length, -1),
    bySeatPip: filled(rules.seats * (rules.maxPip + 1), -1),
    seats: rules.seats,
    handSize: rules.handSize,
    sizes,
    nextSeat,
    playing: sizes.filter((n) => n > 0).length,
    maxPip: rules.maxPip,
    fourArm: rules.layout === 'four-arm',
    boneyard: rules.rest === 'boneyard',
  };
  inPlayCache.set(rules, out);
  return out;
}

/** How many bones of the set are in play: 28, 27 without the 0-0, 55. */
export function bonesInPlay(rules: HandRules): number {
  return boneSet(rules.maxPip).bones.length - rules.removed.length;
}

/** Bones dealt in all: a hand's size for each seat that plays (seats sitting out get none). */
export function bonesDealt(rules: HandRules): number {
  return (rules.seats - (rules.out?.length ?? 0)) * rules.handSize;
}

/** Every bone in play is in someone's hand: 4 × 7 of a double-six, 3 × 9 without the 0-0, 2 × 14. */
export function allBonesDealt(rules: HandRules): boolean {
  return bonesDealt(rules) === bonesInPlay(rules);
}

/** The seat sits this hand out (`HandRules.out`), and since which hand; null when it plays. */
export function seatOut(rules: HandRules, seat: Seat): SeatOut | null {
  return rules.out?.find((o) => o.seat === seat) ?? null;
}

export function teamOf(rules: HandRules, seat: Seat): number {
  return rules.teamOf[seat]!;
}

/** The bone is in the set in play for these rules. */
export function inSetInPlay(rules: HandRules, bone: Bone): boolean {
  return isInSet(bone, rules.maxPip) && inPlayOf(rules).byId[boneId(bone[0], bone[1])] === 1;
}

export function notInSet(rules: HandRules, bone: Bone): string {
  if (isInSet(bone, rules.maxPip)) return `${showBone(bone)} is taken out of the set in this game.`;
  return `${showBone(bone)} is not a bone of the double-${rules.maxPip} set.`;
}

/**
 * `n` times `value`, as a packed array: `new Array(n).fill(…)` makes a holey one, which every
 * later read (and every copy a move makes) pays for.
 */
function filled(n: number, value: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

/** The bits of the bones in play among ids base … base+LO_BITS-1 (the high word holds the rest). */
function inPlayBits(inPlay: Uint8Array, base: number): number {
  let bits = 0;
  for (let id = base; id < inPlay.length && id < base + LO_BITS; id++) if (inPlay[id] === 1) bits |= 1 << (id - base);
  return bits;
}
