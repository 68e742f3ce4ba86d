/**
 * A hand in the scorekeeper's words, for every rule family: a move (a play, a pass, a draw), who
 * poses, and how a hand ended and what it did to the score. The one place these sentences are
 * made: the table's result panel (HandResult.vue), the scoreboard's history and the replay all
 * use it, through `useWords` (words.ts).
 *
 * The api gives facts (seats, bones, `why`, `bonuses`, `notes`) and an English `text`; the words
 * here are built from the facts, in the chosen language. Pure: `say` is vue-i18n's `t`, so this
 * is tested without a browser.
 */
import type { HandResultView, MoveView, PoseView } from '../../api/contract.ts';
import { frenchPipsCount } from '../../domain/families/jamaican-french.ts';

/** vue-i18n's `t`: a message key, its named values, and the count that picks a plural form. */
export type Say = (key: string, named?: Record<string, string | number>, plural?: number) => string;

/** The seats' names and the sides they form (teams, or one seat each). */
export interface Sides {
  readonly seats: readonly string[];
  readonly teams: readonly (readonly number[])[];
}

export function showBone(bone: readonly [number, number] | readonly number[]): string {
  return `${bone[0]}-${bone[1]}`;
}

/** "Ann & Cat": the seats of side `side` (a team, or one seat each for oneself). */
export function sideName(sides: Sides, side: number): string {
  return (sides.teams[side] ?? []).map((s) => sides.seats[s] ?? `#${s + 1}`).join(' & ');
}

/** Partners (some side has two seats) or each for oneself: the verbs agree with it. */
export function eachForOneself(sides: Sides): boolean {
  return sides.teams.every((team) => team.length <= 1);
}

/** "Ann & Cat 3 – Ben & Dan 1", or "Ann 2 – Ben 0 – Cat 1": every side with its points. */
export function scoreLine(sides: Sides, score: readonly number[]): string {
  return score.map((points, side) => `${sideName(sides, side)} ${points}`).join(' – ');
}

export function moveWords(say: Say, seats: readonly string[], move: MoveView): string {
  const seat = seats[move.seat] ?? '';
  if (move.kind === 'draw' || (move.draw !== null && move.draw !== undefined)) {
    const draw = move.draw ?? 1;
    if (typeof draw === 'number') return say('tableAll.moveDraw', { seat, n: draw }, draw);
    return say('tableAll.moveDrawSeen', { seat, bones: draw.map(showBone).join(' ') });
  }
  if (move.pass || move.bone === null) return say('moves.pass', { seat });
  const bone = showBone(move.bone);
  if (move.end === 'left') return say('moves.playLeft', { seat, bone });
  if (move.end === 'right') return say('moves.playRight', { seat, bone });
  // The four-arm layout (Jamaican French): the arm, as the table names it.
  if (move.end !== null) return say('moves.playArm', { seat, bone, arm: say(`layoutArms.${move.end}`) });
  return say('moves.play', { seat, bone });
}

/** What the table's rules add to who poses (TableRulesView): every pose is a double, drawn for (Lankford). */
export interface PoseRules {
  readonly openWithDouble: boolean;
}

/** Who poses the hand, as the api says (PoseView.who), and with what when the table's rules say so. */
export function poseWords(say: Say, sides: Sides, pose: PoseView, rules: PoseRules = { openWithDouble: false }): string {
  // "Ann / Cat": the seats that may pose; one of them does. cuban.txt (Lankford): "The first player
  // must begin with a double, drawing tiles if necessary until a double is obtained", not any bone.
  const poseKey = rules.openWithDouble ? 'pose.seatsDrawDouble' : 'tableAll.poseSeats';
  const mayPose = (seats: readonly number[]) => say(poseKey, { seats: seats.map((s) => sides.seats[s] ?? '').join(' / ') }, seats.length);
  switch (pose.who) {
    case 'team': {
      // A side of one seat (each for oneself) is that player: "Cat poses".
      const team = sides.teams[pose.team ?? 0] ?? [];
      if (pose.double) return say('pose.teamDouble', { team: sideName(sides, pose.team ?? 0) });
      return team.length === 1 ? mayPose(team) : say('pose.team', { team: sideName(sides, pose.team ?? 0) });
    }
    case 'holder': {
      const bone = showBone(pose.bone ?? [6, 6]);
      const holder = pose.seats.length === 1 ? (sides.seats[pose.seats[0]!] ?? '') : null;
      if (holder !== null) return pose.forced ? say('pose.holderNamedForced', { seat: holder, bone }) : say('pose.holderNamed', { seat: holder, bone });
      return pose.forced ? say('pose.holderForced', { bone }) : say('pose.holder', { bone });
    }
    case 'seats':
      // latin-partnership.txt "every deal must be started with a double, unless neither member of
      // the team that is due to start has a double": the seats are the seat due and its partner.
      if (pose.double) return say('pose.seatsDouble', { seats: pose.seats.map((s) => sides.seats[s] ?? '').join(' / ') });
      return mayPose(pose.seats);
    case 'anyone':
      return say(rules.openWithDouble ? 'pose.anyoneDrawDouble' : 'pose.anyone');
    case 'highest-double':
      // cuban.txt: "the holder of the highest double dealt makes the first play of the first round".
      return say('pose.highestDouble');
    case 'highest-bone':
      // HendyDom (the draw games' `noDouble: 'highest-bone'`): with no double dealt, the highest bone.
      return say('pose.highestBone');
    case 'any-double': {
      // Jamaican French `laterPose`: the last winner, any double; the deal may name who has one.
      const seat = sides.seats[pose.seats[0] ?? 0] ?? '';
      return say(pose.seats.length === 1 ? 'pose.anyDoubleNamed' : 'pose.anyDouble', { seat });
    }
  }
}

