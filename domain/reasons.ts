/**
 * Why the engine refuses an entry, as data: a kind and the facts it names (seat names as the
 * record gives them, bones written "6-3", move numbers counted from 1, pip numbers, counts).
 *
 * The engine's English sentence is built from a reason here and nowhere else (`sayReason`): the
 * referee command and the api say it word for word. A refusal's `params` carry the same value, so
 * a screen says it in its own language, one template per kind (renderer/src/refusal.ts, issue 5:
 * "English and Spanish complete"). A list of facts is written with "and" unless its name says
 * otherwise (`either`: "or"); `count` is the number a sentence agrees with (one bone, two bones).
 */
import { asSentences, joinAnd, joinOr } from './result.ts';

/** Why a bone is known to be in a seat's hand without the deal. */
export type KnownReason =
  /** The seat drew it face known from the boneyard at move `move`. */
  | { readonly kind: 'drew'; readonly seat: string; readonly bone: string; readonly move: number }
  /** The seat posed another bone as the holder of `bone`: sporting. */
  | { readonly kind: 'sporting'; readonly seat: string; readonly bone: string }
  /** The seat posed `posed` as the highest double dealt (Cuban `firstPose`), so the higher `bone` sleeps. */
  | { readonly kind: 'highest-double'; readonly seat: string; readonly posed: string; readonly bone: string };

/** Where bones out of every hand lie: the boneyard, or out of play (sleeping). */
export type RestReason = { readonly kind: 'boneyard' } | { readonly kind: 'out-of-play' };

/**
 * What the pose showed: `seats` hold no double (latin-partnership.txt "every deal must be started
 * with a double, unless neither member of the team that is due to start has a double"; `count`
 * is how many, for the verb).
 */
export type PoseShownReason =
  | { readonly kind: 'by-pose'; readonly seats: readonly string[]; readonly count: number }
  /**
   * HendyDom's start (`noDouble: 'highest-bone'`): `poser` posed `posed` as the highest double
   * dealt, so no seat was dealt a higher double; or as the highest bone dealt, so no seat was dealt
   * a double or a higher bone. Those bones lay in the boneyard (a seat that drew since is not held to it).
   */
  | { readonly kind: 'by-pose-highest-double' | 'by-pose-highest-bone'; readonly poser: string; readonly posed: string };

/** Why bones are known to be elsewhere: a draw face up (its seat, move and those bones), or a pose. */
export type KnownShownReason =
  | { readonly kind: 'drew-face-up'; readonly seat: string; readonly bones: readonly string[]; readonly count: number; readonly move: number }
  | Extract<KnownReason, { readonly kind: 'sporting' | 'highest-double' }>;

/**
 * How the seats outside the places showed they lack the bones' numbers, named where a referee can
 * check it against the table (feasible.ts `shownBy`). Each such seat, at its first move showing
 * it lacks a number (hand.voidAt), passed or drew (a draw shows the seat could not play either
 * end, as a pass does: cuban.txt "drawing extra tiles if necessary until they find one that can
 * be played"). One move that shows every lack is named (`by-pass-at`, `by-draw-at`: its seat,
 * number, and the numbers the bones carry that it showed); else `by-passing` when passes show
 * them all, `by-drawing` when draws do, `by-passing-drawing` when both. `by-known` when no pass or
 * draw shows any, but the bones are known to be elsewhere: it names the draws face up (seat,
 * bones, move) or the pose that showed it; `by-moves-known` when both. `by-pose` when only the
 * pose did.
 */
export type ShownByReason =
  | ShownByMovesReason
  | { readonly kind: 'by-known'; readonly known: readonly KnownShownReason[] }
  /** Some lacks shown by passes or draws (first in `shown`), the others by bones known to be elsewhere. */
  | { readonly kind: 'by-moves-known'; readonly shown: readonly [ShownByMovesReason, ...KnownShownReason[]] }
  | PoseShownReason;

