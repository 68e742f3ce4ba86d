/**
 * Whose turn it is and the pose: who may begin a hand, with which bone, and what a pose proves.
 *
 * Part of the hand engine (see hand.ts); rule texts are cited by file name in ../shared/rules/.
 */
import { boneBits, boneId, isDouble, showBone } from './bones.ts';
import type { Bone, BoneId, Pip } from './bones.ts';
import { isPlay, moveNo, seatName } from './hand-types.ts';
import type { Hand, HandError, PlayMove, Pose, Seat, TeamPoseWhy } from './hand-types.ts';
import { inPlayOf, seatOut, teamOf } from './in-play.ts';
import { holding, passedOn } from './knowledge.ts';
import { sayReason } from './reasons.ts';
import type { PoseShownReason, PoseSideReason, RenegeReason } from './reasons.ts';
import { joinAnd, joinOr } from './result.ts';
import type { HandRules } from './rules.ts';

/** The highest double in a hand, and its holder: { seat: -1 } when nobody was dealt a double. */
export function highestDoubleDealt(dealtTo: Int8Array, rules: HandRules): { seat: Seat; pip: Pip } {
  for (let pip = rules.maxPip; pip >= 0; pip--) {
    const seat = dealtTo[boneId(pip, pip)]!;
    if (seat >= 0) return { seat, pip };
  }
  return { seat: -1, pip: 0 };
}

/**
 * The highest bone dealt that is not a double, and its holder, { seat: -1 } when none: HendyDom's
 * start when nobody was dealt a double (`Pose.highestBone`). Bone ids order the bones by the
 * higher end, then the lower (bones.ts `boneId`: 6-5, 6-4 … 6-0, 5-4 …), so the highest is the
 * last dealt.
 */
export function highestBoneDealt(dealtTo: Int8Array, rules: HandRules): { seat: Seat; bone: Bone } {
  for (let hi = rules.maxPip; hi >= 0; hi--) {
    for (let lo = hi - 1; lo >= 0; lo--) {
      const seat = dealtTo[boneId(hi, lo)]!;
      if (seat >= 0) return { seat, bone: [hi, lo] };
    }
  }
  return { seat: -1, bone: [0, 0] };
}

/** Who poses under the highest-double start, and with what: the highest double dealt, else (`highestBone`) the highest bone; null when nobody can. */
export function highestPoser(dealtTo: Int8Array, rules: HandRules, pose: Extract<Pose, { by: 'highest-double' }>): { seat: Seat; bone: Bone } | null {
  const double = highestDoubleDealt(dealtTo, rules);
  if (double.seat >= 0) return { seat: double.seat, bone: [double.pip, double.pip] };
  if (pose.highestBone !== true) return null;
  const bone = highestBoneDealt(dealtTo, rules);
  return bone.seat >= 0 ? bone : null;
}

/**
 * The seat that poses under `any-double` (`Pose`), from the deal: `from` when it holds a double,
 * else the next seat in order of play that holds one; -1 when no seat does. Before the pose, so
 * every bone dealt is still held.
 */
export function doubleHolderFrom(dealtTo: Int8Array, rules: HandRules, from: Seat): Seat {
  for (let k = 0; k < rules.seats; k++) {
    const seat = (from + k) % rules.seats;
    for (let pip = 0; pip <= rules.maxPip; pip++) if (dealtTo[boneId(pip, pip)] === seat) return seat;
  }
  return -1;
}

/** The seats from `from` up to `to` (not included) in order of play: those a pose by `to` passed over. */
function seatsBetween(rules: HandRules, from: Seat, to: Seat): Seat[] {
  const out: Seat[] = [];
  // Past the seats sitting the hand out (HandRules.out, French `playOut`): they hold nothing.
  const { nextSeat } = inPlayOf(rules);
  for (let s = from; s !== to && out.length < rules.seats; s = nextSeat[s]!) out.push(s);
  return out;
}

