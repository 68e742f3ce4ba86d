import fc from 'fast-check';
import { it, expect } from 'vitest';
import { applyMove, legalPlays, startHand } from '../../domain/hand.ts';
import type { Hand, Move } from '../../domain/hand.ts';
import { MAX_MOVES, POSES, choicesArb, setupOf, someDealExplains } from '../support/arbitraries.ts';

for (const [label, poses] of [['nonsporting', POSES.filter((p) => !(p.by === 'holder' && !p.forced))], ['sporting', POSES.filter((p) => p.by === 'holder' && !p.forced)]] as const) {
it('explore ' + label, () => {
  const stats: Record<string, number> = {};
  fc.assert(fc.property(fc.constantFrom(...poses), choicesArb, (pose, choices) => {
    const s = startHand(setupOf(pose)); if (!s.ok) throw 0;
    let h = s.value; const moves: Move[] = []; let k = 0; const next = () => choices[k++] ?? 0;
    while (h.status === 'playing' && moves.length < MAX_MOVES) {
      const seat = h.turn ?? (pose.by === 'team' ? [pose.team, pose.team + 2][next() % 2]! : next() % 4);
      const cands: Move[] = legalPlays(h, seat).map((p) => ({ seat, bone: p.bone, end: p.end }));
      if (h.ends) cands.push({ seat, pass: true });
      const acc: [Hand, Move][] = [];
      for (const m of cands) {
        const r = applyMove(h, m);
        const ex = someDealExplains([...moves, m], { by: "anyone" });
        const isDomino = r.ok && r.value.status === 'domino';
        const key = `${r.ok ? (isDomino ? 'ok-domino' : 'ok') : r.error.code}/${ex}`;
        stats[key] = (stats[key] ?? 0) + 1;
        if (r.ok && !isDomino && !ex) throw new Error('non-domino accepted but unexplained ' + JSON.stringify([...moves, m]));
        if (!r.ok && ex) throw new Error('refused but explained ' + r.error.code + JSON.stringify([...moves, m]));
        if (r.ok && ex) acc.push([r.value, m]);
      }
      if (acc.length === 0) throw new Error('stuck');
      const [nh, nm] = acc[next() % acc.length]!; h = nh; moves.push(nm);
    }
  }), { numRuns: 600 });
  console.log(label, stats);
}, 60000);
}