/**
 * Why a side poses this hand, as a refusal of another side's pose says it (domain/pose.ts,
 * `pose/wrong-team`): `team` are its seats, `either` the same seats, said with "or".
 * caribbean-jamaican-haitian-puerto-rican.txt: "the team that won the previous hand plays first"
 * (`side-won`); "If one team already has a score, that team starts" (a Jamaican replay,
 * `side-replay-leader`); "The next round is started by the same team that started the tied round"
 * (Haiti, `side-tie-posed`); cuban.txt: "the starting player for the next round is a member of the
 * team that did not start the tied round" (`side-tie-other`).
 */
export type PoseSideReason = {
  readonly kind: 'side-won' | 'side-replay-leader' | 'side-tie-posed' | 'side-tie-other';
  readonly team: readonly string[];
  readonly either: readonly string[];
};

/** The passes or draws that showed the lacks: one named, or several. */
export type ShownByMovesReason =
  | { readonly kind: 'by-pass-at' | 'by-draw-at'; readonly seat: string; readonly move: number; readonly pips: readonly number[] }
  | { readonly kind: 'by-passing' | 'by-drawing' | 'by-passing-drawing' };

/** Why the bones still out cannot be where the moves put them (what the passes and draws proved). */
export type InfeasibleReason =
  /** Every other seat showed it lacks `bones` (`by`), so `seat` must hold them all. */
  | {
      readonly kind: 'must-hold';
      readonly bones: readonly string[];
      readonly count: number;
      readonly others: readonly string[];
      readonly seat: string;
      readonly by: ShownByReason;
    }
  /** The same, some of the lacks shown by the pose (`pose`), the others by `by`. */
  | {
      readonly kind: 'must-hold-pose';
      readonly bones: readonly string[];
      readonly count: number;
      readonly others: readonly string[];
      readonly seat: string;
      readonly by: ShownByReason;
      readonly pose: PoseShownReason;
    }
  /**
   * Only `places` can hold `bones` (the others showed they cannot, `by`), and they have room for
   * `room` bones only. `bones` lists every one; the words name the first `LISTED_BONES`.
   */
  | {
      readonly kind: 'no-room';
      readonly bones: readonly string[];
      readonly count: number;
      readonly places: readonly (string | RestReason)[];
      readonly room: number;
      readonly by: ShownByReason;
    }
  /** The same, some of the lacks shown by the pose (`pose`), the others by `by`. */
  | {
      readonly kind: 'no-room-pose';
      readonly bones: readonly string[];
      readonly count: number;
      readonly places: readonly (string | RestReason)[];
      readonly room: number;
      readonly by: ShownByReason;
      readonly pose: PoseShownReason;
    };

/**
 * Why the bones played and still out cannot have come where the moves say, counting when each
 * of a seat's bones arrived (domain/unseen.ts): what a pass or a draw proves holds for the bones
 * held then (issue 20), also after an unseen draw.
 */
export type UnseenReason =
  /**
   * `seat` showed (`shown`) it lacked the numbers `either` and has drawn only `drawn` bones unseen since, but the
   * bones `came` (played since, or held) show them and so must have come since: more than `drawn`.
   */
  | {
      readonly kind: 'unseen-since';
      readonly seat: string;
      readonly shown: readonly ShownByMovesReason[];
      readonly drawn: number;
      readonly count: number;
      /** The numbers shown, said with "or" (hence the name, as screens join `either`). */
      readonly either: readonly number[];
      readonly came: readonly CameReason[];
    }
  /**
   * As `unseen-since`, where the pose (`shown` holds it) ruled out some of the bones, which then
   * have no numbers in common: the seat has drawn only `drawn` bones unseen since the bones it
   * held were ruled out, but the bones `came` must have come since.
   */
  | {
      readonly kind: 'unseen-since-pose';
      readonly seat: string;
      readonly shown: readonly (ShownByMovesReason | PoseShownReason)[];
      readonly drawn: number;
      readonly count: number;
      readonly came: readonly CameReason[];
    }
  /**
   * `bones` (played or still out) can have been only where there is room for `room` of them, each
   * seat in `since` having drawn unseen only so many since what it showed.
   */
  | { readonly kind: 'unseen-no-room'; readonly bones: readonly string[]; readonly count: number; readonly room: number; readonly since: readonly UnseenDrewReason[] };

