// `npm run backup [-- --out <file>]`: a backup of the configured database (decision 022). The embedded one as a
// tarball of its data directory, taken while the server is stopped (it keeps daily ones itself meanwhile);
// PostgreSQL's with pg_dump (custom format), at any time. Written to DATA_DIR/backups unless --out says where.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGLITE_LOCK } from '../src/areas/backups/server/restore.js';
import { backupsDirOf, extensionOf, stamp, writeBackup } from '../src/areas/backups/server/service.js';
import { parseDataKey } from '../src/server/crypto/pii.js';
import { openDatabase } from '../src/server/db/client.js';
import { loadEnv } from '../src/server/env.js';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const env = loadEnv();
const kind = env.databaseUrl ? 'postgres' : 'pglite';
const pglite = path.join(env.dataDir, 'pglite');
if (kind === 'pglite' && !existsSync(path.join(pglite, 'PG_VERSION'))) {
  console.error(`There is no database in ${pglite} to back up.`);
  process.exit(1);
}
if (kind === 'pglite' && existsSync(path.join(pglite, PGLITE_LOCK))) {
  console.error(
    `The server has the database in ${pglite} open: stop it to take a backup now (while it runs, it takes one ` +
      `every day into ${backupsDirOf(env.dataDir)}). If it is stopped, delete ${path.join(pglite, PGLITE_LOCK)}.`,
  );
  process.exit(1);
}

const file = path.resolve(
  values.out ?? path.join(backupsDirOf(env.dataDir), `manual-${stamp(new Date())}${extensionOf({ kind })}`),
);
const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  const size = await writeBackup(database, file, env.databaseUrl);
  console.log(`Wrote ${file} (${(size / 1024 / 1024).toFixed(1)} MB).`);
  const keyFile = path.join(env.dataDir, 'data-key');
  const fromFile =
    existsSync(keyFile) && parseDataKey(readFileSync(keyFile, 'utf8').trim()).equals(env.dataKey);
  console.log(
    `Personal numbers in it (bank accounts, tax and social security numbers) are encrypted: reading them needs ` +
      `the data key, ${fromFile ? `the file ${keyFile}` : 'the DATA_KEY setting'}. Keep a copy of the key, apart ` +
      'from the backup: without it they are lost; with it anyone holding the backup can read them.',
  );
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