/** The pips a side holds at the end of a hand (the sum of its seats'). */
function sidePips(sides: Sides, pips: readonly number[] | null, side: number): number {
  return (sides.teams[side] ?? []).reduce((total, seat) => total + (pips?.[seat] ?? 0), 0);
}

/** How a hand ended: one sentence from the api's `why`. */
export function howWords(say: Say, sides: Sides, r: HandResultView): string {
  const seat = r.seats.map((s) => sides.seats[s] ?? '').join(' & ');
  const bone = r.lastBone ? showBone(r.lastBone) : '';
  const pips = r.pips && r.seats.length > 0 ? Math.min(...r.seats.map((s) => r.pips![s] ?? 0)) : 0;
  const team = r.winner === null ? '' : sideName(sides, r.winner);
  switch (r.why) {
    case 'domino':
      return say('result.domino', { seat, bone });
    case 'key-bone':
      return say('result.keyBone', { seat, bone });
    case 'dekabes':
      return say('result.dekabes', { seat, bone });
    case 'milo':
      return say('result.milo', { seat, bone });
    case 'fewest-pips':
      return say('result.fewestPips', { seat, pips });
    case 'partners-tied':
      return r.winner === null ? say('result.partnersTiedTie', { seats: seat, pips }) : say('result.partnersTied', { seats: seat, pips });
    case 'opponents-tied':
      return eachForOneself(sides) ? say('result.playersTied', { seats: seat, pips }) : say('result.opponentsTied', { seats: seat, pips });
    case 'team-fewest-pips':
      return say('result.teamFewestPips', { team, pips: r.winner === null ? 0 : sidePips(sides, r.pips, r.winner) });
    case 'teams-tied': {
      const each = sidePips(sides, r.pips, 0);
      return say('result.teamsTied', { pips: each }, each);
    }
    case 'tie-to-posers':
      return say('result.tieToPosers', { team });
    case 'tie-to-more-bones':
      return say('result.tieToMoreBones', { team });
    case 'tie-to-last-team':
      return say('result.tieToLastTeam', { team });
    case 'tie-to-last-team-loses':
      return say('result.tieToLastTeamLoses', { team });
    case 'tie-to-lower-seat':
      return say('result.tieToLowerSeat', { seat: sides.seats[Math.min(...r.seats)] ?? '', team });
    case 'redeal':
      return say('result.redeal', { seat });
    case 'ruling':
      return r.winner === null ? say('result.rulingNoScore', { reason: r.ruling?.reason ?? '' }) : say('result.ruling', { team, reason: r.ruling?.reason ?? '' });
  }
}

/** "Ann & Cat 12, Ben & Dan 20": what each side added, or only the sides that added something. */
function addedLine(sides: Sides, added: readonly number[], onlyScorers: boolean): string {
  return added.flatMap((points, side) => (onlyScorers && points === 0 ? [] : [`${sideName(sides, side)} ${points}`])).join(', ');
}

/**
 * Jamaican French: every seat adds the pips it holds, doubled when it holds a double. JCTPF: "At
 * the end of each hand the numbers on the tiles in each person's hand are added to his running
 * score. If a double tile is in an individual's hand then his score for that hand is doubled."
 * The api says which seat held a double (`heldDouble`).
 */
