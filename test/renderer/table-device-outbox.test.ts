/**
 * A table's device draws each command of its outbox from the page's own check before the server
 * has it (renderer/src/stores/tableDeviceOutbox.ts `applyCommand`): a move through the server's
 * incremental check (test/renderer/local-match.test.ts holds those to the server's answer), and
 * the rest by checking the record as the server writes it: a hand started, thrown in, settled, and
 * an undo (its move, its settlement, a next hand with no move yet). Random matches of the families
 * that throw hands in are recorded command by command through the service and through the page's
 * check side by side, an undo and the command again after every few: each gives the very match
 * the server answers (but for when it last changed), and a command the page refuses the server
 * refuses too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiResult, MatchUpdate, MatchView, MoveInput } from '../../api/contract.ts';
import { openService } from '../../api/service.ts';
import type { FileService } from '../../api/service.ts';
import { mergeMatchUpdate } from '../../api/update.ts';
import type { HandRecord } from '../../domain/record.ts';
import type { RuleFamily } from '../../domain/rules.ts';
import { localMatch } from '../../renderer/src/stores/localMatch.ts';
import type { LocalMatch } from '../../renderer/src/stores/localMatch.ts';
import { applyCommand, undoCommand } from '../../renderer/src/stores/tableDeviceOutbox.ts';
import type { OutboxCommand } from '../../renderer/src/stores/tableDeviceOutbox.ts';
import { randomFamilyRecord } from '../support/random.ts';

const dir = mkdtempSync(join(tmpdir(), 'dominoes-device-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const withoutTime = (view: MatchView) => ({ ...view, updatedAt: '' });
const bySeatList = <T>(map: Readonly<Record<string, T>> | undefined, seats: number): (T | null)[] => Array.from({ length: seats }, (_, s) => map?.[String(s)] ?? null);

/** The command through the service, as the device sends it: the whole match after it. */
async function serverDoes(service: FileService, held: MatchView, command: OutboxCommand): Promise<ApiResult<MatchView>> {
  const matchId = held.id;
  const merge = (r: ApiResult<unknown>): ApiResult<MatchView> => {
    if (!r.ok) return r;
    const view = mergeMatchUpdate(held, r.value as MatchUpdate);
    if (!view) throw new Error('the answer does not merge into the view held');
    return { ok: true, value: view };
  };
  switch (command.kind) {
    case 'move':
      return merge(await service.call('recordMove', { matchId, hand: command.hand, at: command.at, move: command.move }));
    case 'undo':
      return merge(await service.call('undoMove', { matchId, shown: command.shown }));
    case 'start':
      return (await service.call('startHand', { matchId, hand: command.hand })) as ApiResult<MatchView>;
    case 'settle':
      return (await service.call('settleBlock', { matchId, hand: command.hand, ...(command.left && { left: command.left }), ...(command.pips && { pips: command.pips }) })) as ApiResult<MatchView>;
  }
}

/**
 * Records the random match `seed` of `rules` by commands, the page's check beside the service;
 * every `undoEvery`th command is taken back and made again. Counts the commands of each kind met.
 */
async function recordBeside(rules: RuleFamily, seed: number, undoEvery: number): Promise<Record<OutboxCommand['kind'] | 'redeal', number>> {
  const record = randomFamilyRecord(seed, 4, { rules, redealOneIn: 3, vary: true });
  const seats = record.seats.length;
  const service = openService(join(dir, `${rules}-${seed}.sqlite`), { appVersion: 'test' });
  const met = { move: 0, start: 0, settle: 0, undo: 0, redeal: 0 };
  try {
    const made = (await service.call('createMatch', { rules, seats: record.seats, ...(record.options && { options: record.options }) })) as ApiResult<MatchView>;
    if (!made.ok) throw new Error(made.error.message);
    const { text } = ((await service.call('exportRecord', { matchId: made.value.id })) as { ok: true; value: { text: string } }).value;
    let local: LocalMatch = localMatch(text, made.value)!;
    expect(local).not.toBeNull();
    let count = 0;
    const both = async (command: OutboxCommand): Promise<void> => {
      const mine = applyCommand(local, command);
      const theirs = await serverDoes(service, local.view, command);
      if (!mine.ok) {
        expect(theirs.ok, `the page refused ${JSON.stringify(command)} (${mine.error.code}), the server accepted it`).toBe(false);
        // A block's holdings at the wrong moment: refused for the same reason (its words, offline too).
        if (command.kind === 'settle' && !theirs.ok) expect(mine.error.code).toBe(theirs.error.code);
        return;
      }
      if (!theirs.ok) throw new Error(`the page accepted ${JSON.stringify(command)}, the server refused it: ${theirs.error.message}`);
      expect(withoutTime(mine.value.view)).toEqual(withoutTime(theirs.value));
      local = { report: mine.value.report, view: theirs.value };
      met[command.kind === 'move' && 'redeal' in command.move ? 'redeal' : command.kind]++;
    };
    const step = async (command: OutboxCommand): Promise<void> => {
      await both(command);
      if (++count % undoEvery === 0) {
        await both(undoCommand(local.view));
        await both(command);
      }
    };
    for (const [h, hand] of record.hands.entries() as Iterable<[number, HandRecord]>) {
      await step({ kind: 'start', hand: h });
      for (const [at, move] of hand.moves.entries()) await step({ kind: 'move', hand: h, at, move: move as MoveInput });
      if (hand.redeal) await step({ kind: 'move', hand: h, at: hand.moves.length, move: { seat: hand.redeal.seat, redeal: true } });
      const left = hand.left && bySeatList(hand.left, seats).map((bones) => bones && bones.map((b): [number, number] => [b[0], b[1]]));
      if (hand.left || hand.pips) await step({ kind: 'settle', hand: h, ...(left ? { left } : { pips: bySeatList(hand.pips, seats) }) });
    }
    // Commands out of turn: the page refuses them as the server does (the last hand settled again,
    // a hand started twice, a hand settled while it is played).
    const last = record.hands.length - 1;
    const anyPips = { pips: bySeatList(undefined, seats).map(() => 1) };
    await both({ kind: 'settle', hand: last, ...anyPips });
    if (local.view.status === 'needs-hand') {
      await both({ kind: 'start', hand: last + 1 });
      await both({ kind: 'start', hand: last + 2 });
      await both({ kind: 'settle', hand: last + 1, ...anyPips });
    }
  } finally {
    service.close();
  }
  return met;
}

describe("the device's own check of its commands (tableDeviceOutbox.ts applyCommand)", () => {
  for (const rules of ['cuban', 'haitian', 'cuban-draw', 'jamaican-cut-throat', 'latin-partnership'] as const) {
    it(`${rules}: a hand started, thrown in, settled and taken back is drawn as the server answers it`, async () => {
      const met = { move: 0, start: 0, settle: 0, undo: 0, redeal: 0 };
      for (const seed of [1, 2, 3, 4]) for (const [kind, n] of Object.entries(await recordBeside(rules, seed, 3 + seed))) met[kind as keyof typeof met] += n;
      expect(met.start).toBeGreaterThan(0);
      expect(met.move).toBeGreaterThan(0);
      expect(met.undo).toBeGreaterThan(0);
      if (rules !== 'cuban-draw') expect(met.settle).toBeGreaterThan(0);
    });
  }

  it('meets hands thrown in among them', async () => {
    let redeals = 0;
    for (const seed of [5, 6, 7, 8, 9, 10]) redeals += (await recordBeside('haitian', seed, 1000)).redeal;
    expect(redeals).toBeGreaterThan(0);
  });
});
