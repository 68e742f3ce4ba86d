/**
 * What each printed sheet shows (issue 17, "Printing"), worked out from the event as the api gives
 * it: the round's seating by table and by name ("find your table"), and score cards, blank or
 * filled with a round's names. Pure and free of words, so it is tested without a browser; the
 * views (renderer/src/print/*.vue) say it in the screens' language.
 *
 * It reads only the little of an event it needs (`PrintEvent`), so it does not change as the
 * event's view grows.
 */
import type { Entry, RoundFormat } from '../../../domain/events/types.ts';
import { STANDING_FIGURES } from '../../../domain/events/types.ts';

export interface PrintEntrant {
  readonly id: string;
  readonly name: string;
  /** Pairs: the two players, the first at the record's seat 0 (or 1), the second at 2 (or 3). */
  readonly players?: readonly [string, string] | null | undefined;
}

export interface PrintTable {
  readonly table: number;
  /** The entrants in seat order (domain/events/types.ts, EventTable.seats). */
  readonly seats: readonly { readonly entrant: string }[];
}

export interface PrintRound {
  readonly tables: readonly PrintTable[];
  readonly byes: readonly { readonly entrant: string }[];
}

export interface PrintEvent {
  readonly name: string;
  readonly date: string;
  readonly venue?: string | null | undefined;
  readonly entry: Entry;
  /** Cut-throat: the seats a full table has. */
  readonly tableSize: number;
  readonly round: RoundFormat;
  readonly entrants: readonly PrintEntrant[];
  readonly rounds: readonly PrintRound[];
}

/** One player's place at a table: the record's seat (0-based; null for a pair entered without its players) and the name. */
export interface SeatedPlayer {
  readonly seat: number | null;
  readonly name: string;
}

/** A side of a table: the entrant (a pair, or a player in cut-throat) or the two partners of individuals. */
export interface PrintSide {
  /** The pair's name; for individuals the two players' names joined; cut-throat the player. */
  readonly label: string;
  readonly players: readonly SeatedPlayer[];
}

export interface SeatedTable {
  readonly table: number;
  readonly sides: readonly PrintSide[];
}

/** Each event's entrants by id, made once: a search of the list for every seat grew with the square of the entrants. */
const byIds = new WeakMap<readonly PrintEntrant[], ReadonlyMap<string, PrintEntrant>>();

/** Thrown only for an event that breaks its own invariants (a seat naming no entrant): the api checked it. */
function entrantOf(event: PrintEvent, id: string): PrintEntrant {
  let byId = byIds.get(event.entrants);
  if (!byId) byIds.set(event.entrants, (byId = new Map(event.entrants.map((e) => [e.id, e]))));
  const found = byId.get(id);
  if (found === undefined) throw new Error(`the event seats ${id}, who is not one of its entrants`);
  return found;
}

/**
 * The sides of a table as the record seats them (domain/events/types.ts, EventTable.seats):
 * pairs `[X, Y]` are X at seats 0 and 2 and Y at 1 and 3; individuals `[A, B, C, D]` are A and C
 * against B and D; cut-throat players each their own side.
 */
export function tableSides(event: PrintEvent, table: PrintTable): PrintSide[] {
  if (event.entry === 'pairs') {
    return table.seats.map(({ entrant }, side) => {
      const pair = entrantOf(event, entrant);
      if (pair.players == null) return { label: pair.name, players: [{ seat: null, name: pair.name }] };
      const [first, second] = pair.players;
      return { label: pair.name, players: [{ seat: side, name: first }, { seat: side + 2, name: second }] };
    });
  }
  if (event.entry === 'individuals') {
    return [0, 1].map((side) => {
      const players = [side, side + 2]
        .filter((seat) => seat < table.seats.length)
        .map((seat) => ({ seat, name: entrantOf(event, table.seats[seat]!.entrant).name }));
      return { label: players.map((p) => p.name).join(' & '), players };
    });
  }
  return table.seats.map(({ entrant }, seat) => {
    const name = entrantOf(event, entrant).name;
    return { label: name, players: [{ seat, name }] };
  });
}

/** A round's tables in their numbered order, each with its sides (the "by table" sheet). */
export function seatingByTable(event: PrintEvent, round: number): SeatedTable[] {
  return roundOf(event, round)
    .tables.map((t) => ({ table: t.table, sides: tableSides(event, t) }))
    .sort((a, b) => a.table - b.table);
}

