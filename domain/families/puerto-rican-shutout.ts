/**
 * Puerto Rican Shutout: the Jamaican partner game to 4 in a row, blocks won by the team with the
 * lower total.
 *
 * Source: caribbean-jamaican-haitian-puerto-rican.txt, "Puerto Rico": "The 4-player game is
 * similar to the Jamaican partner game described above, except that only 4 games in a row are
 * needed to win a match. Blocked games are normally won by the team having the lower score, the
 * player of this team with the lower count starting the next hand." Everything else (the options
 * too) is the partner game's, domain/match.ts; docs/rules.md has the readings.
 */
import { z } from 'zod';
import type { Pose } from '../hand.ts';
import { scoreHand, startMatch } from '../match.ts';
import type { MatchState as PartnerState } from '../match.ts';
import { JAMAICAN_PARTNER_HAND, jamaicanPartnerOptions } from '../rules.ts';
import type { HandRules } from '../rules.ts';
import type { Family } from './types.ts';

/** The partner game's options, less the block rule (blocks go by team totals here), to 4. */
export const puertoRicanOptions = jamaicanPartnerOptions
  .omit({ partnersTiedForFewest: true })
  .extend({ target: z.number().int().min(1).max(100).default(4) })
  .strict();

export type PuertoRicanOptions = z.output<typeof puertoRicanOptions>;

/** "Blocked games are normally won by the team having the lower score". */
export const PUERTO_RICAN_HAND: HandRules = { ...JAMAICAN_PARTNER_HAND, block: 'fewest-pips-team' };

export const puertoRicanShutout: Family = {
  id: 'puerto-rican-shutout',
  name: 'Puerto Rican Shutout',
  seatCounts: [4],
  options: puertoRicanOptions,
  redeal: () => false,
  handRules: () => PUERTO_RICAN_HAND,
  // The partner game's match, with its block rule fixed (it plays no part in the scoring).
  start: (options) => startMatch({ ...(options as PuertoRicanOptions), partnersTiedForFewest: 'win' }),
  score(state, result) {
    const scored = scoreHand(state as PartnerState, result);
    if (!scored.ok || result.outcome !== 'blocked') return scored;
    const next = scored.value.state;
    if (next.pose.by !== 'team' || next.pose.team !== result.winner) return scored;
    // "the player of this team with the lower count starting the next hand" (both, if equal).
    const pips = result.pips ?? [];
    const team = result.seats.filter((s) => JAMAICAN_PARTNER_HAND.teamOf[s] === result.winner);
    const lowest = Math.min(...team.map((s) => pips[s]!));
    const pose: Pose = { by: 'seats', seats: team.filter((s) => pips[s] === lowest) };
    return { ok: true, value: { ...scored.value, state: { ...next, pose } } };
  },
};

