/**
 * The referee command: checks a recorded match (docs/record-format.md) and says, hand by hand,
 * how each hand ended and the score after it (docs/referee.md).
 *
 *   npm run --silent referee -- check FILE [--json] [--lang en|es]
 *
 * The command itself is cli/main.ts; this file only connects it to the process.
 */
import { main } from './main.ts';

// exitCode rather than exit(): a large report written to a pipe is flushed before Node leaves.
process.exitCode = main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