/**
 * A seat drew unseen after passes or draws (`shown`) that proved the bones it held then lacked
 * some numbers: only the `drawn` bones drawn unseen since can show them (issue 20, domain/unseen.ts).
 */
export type UnseenDrewReason = {
  readonly kind: 'unseen-drew';
  readonly seat: string;
  readonly shown: readonly (ShownByMovesReason | PoseShownReason)[];
  readonly drawn: number;
  readonly count: number;
};

/** A bone that must have reached a seat since what it showed: played at `move`, or held (`came-held`). */
export type CameReason = { readonly kind: 'came-played'; readonly bone: string; readonly move: number } | { readonly kind: 'came-held'; readonly bone: string };

/** Why a pass or a draw (the seat holds nothing that fits) cannot be. */
export type CannotPlayReason = InfeasibleReason | UnseenReason | { readonly kind: 'fits'; readonly why: KnownReason };

/** The pip totals a seat can hold. */
export type TotalsReason =
  | { readonly kind: 'no-total' }
  /** `count` is `pips` again, the number the noun agrees with ("only 1 pip", "only 5 pips"). */
  | { readonly kind: 'only'; readonly pips: number; readonly count: number }
  | { readonly kind: 'range'; readonly lo: number; readonly hi: number }
  | { readonly kind: 'one-of'; readonly either: readonly number[] }
  | { readonly kind: 'range-gaps'; readonly lo: number; readonly hi: number };

/** What a seat can hold, given (`as-given`) the totals of other seats. */
export type CanHoldReason =
  | { readonly kind: 'fewest'; readonly seat: string; readonly fewest: number }
  | { readonly kind: 'can-hold'; readonly seat: string; readonly totals: TotalsReason }
  | {
      readonly kind: 'as-given';
      readonly given: readonly { readonly kind: 'seat-pips'; readonly seat: string; readonly pips: number }[];
      readonly then: CanHoldReason;
    };

/** A fact the moves proved about a seat's hand, told beside a refused total. */
export type ShownReason =
  | KnownReason
  | { readonly kind: 'passed-on'; readonly seat: string; readonly pips: readonly number[] }
  /** Numbers a seat first showed it lacked by drawing on them (a draw shows it could not play, as a pass does). */
  | { readonly kind: 'drew-on'; readonly seat: string; readonly pips: readonly number[] }
  | UnseenDrewReason;

/** Why pip totals cannot be. */
export type PipsReason =
  /** Out of range for the count of bones left. */
  | { readonly kind: 'pips-range'; readonly seat: string; readonly count: number; readonly pips: number; readonly most: number }
  /** No sharing of the bones still out gives the seat that total. */
  | {
      readonly kind: 'pips-hold';
      readonly seat: string;
      readonly count: number;
      readonly pips: number;
      readonly can: CanHoldReason;
      readonly facts: readonly ShownReason[];
    }
  | { readonly kind: 'no-sharing' };

/** Why a bone listed as drawn is not in the boneyard. */
export type NotInBoneyardReason = { readonly kind: 'drew-before'; readonly seat: string } | { readonly kind: 'held'; readonly seat: string };

/** Why a draw's count cannot be. */
export type DrawCountReason =
  | { readonly kind: 'draw-none'; readonly seat: string }
  | { readonly kind: 'draw-more'; readonly seat: string; readonly drawn: number; readonly stock: number };

/** Why a bone a seat is known to hold is missing from the bones left, or listed for another seat. */
export type LeftKnownReason =
  | { readonly kind: 'listed'; readonly seat: string; readonly bone: string; readonly why: KnownReason }
  | { readonly kind: 'unlisted'; readonly bone: string; readonly why: KnownReason };

