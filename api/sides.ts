/**
 * Sides and tables, for every family: who scores together (a team, or each seat for itself) and
 * what the table looks like (the set, the deal, what is not dealt), from a family's `HandRules`.
 */
import type { Seat } from '../domain/hand.ts';
import type { HandRules } from '../domain/rules.ts';
import type { TableRulesView } from './contract.ts';

export function allSeats(rules: HandRules): Seat[] {
  return Array.from({ length: rules.seats }, (_, s) => s);
}

/** Seats by side: [[0, 2], [1, 3]] for partners, [[0], [1], [2]] for three each for oneself. */
export function sidesOf(rules: HandRules): Seat[][] {
  const sides: Seat[][] = [];
  rules.teamOf.forEach((side, seat) => (sides[side] ??= []).push(seat));
  return sides;
}

/** Partners (some side has two seats) or each for oneself. */
export function sideKind(rules: HandRules): 'teams' | 'each' {
  return sidesOf(rules).some((seats) => seats.length > 1) ? 'teams' : 'each';
}

/** The table a family's options and seat count make: the set, the deal, what is not dealt. */
export function tableRules(rules: HandRules, canRedeal: boolean): TableRulesView {
  const inPlay = (rules.maxPip + 1) * (rules.maxPip + 2) / 2 - rules.removed.length;
  const stock = inPlay - rules.seats * rules.handSize;
  return {
    seats: rules.seats,
    teams: sidesOf(rules),
    sides: sideKind(rules),
    maxPip: rules.maxPip,
    handSize: rules.handSize,
    removed: rules.removed,
    stock,
    rest: stock === 0 ? 'none' : rules.rest,
    redeal: canRedeal,
    holdings: rules.holdingsNeeded,
    openWithDouble: rules.openWithDouble === true,
    layout: rules.layout ?? 'line',
  };
}

