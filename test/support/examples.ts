/**
 * The worked match records of docs/examples/, one list for every test that reads them all: the
 * event files beside them (event-*.json, dominoes-event/1) are not match records and are checked
 * in test/docs/event-examples.test.ts. A test that listed the folder itself met them as records.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

export const EXAMPLES_DIR = resolve(import.meta.dirname, '../../docs/examples');

/** The file names of the match records, sorted. */
export function matchExampleFiles(): string[] {
  return readdirSync(EXAMPLES_DIR)
    .filter((f) => f.endsWith('.json') && !f.startsWith('event-'))
    .sort();
}