/**
 * Why a seat cannot hold a bone it plays or is listed holding (a renege): what its passes, or a
 * pose that had to be a double (latin-partnership.txt "every deal must be started with a double"),
 * showed it lacked.
 */
export type RenegeReason =
  /** The seat passed (or drew) at move `move`, holding no `pip`. */
  | { readonly kind: 'showed-no'; readonly seat: string; readonly move: number; readonly pip: number }
  /** Four-arm layout: the seat passed at move `move` when the bone would have fitted an arm. */
  | { readonly kind: 'passed-arm-at'; readonly seat: string; readonly move: number }
  /** `poser` posed the double `bone` in `seat`'s place, which a partner may do only when `seat` holds no double. */
  | { readonly kind: 'posed-for'; readonly poser: string; readonly bone: string; readonly seat: string }
  /** `poser` posed `bone`, not a double, so no seat of `team` (`seat` among them) held one. */
  | { readonly kind: 'posed-not-double'; readonly poser: string; readonly bone: string; readonly team: readonly string[]; readonly seat: string }
  /**
   * HendyDom's start: `poser` posed `posed` as the highest double (or bone) dealt, so `seat` was not
   * dealt `bone`, and has drawn nothing since that could have brought it.
   */
  | { readonly kind: 'posed-highest-double' | 'posed-highest-bone'; readonly poser: string; readonly posed: string; readonly bone: string; readonly seat: string }
  /**
   * `due` was to pose with any double he held, and `poser` posed `bone` after him in order of
   * play, so `seat` (one passed over) held no double (Jamaican French `laterPose`).
   */
  | { readonly kind: 'posed-passed-on'; readonly due: string; readonly poser: string; readonly bone: string; readonly seat: string };

/** Why a hand cannot be thrown in (a redeal). */
export type RedealReason =
  | { readonly kind: 'no-redeal' }
  | { readonly kind: 'already-redealt'; readonly hand: number }
  | { readonly kind: 'posed'; readonly hand: number; readonly count: number }
  /** Lankford's Cuban game: the first player has not drawn the whole boneyard; `count` bones are left. */
  | { readonly kind: 'boneyard-left'; readonly seat: string; readonly count: number }
  /** Lankford's Cuban game: the first player holds the double `bone` (dealt, or drawn face known), so he poses it. */
  | { readonly kind: 'holds-double'; readonly seat: string; readonly bone: string }
  /** Lankford's Cuban game, thrown in before any draw: the deal leaves the double `bone` in the boneyard, which the first player would draw and pose. */
  | { readonly kind: 'boneyard-double'; readonly seat: string; readonly bone: string }
  /** The deal shows `seat` was dealt `count` doubles, fewer than the `needed` the family's redeal asks. */
  | { readonly kind: 'too-few-doubles'; readonly seat: string; readonly count: number; readonly needed: number }
  /** The draw games: the hand can begin, so it is not thrown in: `seat` was dealt `bone`, the bone its holder poses. */
  | { readonly kind: 'can-begin'; readonly bone: string; readonly seat: string }
  /** The draw games: the hand is posed by the last winner with any bone, not by the holder of `bone`: it can begin. */
  | { readonly kind: 'winner-poses'; readonly bone: string };

/**
 * Why a hand was to be posed the way a refusal of its pose says (domain/pose-why.ts), one sentence
 * each: `bone` is the bone whose holder begins, `count` how many hands were thrown in since the
 * last one played (or, for `pose-first-played`, before the first), which changes nothing
 * (docs/record-format.md). CJHPR: "The first hand begins with the individual who has the double
 * six bone"; "If the other side wins a hand, the score returns to 0 - 0, and the next hand is begun
 * by the holder of the double six"; "If the previous hand was tied, the holder of the 6-6 poses it".
 */