function ownPipsWords(say: Say, sides: Sides, r: HandResultView, added: readonly number[]): string {
  // Where the pips held are not what the hand adds (a tied block adding nothing, the replay of a
  // tie worth 2 to its winner: Jamaican French's `tiedBlock`, `tieReplay`), the list alone.
  if (!frenchPipsCount(r.notes)) return say('result.eachAdded', { list: added.map((points, side) => `${sideName(sides, side)} ${points}`).join(', ') });
  const list = added
    .map((points, side) => {
      const pips = sidePips(sides, r.pips, side);
      const name = sideName(sides, side);
      const double = (sides.teams[side] ?? []).some((seat) => r.heldDouble?.[seat] === true);
      return double ? say('result.addedDoubled', { seat: name, pips, points }) : `${name} ${points}`;
    })
    .join(', ');
  return say('result.ownPipsAdded', { list });
}

/** Every seat adds to its own score (Jamaican French), rather than the winners scoring: `added` for one seat each, no bonuses. */
function eachAddsOwn(sides: Sides, r: HandResultView): r is HandResultView & { added: readonly number[] } {
  return r.added !== undefined && eachForOneself(sides) && r.passBonus === undefined && !r.notes.includes('both-score');
}

/**
 * What the hand did to the score: one sentence. `before`, the score before the hand where the
 * screen knows it: a bruk then names the side whose points went back to 0 and how many it had,
 * as the referee's report does (issue 18 item 10).
 */
export function scoreWords(say: Say, sides: Sides, r: HandResultView, before?: readonly number[]): string {
  if (r.outcome === 'redeal' || r.why === 'redeal') return say('result.redealScore');
  if (eachAddsOwn(sides, r)) return ownPipsWords(say, sides, r, r.added);
  // latin-partnership.txt "in a blocked game both teams score their unplayed tiles", a tied block too.
  if (r.winner === null && r.notes.includes('both-score') && r.added) return say('result.bothScore', { list: addedLine(sides, r.added, false) });
  // Pass bonuses are scored whether or not anybody wins the hand.
  if (r.winner === null) return say(r.passBonus?.some((b) => b > 0) ? 'result.tieHand' : 'result.tie');
  const team = sideName(sides, r.winner);
  const each = eachForOneself(sides);
  if (r.bruk) {
    if (each || r.notes.includes('reset-all')) return say('result.resetAll', { team });
    const losers = sides.teams.length === 2 ? 1 - r.winner : -1;
    const had = before?.[losers];
    return had !== undefined && had > 0
      ? say('result.brukHad', { team, losers: sideName(sides, losers), points: had }, had)
      : say('result.bruk', { team });
  }
  if (r.playoffNext) return say('result.playoffNext', { team });
  // "The team that wins the play-off hand then has a score of 2 - 0": said as the referee says it, not the 1 point it adds.
  if (r.playoff) return say('result.playoffWon', { team });
  return say(each ? 'result.pointsEach' : 'result.points', { team, points: r.points }, r.points);
}

/**
 * What else the hand did, one sentence each: pips divided or rounded, the winner's own pips taken
 * off, a game bonus, a chuchazo, both teams scoring a block, pass bonuses, a tie dealt again, a
 * deciding hand, the losers to 0, a pollona, players tied for the lowest score.
 */
export function extraWords(say: Say, sides: Sides, r: HandResultView): string[] {
  const out: string[] = [];
  const before = r.pipsBeforeDividing;
  if (r.notes.includes('divided') && before !== undefined) out.push(say('result.divided', { pips: before, points: r.points }, before));
  // latin-partnership.txt: "to round all scores down to a multiple of 10 points".
  if (r.notes.includes('rounded') && before !== undefined) out.push(say('result.rounded', { pips: before, points: r.points }, before));
  if (r.notes.includes('less-own-pips') && r.winner !== null) {
    // LANKFORD: "The winner scores the total pip count of their opponents' unplayed tiles less the
    // pip count of their own tiles if any".
    const own = sidePips(sides, r.pips, r.winner);
    const all = (r.pips ?? []).reduce((total, p) => total + p, 0);
    out.push(say('result.lessOwnPips', { others: all - own, own, points: r.points }));
  }
  if (r.gameBonus !== undefined && r.gameBonus > 0) out.push(say('result.gameBonus', { bonus: r.gameBonus }));
  if (r.chuchazo !== undefined && r.chuchazo > 0) out.push(say('result.chuchazo', { bonus: r.chuchazo }));
  if (r.notes.includes('both-score') && r.added && r.winner !== null) out.push(say('result.bothScore', { list: addedLine(sides, r.added, false) }));
  if (r.passBonus?.some((b) => b > 0)) out.push(say('result.passBonus', { list: addedLine(sides, r.passBonus, true) }));
  if (r.notes.includes('deal-again')) out.push(say('result.dealAgain'));
  if (r.notes.includes('decider')) out.push(say('result.decider'));
  if (r.notes.includes('losers-to-zero')) out.push(say('result.losersToZero'));
  if (r.notes.includes('viajera')) out.push(say('result.viajera'));
  else if (r.notes.includes('pollona')) out.push(say('result.pollona'));
  if (r.notes.includes('lowest-tied')) out.push(say('result.lowestTied'));
  // Issue 19's options: a block by the teams' difference; Jamaican French as YaadDominoes plays it.
  if (r.notes.includes('difference') && r.winner !== null) out.push(say('result.difference', { points: r.points }));
  if (r.notes.includes('doubled-out')) out.push(say('result.doubledOut'));
  if (r.notes.includes('quadrupled-out')) out.push(say('result.quadrupledOut'));
  if (r.notes.includes('tied-block-nothing')) out.push(say('result.tiedBlockNothing'));
  if (r.notes.includes('pass-penalty')) out.push(say('result.passPenalty'));
  if (r.notes.includes('replay-two')) out.push(say('result.replayTwo'));
  // Jamaican French `playOut`: who reached the losing score and is out; the last one in wins.
  if (r.wentOut && r.wentOut.length > 0) {
    const list = r.wentOut.map((s) => sideName(sides, s)).join(', ');
    const winner = r.lastIn ?? null;
    out.push(winner === null ? say('result.wentOut', { list }) : say('result.wentOutLast', { list, winner: sideName(sides, winner) }));
  }
  return out;
}