/** Checks shared by plays, passes and draws: the hand is on, the seat exists and it is its turn. */
export function checkTurn(hand: Hand, seat: Seat): HandError | null {
  const { rules } = hand.setup;
  if (hand.status !== 'playing') {
    const last = hand.moves.length;
    if (hand.status === 'domino') {
      const winner = (hand.moves[last - 1] as PlayMove).seat;
      return {
        code: 'hand/over',
        message: `The hand is over: ${seatName(hand, winner)} played the last bone at ${moveNo(last - 1)} (domino).`,
        params: { move: last },
      };
    }
    return { code: 'hand/over', message: `The hand is over: it was blocked after ${moveNo(last - 1)}.`, params: { move: last } };
  }
  if (!Number.isInteger(seat) || seat < 0 || seat >= inPlayOf(rules).seats) {
    return { code: 'seat/unknown', message: `There is no seat ${seat}: seats are 0 to ${rules.seats - 1}.`, params: { seat, last: rules.seats - 1 } };
  }
  // A player who has gone out (Jamaican French `playOut`) has lost: he plays no more hands.
  const out = seatOut(rules, seat);
  if (out) {
    const name = seatName(hand, seat);
    return { code: 'turn/seat-out', message: `${name} is out since hand ${out.since}: he reached the losing score.`, params: { seat: name, hand: out.since } };
  }
  // Before the pose only a seat that has drawn to find its double (`openWithDouble`) holds the turn.
  if (hand.turn !== null && seat !== hand.turn && (hand.ends !== null || hand.arms !== null || hand.moves.length > 0)) {
    return {
      code: 'turn/out-of-turn',
      message: `It is ${seatName(hand, hand.turn)}'s turn, not ${seatName(hand, seat)}'s.`,
      params: { turn: seatName(hand, hand.turn), seat: seatName(hand, seat) },
    };
  }
  return null;
}

export function checkPose(hand: Hand, seat: Seat, bone: Bone, id: BoneId): HandError | null {
  const wrong = whoPoses(hand, seat, bone, id);
  if (wrong) return wrong;
  // cuban.txt (Lankford): "The first player must begin with a double"; the highest-double start
  // poses a double too, and so does every four-arm hand: its centre is a double (the 0-0, or any
  // double the last winner poses: `any-double`). HendyDom's start (`highestBone`) poses any bone
  // when nobody was dealt a double.
  const { rules, pose } = hand.setup;
  const highestDouble = pose.by === 'highest-double' && pose.highestBone !== true;
  if ((rules.openWithDouble === true || highestDouble || pose.by === 'any-double' || rules.layout === 'four-arm') && !isDouble(bone)) {
    return {
      code: 'pose/not-double',
      message: `This hand must be posed with a double; ${seatName(hand, seat)} posed ${showBone(bone)}.`,
      params: { seat: seatName(hand, seat), bone: showBone(bone) },
    };
  }
  return null;
}

/**
 * cuban.txt: "Some play that the holder of the highest double dealt makes the first play of the
 * first round. If nobody holds a double, players turn in their hands and it is redealt." Our
 * reading: he poses that double (as the partner game's 6-6 holder poses it). Only the deal shows
 * who holds it; without the deal the pose must be a double (checked by the caller).
 */
function highestDoubleError(hand: Hand, seat: Seat, bone: Bone | null, pose: Extract<Pose, { by: 'highest-double' }>): HandError | null {
  if (!hand.dealtTo) return null;
  const poser = highestPoser(hand.dealtTo, hand.setup.rules, pose);
  if (poser === null) {
    return {
      code: 'pose/no-double',
      message: 'Nobody was dealt a double, so nobody can begin: the hands are turned in and dealt again (record the hand as a redeal).',
      params: { seat: seatName(hand, seat) },
    };
  }
  const highest = showBone(poser.bone);
  // HendyDom: with no double dealt, "the highest bone" (6-5, then 6-4 …) begins instead of a redeal.
  const what = isDouble(poser.bone) ? 'highest double dealt' : 'highest bone dealt (nobody was dealt a double)';
  if (poser.seat !== seat) {
    return {
      code: 'pose/not-holder',
      message: `The holder of the ${what}, the ${highest}, poses this hand: ${seatName(hand, poser.seat)}, not ${seatName(hand, seat)}.`,
      params: { pose: highest, holder: seatName(hand, poser.seat), seat: seatName(hand, seat) },
    };
  }
  if (bone && boneId(bone[0], bone[1]) !== boneId(poser.bone[0], poser.bone[1])) {
    return {
      code: 'pose/wrong-bone',
      message: `This hand must be posed with the ${what}, the ${highest}; ${seatName(hand, seat)} posed ${showBone(bone)}.`,
      params: { pose: highest, seat: seatName(hand, seat), bone: showBone(bone) },
    };
  }
  return null;
}

/**
 * YaadDominoes' French game (issue 19 item 7): later hands are posed by the last winner with any
 * double he holds. Our reading: one who holds none leaves it to the next player in order of play
 * who holds one. Only the deal shows who that is; without it any seat may pose a double, and the
 * pose proves the seats it passed over hold none (`poseVoids`).
 */