export type PoseWhyReason =
  | { readonly kind: 'pose-first'; readonly bone: string }
  | { readonly kind: 'pose-first-played'; readonly bone: string; readonly count: number }
  | { readonly kind: 'pose-playoff'; readonly bone: string }
  | {
      readonly kind: 'pose-after-bruk';
      readonly bone: string;
      readonly winners: readonly string[];
      readonly losers: readonly string[];
      readonly had: PointsReason;
      readonly count: number;
    }
  | { readonly kind: 'pose-after-tie'; readonly bone: string; readonly count: number }
  | { readonly kind: 'thrown-in-since'; readonly count: number };

/**
 * Why a finished hand cannot be settled from the moves alone: what each seat still holds must be
 * given (settle.ts). JCTPF (French): "If a double tile is in an individual's hand then his score
 * for that hand is doubled", so only the bones will do; a game scored by pips needs them after a
 * domino too; a block needs them to find the fewest.
 */
export type UnsettledReason =
  | { readonly kind: 'needs-bones-doubles' }
  | { readonly kind: 'needs-holdings-domino' }
  | { readonly kind: 'needs-holdings-block' }
  // Some seats' holdings were given, but not this seat's, which the scoring reads (issue 18 item 7).
  | { readonly kind: 'needs-seat'; readonly seat: string }
  | { readonly kind: 'needs-seat-block'; readonly seat: string }
  | { readonly kind: 'needs-seat-bones'; readonly seat: string };

/** A number of points with its noun: "1 point", "2 points". */
export type PointsReason = { readonly kind: 'points'; readonly count: number };

export type Reason =
  | KnownReason
  | UnsettledReason
  | PoseWhyReason
  | PointsReason
  | RedealReason
  | RestReason
  | CannotPlayReason
  | TotalsReason
  | CanHoldReason
  | ShownReason
  | PipsReason
  | NotInBoneyardReason
  | DrawCountReason
  | LeftKnownReason
  | RenegeReason
  | ShownByReason
  | KnownShownReason
  | PoseSideReason
  | UnseenDrewReason
  | CameReason
  | { readonly kind: 'seat-pips'; readonly seat: string; readonly pips: number };

const bones = (n: number): string => (n === 1 ? 'bone' : 'bones');
const pips = (n: number): string => (n === 1 ? 'pip' : 'pips');

/**
 * How many bones a reason's words name before "and 12 more bones": a refusal is read on the table
 * screen mid-hand, where eighteen bones are too many to take in (the reason's `bones` keeps them
 * all, for a referee's screen). The screens' words cut the list at the same place
 * (renderer/src/refusal.ts), so both say the same.
 */
export const LISTED_BONES = 6;

/** "6-6, 6-5 and 6-3", or past `LISTED_BONES` "6-6, 6-5, 6-4, 6-3, 6-2, 6-1 and 12 more bones". */
function sayBones(list: readonly string[]): string {
  if (list.length <= LISTED_BONES) return joinAnd(list);
  const more = list.length - LISTED_BONES;
  return joinAnd([...list.slice(0, LISTED_BONES), `${more} more ${bones(more)}`]);
}

/** " (the one since was thrown in, which changes nothing)" after "the last hand played …", or nothing. */
function sinceAside(count: number): string {
  if (count === 0) return '';
  return ` (${count === 1 ? 'the one since was' : 'those since were'} thrown in, which changes nothing)`;
}

