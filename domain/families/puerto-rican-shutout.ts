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
import { DEFAULT_JAMAICAN_OPTIONS, JAMAICAN_PARTNER_HAND, jamaicanPartnerOptions } from '../rules.ts';
import type { HandRules } from '../rules.ts';
import type { Family } from './types.ts';

/** The partner game's options, less the block rule (blocks go by team totals here), to 4. */
export const puertoRicanOptions = jamaicanPartnerOptions
  // Issue 19's partner options are YaadDominoes' Jamaican game, not the Puerto Rican one.
  .omit({ partnersTiedForFewest: true, replayValue: true, replayPose: true, replayKeyBone: true, laterPose: true })
  .extend({
    // The plain race (issue 19 item 4) is the Jamaican game's; "4 games in a row" is a shutout.
    onOpponentWin: z.enum(['reset-both', 'winner-scores']).default('reset-both'),
    target: z.number().int().min(1).max(100).default(4),
    /**
     * "only 4 games in a row are needed": a key-bone win scores 2 as in the partner game ("similar
     * to the Jamaican partner game", the default), or counts as one game like any other (false).
     * The text says neither (issue 18 item 22).
     */
    keyBone: z.boolean().default(true),
    /**
     * Who starts after a bruk decided by a block: the 6-6 holder, as after any bruk in the partner
     * game (the default), or "the player of this team with the lower count", as after any block
     * ('lower-count'). The text says neither (issue 18 item 22).
     */
    brukStarter: z.enum(['six-six', 'lower-count']).default('six-six'),
  })
  .strict();

export type PuertoRicanOptions = z.output<typeof puertoRicanOptions>;

/** "Blocked games are normally won by the team having the lower score". */
export const PUERTO_RICAN_HAND: HandRules = { ...JAMAICAN_PARTNER_HAND, block: 'fewest-pips-team' };
/** The same hands where the key bone is one game like any other (`keyBone` false). */
const PUERTO_RICAN_HAND_NO_KEY: HandRules = { ...PUERTO_RICAN_HAND, bonuses: [] };

export const puertoRicanShutout: Family = {
  id: 'puerto-rican-shutout',
  name: 'Puerto Rican Shutout',
  seatCounts: [4],
  options: puertoRicanOptions,
  redeal: () => false,
  handRules: (options) => ((options as PuertoRicanOptions).keyBone === false ? PUERTO_RICAN_HAND_NO_KEY : PUERTO_RICAN_HAND),
  // The partner game's match, with its block rule fixed (it plays no part in the scoring).
  start: (options) => startMatch({ ...DEFAULT_JAMAICAN_OPTIONS, ...(options as PuertoRicanOptions), partnersTiedForFewest: 'win' }),
  score(state, result) {
    const o = state.options as PuertoRicanOptions;
    // Without the key bone every hand won is one game: the partner game's scoring then sees none.
    const counted = o.keyBone === false ? { ...result, bonuses: result.bonuses.filter((b) => b !== 'key-bone') } : result;
    const scored = scoreHand(state as PartnerState, counted);
    if (!scored.ok || result.outcome !== 'blocked' || result.winner === null) return scored;
    const next = scored.value.state;
    const bruk = scored.value.hand.bruk && o.brukStarter === 'lower-count';
    if (!bruk && (next.pose.by !== 'team' || next.pose.team !== result.winner)) return scored;
    // "the player of this team with the lower count starting the next hand" (both, if equal).
    const pips = result.pips ?? [];
    const team = result.seats.filter((s) => JAMAICAN_PARTNER_HAND.teamOf[s] === result.winner);
    const lowest = Math.min(...team.map((s) => pips[s]!));
    const pose: Pose = { by: 'seats', seats: team.filter((s) => pips[s] === lowest) };
    return { ok: true, value: { ...scored.value, state: { ...next, pose } } };
  },
};

