/**
 * The `api-pg` project's databases, on TEST_DATABASE_URL's server: global setup migrates a template, each test
 * file clones it (`create database … template …`) and drops its clone when it ends. Names start with the
 * TEST_DATABASE_URL database's name and a random part per run, so runs sharing a server never meet, and global
 * teardown drops whatever its run left. Nothing is written to the TEST_DATABASE_URL database itself.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function serverUrl() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/** `<database>_<random>`: letters a name needs no quotes for, short enough for PostgreSQL's 63. */
export function runPrefix(url: string) {
  const database = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  const plain = database
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 40);
  return `${plain}_${randomBytes(3).toString('hex')}`;
}

export const templateOf = (prefix: string) => `${prefix}_template`;
export const newFileDatabase = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

/** The same server, another database. */
export function withDatabase(url: string, database: string) {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** Runs `use` on a connection of its own to `url`, closed after: none stays open on a template. */
export async function onServer<T>(url: string, use: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Drops every database of the run, the template included, whoever is still connected. */
export const dropDatabasesOf = (url: string, prefix: string) =>
  onServer(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'select datname as name from pg_database where starts_with(datname, $1)',
      [`${prefix}_`],
    );
    for (const { name } of rows) await client.query(`drop database if exists ${name} with (force)`);
  });
