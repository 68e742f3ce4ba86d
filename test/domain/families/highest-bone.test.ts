import { describe, expect, it } from 'vitest';
import { checkRecord } from '../../../domain/record.ts';
import { randomFamilyRecord } from '../../support/random.ts';

describe('probe', () => {
  it('random', () => {
    let n = 0;
    for (const rules of ['jamaican-cut-throat', 'chiva', 'haitian-individual'] as const) {
      for (let seed = 1; seed < 200; seed++) {
        for (const withDeal of [true, false]) {
          const options = rules === 'jamaican-cut-throat' ? { twoPlayers: 'draw', noDouble: 'highest-bone', target: 50 } : { noDouble: 'highest-bone', target: 50 };
          const record = randomFamilyRecord(seed, 10, { rules, seats: 2, options, withDeal, vary: !withDeal && seed % 2 === 0 });
          const r = checkRecord(record, { inProgress: true });
          if (!r.ok) throw new Error(`${rules} ${seed} ${withDeal} ${r.error.code} h${r.error.hand} m${r.error.move}: ${r.error.message}`);
          n += record.hands.filter((h) => 'moves' in h && h.moves[0] && 'bone' in h.moves[0] && h.moves[0].bone[0] !== h.moves[0].bone[1]).length;
        }
      }
    }
    console.log('non-double first moves', n);
  });
});
