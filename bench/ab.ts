/**
 * `node bench/ab.ts OTHER [--preset cuban] [--rounds 10]`: this checkout's engine against another
 * checkout's (OTHER: a directory holding the same project, e.g. `git worktree add ../base main`),
 * on the figure `npm run bench -- --only presets` prints for one preset: hands replayed and settled
 * per CPU second.
 *
 * Why not two bench runs: on a shared machine the load moves by 10 % or more between runs of a
 * minute, more than most engine changes are worth. Here both engines run in one process, timed
 * rounds alternating (400 ms each, ABBA order), so both see the same load; two copies of the same
 * code come out within 1 %. The presets the bench runs before the one compared are generated,
 * replayed and settled first on each engine, as in the bench, because what ran before changes what
 * V8 compiles (Cuban replays about a fifth faster alone than sixth in the bench).
 */
import { resolve } from 'node:path';
import type { FamilyRecordOptions } from '../test/support/random.ts';
import { BENCH_PRESETS, handInputs } from './presets.ts';
import type { HandInput } from './presets.ts';

/** The presets in the bench's order (bench/presets.ts): the one compared and those before it matter. */
const PRESETS = BENCH_PRESETS;
const PRESET_HANDS = 2_000;
const ROUND_MS = 400;
const WARM_MS = 500;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1]! : fallback;
}

const other = process.argv[2];
if (other === undefined || other.startsWith('--')) throw new Error('usage: node bench/ab.ts OTHER-CHECKOUT [--preset cuban] [--rounds 10]');
const wanted = option('preset', 'cuban');
const rounds = Number(option('rounds', '10'));
const last = PRESETS.findIndex((p) => p.label === wanted);
if (last < 0) throw new Error(`--preset ${wanted}: the presets are ${PRESETS.map((p) => p.label).join(', ')}`);

/** One checkout's engine, and the generator and record check of the same checkout. */
interface Engine {
  readonly hand: typeof import('../domain/hand.ts');
  readonly record: typeof import('../domain/record.ts');
  readonly settle: typeof import('../domain/settle.ts');
  readonly random: typeof import('../test/support/random.ts');
}

async function engineAt(dir: string): Promise<Engine> {
  const at = (path: string) => resolve(dir, path);
  return {
    hand: (await import(at('domain/hand.ts'))) as Engine['hand'],
    record: (await import(at('domain/record.ts'))) as Engine['record'],
    settle: (await import(at('domain/settle.ts'))) as Engine['settle'],
    random: (await import(at('test/support/random.ts'))) as Engine['random'],
  };
}

/** The hands of the preset's random match, with the engine's own generator and record check. */
function inputsOf(engine: Engine, spec: FamilyRecordOptions): HandInput[] {
  return handInputs(engine.random.randomFamilyRecord(4, PRESET_HANDS, spec), engine.record.checkRecord);
}

/** Every hand replayed and settled once, as bench/run.ts `handsPerSecond` does; a number to keep the work observable. */
function pass(engine: Engine, inputs: readonly HandInput[]): number {
  let sink = 0;
  for (const input of inputs) {
    const started = engine.hand.startHand(input.setup);
    if (!started.ok) throw new Error(started.error.message);
    const replayed = engine.hand.replayMoves(started.value, input.moves);
    if (!replayed.ok) throw new Error(replayed.error.message);
    const settled = engine.settle.settleHand(replayed.value, input.holdings);
    if (!settled.ok) throw new Error(settled.error.message);
    sink += settled.value.winner ?? 2;
  }
  return sink;
}

/** Runs passes for `ms` of wall time: the hands done and the CPU seconds used. */
function timed(engine: Engine, inputs: readonly HandInput[], ms: number): { hands: number; cpu: number; sink: number } {
  const cpu = process.cpuUsage();
  const start = performance.now();
  let hands = 0;
  let sink = 0;
  while (performance.now() - start < ms) {
    sink += pass(engine, inputs);
    hands += inputs.length;
  }
  const used = process.cpuUsage(cpu);
  return { hands, cpu: (used.user + used.system) / 1e6, sink };
}

const engines = { other: await engineAt(other), this: await engineAt(resolve(import.meta.dirname, '..')) };
let sink = 0;
for (const { label, spec } of PRESETS.slice(0, last + 1)) {
  const inputs = { other: inputsOf(engines.other, spec), this: inputsOf(engines.this, spec) };
  // The bench's warm-up, then (for the presets before the one compared) about its timed work.
  const before = label !== wanted;
  for (const side of ['other', 'this'] as const) sink += timed(engines[side], inputs[side], before ? WARM_MS + 5 * ROUND_MS : WARM_MS).sink;
  if (before) continue;
  const total = { other: { hands: 0, cpu: 0 }, this: { hands: 0, cpu: 0 } };
  for (let round = 0; round < rounds; round++) {
    // ABBA: neither side always runs first, nor always second.
    for (const side of round % 2 === 0 ? (['other', 'this'] as const) : (['this', 'other'] as const)) {
      const t = timed(engines[side], inputs[side], ROUND_MS);
      total[side].hands += t.hands;
      total[side].cpu += t.cpu;
      sink += t.sink;
    }
  }
  const rate = (side: 'other' | 'this') => total[side].hands / total[side].cpu;
  console.log(
    `${label}: ${other} ${Math.round(rate('other'))} hands per CPU second, this checkout ${Math.round(rate('this'))} (${rounds} rounds of ${ROUND_MS} ms each, alternating): ` +
      `this / other ${(rate('this') / rate('other')).toFixed(3)}`,
  );
}
if (sink < 0) throw new Error('unreachable');