function roundOf(event: PrintEvent, round: number): PrintRound {
  const found = event.rounds[round - 1];
  if (found === undefined) throw new Error(`the event has no round ${round}`);
  return found;
}

/** One line of "find your table": a player, where to sit, and with whom. */
export interface FindLine {
  readonly name: string;
  /** The table's number; null for a bye. */
  readonly table: number | null;
  /** The record's seat (0-based); null for a bye, or a pair entered without its players' names. */
  readonly seat: number | null;
  /** The partner's name (pairs with players, individuals); null where there is none. */
  readonly partner: string | null;
  /** The other side(s) at the table. */
  readonly against: readonly string[];
}

/**
 * Every player of the round in alphabetical order (the screens' language's collation), each with
 * a table, seat and partner: what a player looks up on the wall. A pair entered without its
 * players' names is looked up by the pair's name. Byes are listed too, so nobody hunts for a
 * table that is not there.
 */
export function findYourTable(event: PrintEvent, round: number, collator: Intl.Collator): FindLine[] {
  const drawn = roundOf(event, round);
  const lines: FindLine[] = [];
  for (const table of drawn.tables) {
    const sides = tableSides(event, table);
    for (const [s, side] of sides.entries()) {
      const against = sides.filter((_, o) => o !== s).map((o) => o.label);
      for (const player of side.players) {
        const partner = side.players.find((p) => p !== player)?.name ?? null;
        lines.push({ name: player.name, table: table.table, seat: player.seat, partner, against });
      }
    }
  }
  for (const bye of drawn.byes) {
    const entrant = entrantOf(event, bye.entrant);
    const players = entrant.players ?? [entrant.name];
    for (const [i, name] of players.entries()) {
      lines.push({ name, table: null, seat: null, partner: players[1 - i] ?? null, against: [] });
    }
  }
  return lines.sort((a, b) => collator.compare(a.name, b.name) || (a.table ?? Infinity) - (b.table ?? Infinity));
}

/**
 * The most games a table can play in a round, drawn games aside: N, or under `firstTo: N` every
 * side one short of N before the deciding game, k(N − 1) + 1 for k sides (issue 17, "round
 * format": a side reaching N wins ends the table; drawn games never count, so a card with many
 * draws goes on to its back).
 */
export function gamesOnCard(format: RoundFormat, sides: number): number {
  return 'games' in format ? format.games : sides * (format.firstTo - 1) + 1;
}

/** Games side by side on a card: one or two across the page, three from three games on. */
export function gamesAbreast(games: number): number {
  return Math.min(3, games);
}

/**
 * Hand rows a game has on a card (issue 25 item 9: "enough hand rows for a long game (or a second
 * sheet)"): the club night that asked had a game of 14 hands recorded (a tied hand and its replay,
 * the 1-1 play-off, a bruk), and a partner game to 6 with bruks runs past 20, where a card with
 * four games had room for 7. Every game has room for 24 hands, whatever the format; a card whose
 * games do not fit one page (three abreast, a row of them a page) goes on to a second sheet.
 */
export const HAND_ROWS = 24;

export interface ScoreCard {
  /** Null on a blank card: the director writes it in. */
  readonly table: number | null;
  /** One column of scores a side; a blank card's sides have no names. */
  readonly sides: readonly PrintSide[];
  readonly games: number;
  /** Hand rows a game (HAND_ROWS). */
  readonly rows: number;
}

/** The sides a table has in this event, unnamed: two, or `tableSize` in cut-throat. */
function blankSides(event: PrintEvent): PrintSide[] {
  const count = event.entry === 'cut-throat' ? event.tableSize : 2;
  return Array.from({ length: count }, () => ({ label: '', players: [] }));
}

/**
 * Score cards: one a table of the round, filled with its names, or (round null) one blank card
 * for the event's game and round format, to copy. `joined`: the tables whose card carries a join
 * code (JOIN_BLOCK_MM), the event's room being on.
 */
export function scoreCards(event: PrintEvent, round: number | null): ScoreCard[] {
  const card = (table: number | null, sides: readonly PrintSide[]): ScoreCard => {
    const games = gamesOnCard(event.round, sides.length);
    return { table, sides, games, rows: HAND_ROWS };
  };
  if (round === null) return [card(null, blankSides(event))];
  return seatingByTable(event, round).map((t) => card(t.table, t.sides));
}

/**
 * The standings' figures in the order the sheet prints them (issue 17, "Standings": every column
 * of `referee standings --json` after place and name).
 */
export const STANDING_COLUMNS = STANDING_FIGURES;
