/**
 * A child process for the crash test: opens the embedded database in the folder given as its
 * argument, then creates organizations one after another, printing each id once its insert is
 * committed, until it is killed.
 *
 * @module
 */
import { createOrganization, openDatabase } from '../../src/storage/index.ts';

const dataDir = process.argv[2];
if (dataDir === undefined) throw new Error('usage: write-until-killed.ts <data folder>');
const db = await openDatabase({ dataDir });
process.stdout.write('open\n');
for (let index = 0; ; index++) {
  const organization = await createOrganization(db, { name: `written ${index}` });
  process.stdout.write(`${organization.id}\n`);
}