function anyDoubleError(hand: Hand, from: Seat, seat: Seat): HandError | null {
  if (!hand.dealtTo) return null;
  const { rules } = hand.setup;
  const due = doubleHolderFrom(hand.dealtTo, rules, from);
  if (due < 0) {
    return {
      code: 'pose/no-double',
      message: 'Nobody was dealt a double, so nobody can begin: the hands are turned in and dealt again (record the hand as a redeal).',
      params: { seat: seatName(hand, seat) },
    };
  }
  if (due === seat) return null;
  const who = seatName(hand, seat);
  const dueName = seatName(hand, due);
  const lacking = seatsBetween(rules, from, due).map((s) => seatName(hand, s));
  const message =
    lacking.length === 0
      ? `${dueName} poses this hand, with any double he holds, not ${who}.`
      : `${joinAnd(lacking)} ${lacking.length === 1 ? 'holds' : 'hold'} no double, so the pose passes to the next player in order of play who holds one: ${dueName}, not ${who}.`;
  return { code: 'pose/wrong-seat', message, params: { seat: who, due: dueName, lacking } };
}

/** The reason (domain/reasons.ts) for each rule that chooses the side due to pose. */
const TEAM_POSE_WHY: Readonly<Record<TeamPoseWhy, PoseSideReason['kind']>> = {
  won: 'side-won',
  'replay-leader': 'side-replay-leader',
  'tie-same-team': 'side-tie-posed',
  'tie-other-team': 'side-tie-other',
};

/** Whether `seat` may begin this hand and, when `bone` is given, with it: the pose's who and which. */
export function whoPoses(hand: Hand, seat: Seat, bone: Bone | null, id: BoneId): HandError | null {
  const pose = hand.setup.pose;
  if (pose.by === 'holder') {
    const poseId = boneId(pose.bone[0], pose.bone[1]);
    // Tournament play: "the first player must begin by posing the 6-6"
    // (caribbean-jamaican-haitian-puerto-rican.txt, The Play).
    if (pose.forced && bone && id !== poseId) {
      return {
        code: 'pose/wrong-bone',
        message: `This hand must be posed with the ${showBone(pose.bone)} by its holder; ${seatName(hand, seat)} posed ${showBone(bone)}.`,
        params: { pose: showBone(pose.bone), seat: seatName(hand, seat), bone: showBone(bone) },
      };
    }
    // Sporting: the holder of the 6-6 poses, with any bone. Only checkable with the deal.
    const holder = hand.dealtTo?.[poseId] ?? -1;
    if (holder >= 0 && holder !== seat) {
      return {
        code: 'pose/not-holder',
        message: `The holder of the ${showBone(pose.bone)} poses this hand: ${seatName(hand, holder)}, not ${seatName(hand, seat)}.`,
        params: { pose: showBone(pose.bone), holder: seatName(hand, holder), seat: seatName(hand, seat) },
      };
    }
  } else if (pose.by === 'team') {
    // "the team that won the previous hand plays first … the player who starts may begin with any bone"
    // (caribbean-jamaican-haitian-puerto-rican.txt, The Play).
    if (teamOf(hand.setup.rules, seat) !== pose.team) {
      const posers = hand.setup.rules.teamOf
        .map((team, s) => (team === pose.team ? seatName(hand, s) : null))
        .filter((n): n is string => n !== null);
      // The rule that chose the side is named (a screen says it in its own language: params.reason).
      const reason: PoseSideReason = { kind: TEAM_POSE_WHY[pose.why ?? 'won'], team: posers, either: posers };
      return {
        code: 'pose/wrong-team',
        message: `${sayReason(reason)}; ${seatName(hand, seat)} cannot.`,
        params: { seat: seatName(hand, seat), reason },
      };
    }
  } else if (pose.by === 'highest-double') {
    return highestDoubleError(hand, seat, bone, pose);
  } else if (pose.by === 'any-double') {
    return anyDoubleError(hand, pose.seat, seat);
  } else if (pose.by === 'seats') {
    const partner = pose.double === true && pose.seats.some((s) => teamOf(hand.setup.rules, s) === teamOf(hand.setup.rules, seat));
    if (!pose.seats.includes(seat) && !partner) {
      const posers = pose.seats.map((s) => seatName(hand, s));
      return {
        code: 'pose/wrong-seat',
        message: `${joinOr(posers)} poses this hand; ${seatName(hand, seat)} cannot.`,
        params: { seat: seatName(hand, seat) },
      };
    }
  }
  // A draw before the pose (bone null) shows no bone to check.
  return bone !== null && (pose.by === 'team' || pose.by === 'seats') ? checkDoublePose(hand, pose, seat, bone) : null;
}

