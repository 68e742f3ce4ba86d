/**
 * Opening a database file as the app does, in a process of its own, for the test that kills it
 * during the backup before a migration (test/db/backup-kill.test.ts):
 * `node test/db/open-child.ts FILE`. It says "opening" just before it starts and "opened" once the
 * file is backed up and migrated.
 */
import { openDatabase } from '../../db/open.ts';

const file = process.argv[2]!;
process.stdout.write('opening\n');
openDatabase(file).close();
process.stdout.write('opened\n');
