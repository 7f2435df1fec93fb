// `npm run restore -- <backup file> [--force]`: a backup made by `npm run backup` (or the server's own, in
// DATA_DIR/backups) back into the configured database, with the server stopped (decision 022). It refuses to
// replace a database unless given --force.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restorePglite, restorePostgres } from '../src/areas/backups/server/restore.js';
import { loadStorage } from '../src/server/env.js';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <backup file> [--force]');
  process.exit(1);
}
const file = path.resolve(positionals[0]!);

try {
  // No secret is made here: the restored data is read with the key it was written with.
  const { dataDir, databaseUrl } = loadStorage();
  if (databaseUrl) {
    await restorePostgres(file, databaseUrl, values.force);
    console.log(`Restored ${file} into the database at DATABASE_URL.`);
  } else {
    const target = path.join(dataDir, 'pglite');
    const { replaced } = await restorePglite(file, target, values.force);
    console.log(`Restored ${file} into ${target}.`);
    if (replaced)
      console.log(`The database it replaced is in ${replaced}; delete it when you no longer need it.`);
  }
  console.log(
    'Start the server with the data key this data was written with (DATA_KEY, or the file data-key in DATA_DIR): ' +
      'with another key the personal numbers cannot be read.',
  );
} catch (error) {
  console.error(`The restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