/** The engine's English for a reason: the words of its refusal message. */
export function sayReason(r: Reason): string {
  switch (r.kind) {
    case 'needs-bones-doubles':
      return 'This game doubles the score of a player holding a double: give the bones each seat still holds ("left"), the seat that went out with none.';
    case 'needs-holdings-domino':
      return 'This game is scored by pips: give the bones each seat still holds ("left") or their pip totals ("pips"), the seat that went out with none.';
    case 'needs-holdings-block':
      return 'The hand is blocked: give the bones each seat still holds ("left") or their pip totals ("pips").';
    case 'needs-seat':
      return `The score counts what ${r.seat} holds: give ${r.seat}'s bones ("left") or pip total ("pips").`;
    case 'needs-seat-block':
      return `The hand is blocked: the fewest pips is found from every seat, so give ${r.seat}'s bones ("left") or pip total ("pips") too.`;
    case 'needs-seat-bones':
      return `This game doubles the score of a player holding a double: give the bones ${r.seat} still holds ("left").`;
    case 'drew':
      return `${r.seat} drew the ${r.bone} at move ${r.move}, so ${r.seat} holds it`;
    case 'sporting':
      // caribbean-jamaican-haitian-puerto-rican.txt: "the holder of the 6-6 is allowed to announce
      // that he is 'sporting' and begin with a different bone".
      // No parentheses: this reason is named inside others that are in parentheses (must-hold, no-room).
      return `${r.seat} announced sporting and posed another bone as the holder of the ${r.bone}, so ${r.seat} holds the ${r.bone}`;
    case 'highest-double':
      // cuban.txt: "the holder of the highest double dealt makes the first play".
      return `${r.seat} posed the ${r.posed} as the highest double dealt, so the ${r.bone} was not dealt: it sleeps`;
    case 'boneyard':
      return 'the boneyard';
    case 'out-of-play':
      return 'the bones out of play';
    case 'must-hold':
    case 'must-hold-pose': {
      // A pose that had to be a double may have shown seats without one (Latin `mustStartDouble`).
      const them = r.count === 1 ? 'it' : 'them';
      const why = r.kind === 'must-hold-pose' ? `${sayReason(r.by)}, and ${sayReason(r.pose)}` : sayReason(r.by);
      return `${sayBones(r.bones)} ${r.count === 1 ? 'is' : 'are'} still out and ${joinAnd(r.others)} cannot hold ${them} (${why}), so ${r.seat} must hold ${them}`;
    }
    case 'no-room':
    case 'no-room-pose': {
      const who = joinAnd(r.places.map((p) => (typeof p === 'string' ? p : sayReason(p))));
      const why = r.kind === 'no-room-pose' ? `${sayReason(r.by)}, and ${sayReason(r.pose)}` : sayReason(r.by);
      // Hall's condition fails when there are more bones than room: with one bone, no room at all.
      // The words agree with the bones' count only, as a screen's template can (renderer/src/locales).
      if (r.count === 1) return `${sayBones(r.bones)} is still out and only ${who} can hold it (${why}), but there is no room for it`;
      return `${sayBones(r.bones)} are still out and only ${who} can hold them (${why}), but there is room for only ${r.room} of them`;
    }
    case 'unseen-since':
      // What a pass or a draw proves holds for the bones held then (issue 20): a bone showing those
      // numbers, played since or held, came in a later unseen draw, and there were only so many.
      return `${joinAnd(r.shown.map(sayReason))}, and ${r.seat} has drawn only ${r.drawn} ${bones(r.drawn)} unseen since, so at most ${r.drawn} ${bones(r.drawn)} showing ${joinOr(r.either.map(String))} can have come to ${r.seat} since; yet ${joinAnd(r.came.map(sayReason))} did`;
    case 'unseen-since-pose':
      // The pose rules bones out, not numbers (HendyDom's start, the Latin double pose): "the bones ruled out".
      return `${joinAnd(r.shown.map(sayReason))}, and ${r.seat} has drawn only ${r.drawn} ${bones(r.drawn)} unseen since, so of the bones ruled out at most ${r.drawn} can have come to ${r.seat} since; yet ${joinAnd(r.came.map(sayReason))} did`;
    case 'unseen-no-room': {
      const since = r.since.length === 0 ? '' : ` (${joinAnd(r.since.map(sayReason))})`;
      return `${sayBones(r.bones)} cannot all have been where the moves put them: there was room for only ${r.room} of them${since}`;
    }
    case 'unseen-drew':
      return `${joinAnd(r.shown.map(sayReason))}, and ${r.seat} has drawn only ${r.drawn} ${bones(r.drawn)} unseen since`;
    case 'came-played':
      return `${r.bone} (played at move ${r.move})`;
    case 'came-held':
      return `${r.bone} (held)`;
    case 'by-passing':
      return 'the others have passed on their numbers';
    case 'by-drawing':
      return 'the others have drawn on their numbers';
    case 'by-passing-drawing':
      return 'the others have passed or drawn on their numbers';
    case 'by-pass-at':
      return `${r.seat} passed on ${joinAnd(r.pips.map(String))} at move ${r.move}`;
    case 'by-draw-at':
      return `${r.seat} drew on ${joinAnd(r.pips.map(String))} at move ${r.move}`;
    case 'by-known':
      return joinAnd(r.known.map(sayReason));
    case 'by-moves-known':
      return joinAnd(r.shown.map(sayReason));
    case 'by-pose':
      return `the pose showed that ${joinAnd(r.seats)} ${r.count === 1 ? 'holds' : 'hold'} no double`;
    case 'by-pose-highest-double':
      return `${r.poser} posed the ${r.posed} as the highest double dealt, so no seat was dealt a higher double`;
    case 'by-pose-highest-bone':
      return `${r.poser} posed the ${r.posed} as the highest bone dealt, so no seat was dealt a double or a higher bone`;
    case 'side-won':
      return `${joinAnd(r.team)} won the last hand, so ${joinOr(r.either)} poses`;
    case 'side-replay-leader':
      return `The last hand was tied and is replayed; ${joinAnd(r.team)} have points, so ${joinOr(r.either)} poses`;
    case 'side-tie-posed':
      return `The last hand was tied, and the team that posed it poses the next: ${joinOr(r.either)}`;
    case 'side-tie-other':
      return `The last hand was tied, and the team that did not pose it poses the next: ${joinOr(r.either)}`;
    case 'drew-face-up':
      return `${r.seat} drew the ${sayBones(r.bones)} face up at move ${r.move}`;
    case 'fits':
      return `${sayReason(r.why)}, which fits`;
    case 'no-total':
      return 'no total at all';
    case 'only':
      return `only ${r.pips} ${pips(r.pips)}`;
    case 'range':
      return `${r.lo} to ${r.hi} pips`;
    case 'one-of':
      return `${joinOr(r.either.map(String))} pips`;
    case 'range-gaps':
      return `${r.lo} to ${r.hi} pips, but not every total between`;
    case 'fewest':
      return `the fewest pips ${r.seat} can hold is ${r.fewest}`;
    case 'can-hold':
      return `${r.seat} can hold ${sayReason(r.totals)}`;
    case 'as-given':
      return `with ${joinAnd(r.given.map(sayReason))} as given, ${sayReason(r.then)}`;
    case 'seat-pips':
      return `${r.seat}'s ${r.pips}`;
    case 'passed-on':
      return `${r.seat} passed on ${joinAnd(r.pips.map(String))}`;
    case 'drew-on':
      return `${r.seat} drew on ${joinAnd(r.pips.map(String))}`;
    case 'showed-no':
      return `${r.seat} showed no ${r.pip} at move ${r.move}`;
    case 'passed-arm-at':
      return `${r.seat} passed at move ${r.move} when it would have fitted an arm`;
    case 'posed-for':
      return `${r.poser} posed ${r.bone} in ${r.seat}'s place, which a partner may do only when ${r.seat} holds no double`;
    case 'posed-highest-double':
      return `${r.poser} posed the ${r.posed} as the highest double dealt, so the ${r.bone} lay in the boneyard, and ${r.seat} has drawn nothing since that could have brought it`;
    case 'posed-highest-bone':
      return `${r.poser} posed the ${r.posed} as the highest bone dealt (nobody was dealt a double), so the ${r.bone} lay in the boneyard, and ${r.seat} has drawn nothing since that could have brought it`;
    case 'posed-passed-on':
      return `${r.due} was to pose with any double; ${r.poser} posed ${r.bone} in turn after him, so ${r.seat} held no double`;
    case 'posed-not-double':
      return `${r.poser} posed ${r.bone}, not a double, which the hand must begin with unless neither of ${joinAnd(r.team)} holds one, so ${r.seat} held no double`;
    case 'pips-range':
      // "whose pips cannot total 1": the total meets no noun, so one template per language agrees
      // with the bones' count alone (a vue-i18n template has one plural choice).
      return `${r.seat} has ${r.count} ${bones(r.count)} left, whose pips cannot total ${r.pips} (0 to ${r.most}).`;
    case 'pips-hold':
      return `${r.seat} has ${r.count} ${bones(r.count)} left, whose pips cannot total ${r.pips}: ${sayReason(r.can)}.${asSentences(r.facts.map(sayReason))}`;
    case 'no-sharing':
      return 'No sharing of the bones not played gives these totals.';
    case 'drew-before':
      return `${r.seat} drew it just before`;
    case 'held':
      return `${r.seat} holds it`;
    case 'draw-none':
      return `${r.seat} must draw at least one bone.`;
    case 'draw-more':
      return `${r.seat} cannot draw ${r.drawn}: the boneyard has ${r.stock} left.`;
    case 'listed':
      return `${r.seat} is listed holding ${r.bone}, but ${sayReason(r.why)}.`;
    case 'unlisted':
      return `${r.bone} is not listed, but ${sayReason(r.why)}.`;
    case 'no-redeal':
      return 'This game has no redeal: a hand cannot be thrown in.';
    case 'already-redealt':
      return `Hand ${r.hand} was already thrown in: only a hand not yet posed can be thrown in.`;
    case 'posed':
      return `Hand ${r.hand} has ${r.count} ${r.count === 1 ? 'move' : 'moves'}: only a hand not yet posed can be thrown in.`;
    case 'can-begin':
      return `${r.seat} was dealt the ${r.bone}, so the hand can begin: a hand is thrown in only when the ${r.bone} lies in the boneyard.`;
    case 'winner-poses':
      return `This hand is not begun by the holder of the ${r.bone}, so it can begin: a hand is thrown in only when the ${r.bone} lies in the boneyard.`;
    case 'too-few-doubles':
      return `${r.seat} was dealt ${r.count} ${r.count === 1 ? 'double' : 'doubles'}; a redeal needs ${r.needed} or more.`;
    case 'boneyard-left':
      return `${r.seat} has not drawn the whole boneyard: ${r.count} ${bones(r.count)} ${r.count === 1 ? 'is' : 'are'} left, and he draws on until he finds a double.`;
    case 'points':
      return `${r.count} ${r.count === 1 ? 'point' : 'points'}`;
    case 'pose-first':
      return `this is the first hand, which the holder of the ${r.bone} begins`;
    case 'pose-first-played':
      return `the ${r.count === 1 ? 'hand before was' : 'hands before were'} thrown in, which changes nothing: this is the first hand played, which the holder of the ${r.bone} begins`;
    case 'pose-playoff':
      return `this hand is the play-off at 1-1, which the holder of the ${r.bone} begins`;
    case 'pose-after-bruk':
      return `the last hand${r.count === 0 ? '' : ' played'} was a bruk (${joinAnd(r.winners)} won it while ${joinAnd(r.losers)} had ${sayReason(r.had)}, so the score went back to 0-0)${sinceAside(r.count)}, and after a bruk the holder of the ${r.bone} begins the next hand`;
    case 'pose-after-tie':
      return `the last hand${r.count === 0 ? '' : ' played'} was tied${sinceAside(r.count)}, and after a tied hand the holder of the ${r.bone} begins the next`;
    case 'thrown-in-since':
      return `the ${r.count === 1 ? 'hand since the last one played was' : 'hands since the last one played were'} thrown in, which changes nothing`;
    case 'holds-double':
      return `${r.seat} holds ${r.bone}, a double, and poses it: the hand is not thrown in.`;
    case 'boneyard-double':
      return `The deal leaves ${r.bone}, a double, in the boneyard: ${r.seat} draws until he finds it and poses it, so the hand is not thrown in.`;
  }
}