/** The seats of the team that must begin with a double (`Pose.double`), or null. */
export function doubleTeam(hand: Hand, pose: Pose): Seat[] | null {
  if ((pose.by !== 'team' && pose.by !== 'seats') || pose.double !== true) return null;
  const { teamOf: teams } = hand.setup.rules;
  const team = pose.by === 'team' ? pose.team : teams[pose.seats[0]!]!;
  return teams.flatMap((t, s) => (t === team ? [s] : []));
}

/**
 * latin-partnership.txt: "Some play that every deal must be started with a double, unless neither
 * member of the team that is due to start has a double." Our reading: the seat due to pose poses
 * a double if it has one; if it has none and its partner has, the partner poses a double; if
 * neither has, the seat due poses any bone. Without the deal only the seat is checked here; what
 * the pose proves is kept (`poseVoids`) and checked against later plays.
 */
function checkDoublePose(hand: Hand, pose: Extract<Pose, { by: 'team' | 'seats' }>, seat: Seat, bone: Bone): HandError | null {
  const team = doubleTeam(hand, pose);
  if (!team) return null;
  const due = pose.by === 'seats' ? pose.seats : team;
  const who = seatName(hand, seat);
  const dueNames = joinOr(due.map((s) => seatName(hand, s)));
  if (!isDouble(bone) && !due.includes(seat)) {
    return {
      code: 'pose/double-required',
      message: `${dueNames} poses this hand; ${who} may pose in ${dueNames}'s place only with a double, and ${showBone(bone)} is not one.`,
      params: { seat: who, bone: showBone(bone) },
    };
  }
  if (!hand.dealtTo) return null;
  const doubleOf = (s: Seat): Bone | null => holding(hand, s)?.find(isDouble) ?? null;
  if (!isDouble(bone)) {
    const holder = team.find((s) => doubleOf(s) !== null);
    if (holder === undefined) return null;
    return {
      code: 'pose/double-required',
      message: `This hand must begin with a double, as ${seatName(hand, holder)} holds ${showBone(doubleOf(holder)!)}; ${who} posed ${showBone(bone)}.`,
      params: { seat: who, bone: showBone(bone), holder: seatName(hand, holder) },
    };
  }
  const dueHolder = due.find((s) => s !== seat && doubleOf(s) !== null);
  if (!due.includes(seat) && dueHolder !== undefined) {
    return {
      code: 'pose/wrong-seat',
      message: `${seatName(hand, dueHolder)} holds ${showBone(doubleOf(dueHolder)!)}, so ${seatName(hand, dueHolder)} poses this hand, not ${who}.`,
      params: { seat: who },
    };
  }
  return null;
}

/**
 * The seats a pose by `seat` of `bone` shows hold no double, without the deal: under `Pose.double`
 * (`poseVoids`), and under `any-double` the seats it passed over, from the seat due up to the
 * poser (a pose that is not a double is refused before this).
 */
function poseLacking(hand: Hand, seat: Seat, bone: Bone): readonly Seat[] {
  const pose = hand.setup.pose;
  if (pose.by === 'any-double') return isDouble(bone) ? seatsBetween(hand.setup.rules, pose.seat, seat) : [];
  const team = doubleTeam(hand, pose);
  if (!team) return [];
  const due = pose.by === 'seats' ? pose.seats : team;
  return !isDouble(bone) ? team : due.includes(seat) ? [] : due;
}

/** Whether the pose of this hand can prove that seats hold no double (`poseVoids`). */
export function poseShowsLack(hand: Hand): boolean {
  return hand.setup.pose.by === 'any-double' || doubleTeam(hand, hand.setup.pose) !== null;
}

/**
 * What a pose under `Pose.double` (or `any-double`) proves without the deal: a pose that is not a double, that
 * neither member of the team holds a double; a double posed by the partner of the seat due, that
 * the seat due holds none. Added to the seats' voids (`voidLo`/`voidHi`), so the Hall check and
 * the renege check see it. Null when it proves nothing.
 */
export function poseVoids(hand: Hand, seat: Seat, bone: Bone): { voidLo: number[]; voidHi: number[] } | null {
  // Only the pose proves anything (the pose is read only then: its shapes vary by family and hand).
  if (hand.ends !== null || hand.arms !== null || hand.dealtTo !== null) return null;
  const proof = poseProof(hand, seat, bone);
  if (proof === null) return null;
  const voidLo = hand.voidLo.slice();
  const voidHi = hand.voidHi.slice();
  for (const s of proof.seats) {
    voidLo[s] = voidLo[s]! | proof.lo;
    voidHi[s] = voidHi[s]! | proof.hi;
  }
  return { voidLo, voidHi };
}

