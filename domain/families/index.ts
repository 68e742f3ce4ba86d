/** Every rule family the app knows, by its `rules` id (docs/rules.md). */
import type { RuleFamily } from '../rules.ts';
import { chiva } from './chiva.ts';
import { cuban } from './cuban.ts';
import { cubanDraw } from './cuban-draw.ts';
import { doscientos } from './doscientos.ts';
import { haitian } from './haitian.ts';
import { haitianIndividual } from './haitian-individual.ts';
import { jamaicanCutThroat } from './jamaican-cut-throat.ts';
import { jamaicanFrench } from './jamaican-french.ts';
import { jamaicanPartner } from './jamaican-partner.ts';
import { latinPartnership } from './latin-partnership.ts';
import { milo } from './milo.ts';
import { puertoRicanShutout } from './puerto-rican-shutout.ts';
import { quinientos } from './quinientos.ts';
import { sudan } from './sudan.ts';
import type { Family } from './types.ts';

export const FAMILIES: Readonly<Record<RuleFamily, Family>> = {
  'jamaican-partner': jamaicanPartner,
  'jamaican-cut-throat': jamaicanCutThroat,
  haitian,
  cuban,
  'latin-partnership': latinPartnership,
  'puerto-rican-shutout': puertoRicanShutout,
  chiva,
  'haitian-individual': haitianIndividual,
  milo,
  sudan,
  doscientos,
  quinientos,
  'cuban-draw': cubanDraw,
  'jamaican-french': jamaicanFrench,
};

export type { Family, FamilyOptions, HandScore, MatchState, ScoreNote } from './types.ts';
export { isRace, nextHandRules, rankingOut } from './types.ts';
