/**
 * The match store's merge (renderer/src/matchAnswer.ts, used by stores/match.ts) over the real
 * service: a move's answer carries only the summaries it can change (MatchUpdate), merged into the
 * view the window holds (issue 5, "Speed"), or the whole view fetched when another window changed
 * the match meanwhile.
 */
import { describe, expect, it } from 'vitest';
import type { ApiResult, MatchUpdate, MatchView, MoveInput } from '../../api/contract.ts';
import type { Move } from '../../domain/hand.ts';
import { writeRecord } from '../../domain/record.ts';
import { viewAfterUpdate } from '../../renderer/src/matchAnswer.ts';
import { randomMatchRecord } from '../support/random.ts';
import { useTempService, value } from '../support/service.ts';

const temp = useTempService('answer');

/** A window on one match, as the store holds it: its view, and the calls it made. */
class Window {
  readonly calls: string[] = [];
  view: MatchView;
  constructor(view: MatchView) {
    this.view = view;
  }

  private async call<T>(method: 'recordMove' | 'undoMove' | 'getMatch', input: object): Promise<ApiResult<T>> {
    this.calls.push(method);
    return (await temp.service.call(method, input)) as ApiResult<T>;
  }

  private async take(answer: ApiResult<MatchUpdate>): Promise<ApiResult<MatchView>> {
    const next = await viewAfterUpdate(this.view, answer, (matchId) => this.call<MatchView>('getMatch', { matchId }));
    if (next.ok) this.view = next.value;
    return next;
  }

  record(move: Move): Promise<ApiResult<MatchView>> {
    const input = { matchId: this.view.id, hand: this.view.current!.index, move: move as MoveInput };
    return this.call<MatchUpdate>('recordMove', input).then((a) => this.take(a));
  }

  undo(): Promise<ApiResult<MatchView>> {
    return this.call<MatchUpdate>('undoMove', { matchId: this.view.id }).then((a) => this.take(a));
  }
}

async function whole(matchId: number): Promise<MatchView> {
  return value<MatchView>(await temp.service.call('getMatch', { matchId }));
}

/** A match two hands in, the third started with `moves` moves. */
async function startedMatch(moves: number) {
  const record = randomMatchRecord(21, 3);
  const third = record.hands[2]!;
  const text = writeRecord({ ...record, hands: [record.hands[0]!, record.hands[1]!, { moves: third.moves.slice(0, moves) }] });
  const { id } = value<MatchView>(await temp.service.call('importRecord', { text }));
  return { id, third, open: async () => new Window(await whole(id)) };
}

describe('the match store’s merge of a move’s answer', () => {
  it('gives the whole view getMatch gives after each move and undo, earlier hands the same objects, without asking for it', async () => {
    const { id, third, open } = await startedMatch(1);
    const window = await open();
    const earlier = window.view.hands.slice(0, 2);
    for (const [i, move] of third.moves.slice(1, 8).entries()) {
      value(await window.record(move));
      expect(window.view).toEqual(await whole(id));
      expect(window.view.hands[0]).toBe(earlier[0]);
      expect(window.view.hands[1]).toBe(earlier[1]);
      if (i % 3 === 2) {
        value(await window.undo());
        expect(window.view).toEqual(await whole(id));
        value(await window.record(move));
      }
    }
    expect(window.view.current!.moves).toHaveLength(8);
    expect(window.calls).not.toContain('getMatch');
  });

  it('asks for the whole view when another window took a move back meanwhile, and never shows a mix', async () => {
    const { id, third, open } = await startedMatch(4);
    const window = await open();
    const other = await open();
    // The other window takes back the last move and plays it again: one correction `window` missed.
    value(await other.undo());
    value(await other.record(third.moves[3]!));
    value(await window.record(third.moves[4]!));
    expect(window.calls).toEqual(['recordMove', 'getMatch']);
    expect(window.view).toEqual(await whole(id));
    expect(window.view.corrections).toBe(1);
  });

  it('passes a refusal on and keeps the view', async () => {
    const { id, third, open } = await startedMatch(2);
    const window = await open();
    const before = window.view;
    // The poser again, out of turn.
    expect(await window.record(third.moves[0]!)).toMatchObject({ ok: false, error: { code: 'turn/out-of-turn' } });
    expect(window.view).toBe(before);
    expect(window.view).toEqual(await whole(id));
    expect(window.calls).toEqual(['recordMove']);
  });
});
