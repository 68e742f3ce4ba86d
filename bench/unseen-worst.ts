/**
 * The referee on hostile blocks after unseen draws (test/support/unseen-worst.ts): each family
 * with a boneyard, every draw an unseen draw of one bone, the totals its joint `pips` search went
 * longest on (domain/holdings.ts `canShare` with domain/unseen.ts `unseenCaps`). Prints the
 * slowest one-hand record's `checkRecord` time, the median of 15 after 3 untimed: the figure the
 * search's worst case is watched by (docs/architecture.md, "Speed").
 */
import { checkRecord } from '../domain/record.ts';
import { UNSEEN_WORST, worstRecord } from '../test/support/unseen-worst.ts';
import { figure, median, note } from './report.ts';

export function unseenWorstFigure(): void {
  let worst = { ms: 0, label: '' };
  for (const c of UNSEEN_WORST) {
    for (const [how, pips] of [['accepted', c.accepted], ['refused', c.refused]] as const) {
      const record = worstRecord(c, pips);
      const once = () => {
        const started = performance.now();
        checkRecord(record);
        return performance.now() - started;
      };
      for (let i = 0; i < 3; i++) once();
      const ms = median(Array.from({ length: 15 }, once));
      if (ms > worst.ms) worst = { ms, label: `${c.label}, ${pips.join(', ')} ${how}` };
    }
  }
  note(`checkRecord of the slowest of ${UNSEEN_WORST.length * 2} hostile one-hand records settled by pips after unseen draws (${worst.label}); median of 15`);
  figure('referee-unseen-worst', worst.ms, 'ms');
}
