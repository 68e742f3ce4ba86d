/**
 * Issue 20 through the app: the table screen's path (api/service.ts over db/matches.ts, the same
 * domain) takes the hands of the three minimal records entered move by move with the deal, draws
 * face up included, and Import takes the files that give both `dealt` and `left` (before the fix
 * refused as `left/renege`: "Ann is listed holding 5-4, but passed earlier on 5, showing no 5").
 */
import { describe, expect, it } from 'vitest';
import type { MatchView } from '../../api/contract.ts';
import { checkRecord } from '../../domain/record.ts';
import type { MatchRecord } from '../../domain/record.ts';
import { CHIVA, HAITIAN, LANKFORD } from '../support/drawn-later.ts';
import { merged, useTempService, value } from '../support/service.ts';

const temp = useTempService('drawn-later');

/** A record's by-seat map as the contract's by-seat array. */
const bySeat = <T>(record: MatchRecord, map: Readonly<Record<string, T>>): T[] => record.seats.map((_, s) => map[String(s)]!);

describe('issue 20: a bone drawn face up after the seat drew on its number, through the service', () => {
  for (const [name, record] of [['Chiva for three', CHIVA], ['the Haitian game for two', HAITIAN], ["Lankford's Cuban draw game", LANKFORD]] as const) {
    it(`${name}: entered move by move with the deal, and imported with the deal and the bones left, with the full check's score`, async () => {
      const full = checkRecord(record);
      if (!full.ok) throw new Error(full.error.message);
      const { service } = temp;
      let view = value<MatchView>(await service.call('createMatch', { rules: record.rules, seats: record.seats }));
      const hand = record.hands[0]!;
      view = value<MatchView>(await service.call('startHand', { matchId: view.id, dealt: bySeat(record, hand.dealt!) }));
      for (const move of hand.moves) view = merged(view, await service.call('recordMove', { matchId: view.id, hand: 0, move }));
      // The deal settles the hand: nothing is asked of the scorekeeper.
      expect(view.status).not.toBe('needs-holdings');
      expect(view.current!.result).not.toBeNull();
      expect(view.score).toEqual(full.value.match.score);

      const imported = value<MatchView>(await service.call('importRecord', { text: JSON.stringify(record) }));
      expect(imported.score).toEqual(full.value.match.score);
      const exported = value<{ text: string }>(await service.call('exportRecord', { matchId: imported.id }));
      expect(JSON.parse(exported.text)).toEqual(JSON.parse(JSON.stringify(record)));
    });
  }
});