/** The short marks a hand earns on the scoreboard: the key bone, Dekabès, a Milo, bruk, a pollona … */
export type ResultTag = 'keyBone' | 'dekabes' | 'milo' | 'chuchazo' | 'bruk' | 'resetAll' | 'pollona' | 'viajera' | 'redeal';

export function resultTags(r: HandResultView): ResultTag[] {
  const tags: ResultTag[] = [];
  if (r.keyBone || r.bonuses.includes('key-bone')) tags.push('keyBone');
  if (r.bonuses.includes('dekabes')) tags.push('dekabes');
  if (r.bonuses.includes('milo')) tags.push('milo');
  if (r.chuchazo !== undefined && r.chuchazo > 0) tags.push('chuchazo');
  // Bruk is the partner game's word; Cut Throat's "all back to 0" is its own.
  if (r.bruk) tags.push(r.notes.includes('reset-all') ? 'resetAll' : 'bruk');
  if (r.notes.includes('viajera')) tags.push('viajera');
  else if (r.notes.includes('pollona')) tags.push('pollona');
  if (r.outcome === 'redeal') tags.push('redeal');
  return tags;
}

/**
 * What the next hand is worth, in the family's way of scoring. Where a hand scores points (1, more
 * after tied hands) it says how many; where it scores pips (the table asks for the bones left after
 * every hand: `TableRulesView.holdings` 'always' or 'bones') a count of points means nothing, so it
 * says how the pips are counted (the family's own words, or the shared ones).
 */
export function worthWords(say: Say, has: (key: string) => boolean, family: string, holdings: 'block' | 'always' | 'bones', value: number): string {
  if (holdings === 'block') return say('scoreboard.worth', { n: value }, value);
  const own = `worth.${family}`;
  return say(has(own) ? own : 'worth.pips');
}

/**
 * What the match's target means in this family ("first team to 100 points"), the shared words
 * otherwise. `race`: the partner game played as a plain race (onOpponentWin "race", issue 19 item
 * 4), where the target is no six-love: its own words (`target.<family>-race`) where it has them.
 */
export function targetWords(say: Say, has: (key: string) => boolean, family: string, target: number, race = false): string {
  const key = race && has(`target.${family}-race`) ? `target.${family}-race` : `target.${family}`;
  return say(has(key) ? key : 'target.any', { n: target });
}

/**
 * The match won: the family's own words when it has them, for every finish (`finishAlways`:
 * Jamaican French, won by the lowest score) or for a win while the others have none (`finish`:
 * six-love).
 */
export function finishWords(say: Say, has: (key: string) => boolean, family: string, sides: Sides, winner: number, score: readonly number[], ranking?: readonly number[]): string {
  const team = sideName(sides, winner);
  const own = `finish.${family}`;
  const named = { team, score: score.join('–') };
  // Jamaican French `playOut`: the last player in wins, and the order the others went out in ranks them.
  if (ranking) return say('finish.playedOut', { ...named, list: ranking.map((s, k) => `${k + 1}. ${sideName(sides, s)}`).join(', ') });
  if (has(`finishAlways.${family}`)) return say(`finishAlways.${family}`, named);
  // Six-love is the partner game's name for a win while the other side has none.
  if (has(own) && score.every((points, side) => side === winner || points === 0)) return say(own, named);
  return say(eachForOneself(sides) ? 'finish.anyEach' : 'finish.any', named);
}