/**
 * What the pose of `bone` by `seat` proves without the deal, whenever it is read (`poseVoids` at
 * the pose, domain/unseen.ts after an unseen draw): the seats it concerns and the bones (bits by
 * id) they lacked. `dealt`: a fact about the bones dealt (HendyDom's start: those bones lay in
 * the boneyard at the deal), else about the bones held at the pose (the Latin double pose, the
 * seats an any-double pose passed over). Null when it proves nothing.
 */
export function poseProof(hand: Hand, seat: Seat, bone: Bone): { seats: readonly Seat[]; lo: number; hi: number; dealt: boolean } | null {
  const pose = hand.setup.pose;
  if (pose.by === 'highest-double' && pose.highestBone === true) {
    const { lo, hi } = highestPoseProves(bone, hand.set.maxPip);
    return { seats: Array.from({ length: hand.setup.rules.seats }, (_, s) => s), lo, hi, dealt: true };
  }
  const lacking = poseLacking(hand, seat, bone);
  if (lacking.length === 0) return null;
  let lo = 0;
  let hi = 0;
  for (let pip = 0; pip <= hand.set.maxPip; pip++) {
    const [l, h] = boneBits(boneId(pip, pip));
    lo |= l;
    hi |= h;
  }
  return { seats: lacking, lo, hi, dealt: false };
}

/** The seats (bits) the pose showed hold no double (or, HendyDom's start, no bone it rules out), as a reason. */
export function poseShown(hand: Hand, bits: number): PoseShownReason {
  const { pose } = hand.setup;
  if (pose.by === 'highest-double' && pose.highestBone === true) {
    const first = hand.moves.find(isPlay)!;
    const posed = showBone(first.bone);
    return { kind: isDouble(first.bone) ? 'by-pose-highest-double' : 'by-pose-highest-bone', poser: seatName(hand, first.seat), posed };
  }
  const names: string[] = [];
  for (let s = 0; s < hand.setup.rules.seats; s++) if ((bits & (1 << s)) !== 0) names.push(seatName(hand, s));
  return { kind: 'by-pose', seats: names, count: names.length };
}

/**
 * The bones a pose under HendyDom's start (`Pose.highestBone`) proves no seat was dealt: the
 * doubles above a double posed; every double and every bone above a bone that is not one (bone
 * ids order bones by the higher end, then the lower: bones.ts). As bits by id.
 */
export function highestPoseProves(bone: Bone, maxPip: Pip): { lo: number; hi: number } {
  const posed = boneId(bone[0], bone[1]);
  let lo = 0;
  let hi = 0;
  for (let a = 0; a <= maxPip; a++) {
    for (let b = 0; b <= a; b++) {
      const id = boneId(a, b);
      const proved = isDouble(bone) ? a === b && id > posed : a === b || id > posed;
      if (!proved) continue;
      const [l, h] = boneBits(id);
      lo |= l;
      hi |= h;
    }
  }
  return { lo, hi };
}

/**
 * Why the pose proved that `seat` holds no double (`poseVoids`), when `id` is a double it did not
 * show by passing; null otherwise.
 */
export function posedWithoutDouble(hand: Hand, seat: Seat, id: BoneId): RenegeReason | null {
  if ((hand.voidPips[seat]! & hand.set.pipBits[id]!) !== 0) return null;
  if (!passedOn(hand, seat, id)) return null;
  const first = hand.moves[0] as PlayMove;
  const poser = seatName(hand, first.seat);
  const name = seatName(hand, seat);
  const { pose } = hand.setup;
  if (pose.by === 'highest-double' && pose.highestBone === true) {
    // HendyDom's start: the pose showed the bone lay in the boneyard at the deal, and the seat has
    // drawn nothing unseen since (that would have cleared the void) nor drawn it face up.
    const facts = { poser, posed: showBone(first.bone), bone: showBone(hand.set.bones[id]!), seat: name };
    return { kind: isDouble(first.bone) ? 'posed-highest-double' : 'posed-highest-bone', ...facts };
  }
  if (pose.by === 'any-double') return { kind: 'posed-passed-on', due: seatName(hand, pose.seat), poser, bone: showBone(first.bone), seat: name };
  if (isDouble(first.bone)) return { kind: 'posed-for', poser, bone: showBone(first.bone), seat: name };
  const team = hand.setup.rules.teamOf.flatMap((t, s) => (t === hand.setup.rules.teamOf[first.seat] ? [seatName(hand, s)] : []));
  return { kind: 'posed-not-double', poser, bone: showBone(first.bone), team, seat: name };
}
