/**
 * `node bench/arms.ts`: how long the French layout takes to fit (`fitArms`) at each move of random
 * Jamaican French matches, as the table fits it when a bone is recorded: one fit a move, in a
 * laptop's layout box (514 × 396 pixels), the previous move's ways passed on as LayoutArms.vue
 * does. Prints the median, 90th percentile and largest time a move (the least of five runs), and how often the drawing's
 * shape changed (a bone already drawn moved). `--cold` forgets the ways worked out before each fit
 * (the worst case: every arm meets a new run of doubles); otherwise they are kept, as in the app.
 * The first 200 fits warm the code up untimed.
 */
import { performance } from 'node:perf_hooks';
import { fitArms, forgetArmChoices } from '../renderer/src/layout/arms.ts';
import type { ArmWay } from '../renderer/src/layout/arms.ts';
import { frenchHandsGrowing } from '../test/support/french.ts';

// Matches from seeds 1 to N (a match ends when a side wins, so a handful of hands each).
const cold = process.argv.includes('--cold');
const matches = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 40);
const hands = Array.from({ length: matches }, (_, i) => frenchHandsGrowing(i + 1, 100)).flat();
for (const arms of frenchHandsGrowing(1000, 100).flat().slice(0, 200)) fitArms(arms, { inner: 0, outer: 0 }, 514, 396, 46, 0.25);
forgetArmChoices();
const times: number[] = [];
let moves = 0;
let changed = 0;
for (const steps of hands) {
  let previous: readonly ArmWay[] | null = null;
  let before: Map<string, string> | null = null;
  for (const arms of steps) {
    // The least of five times: the machine is shared, and a pause for garbage is not the fit's.
    let least = Infinity;
    let fit = fitArms(arms, { inner: 0, outer: 0 }, 514, 396, 46, 0.25, previous);
    for (let run = 0; run < 5; run++) {
      if (cold) forgetArmChoices();
      const start = performance.now();
      fit = fitArms(arms, { inner: 0, outer: 0 }, 514, 396, 46, 0.25, previous);
      least = Math.min(least, performance.now() - start);
    }
    times.push(least);
    previous = fit.ways;
    const now = new Map(fit.layout.rects.map((r) => [`${r.arm},${r.index}`, `${r.x},${r.y},${r.vertical}`]));
    if (before && [...before].some(([k, v]) => now.get(k) !== v)) changed++;
    before = now;
    moves++;
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
console.log(`hands: ${hands.length}, moves: ${moves}`);
console.log(`fit a move (ms): median ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)}, max ${times.at(-1)!.toFixed(2)}`);
console.log(`moves where a drawn bone moved: ${changed} (${((100 * changed) / moves).toFixed(1)}%)`);
