/**
 * Rows PostgreSQL hands back as JSON (`json_agg(t)`, `row_to_json(t)`: one object per row, keyed by column
 * name), read back as Drizzle reads the table's own rows: the same keys and the same values (dates, numbers),
 * so one query can bring a person's rows of several tables in one round trip.
 */
import { type Column, getTableColumns, type InferSelectModel, sql, type Table } from 'drizzle-orm';

const columnsOf = new WeakMap<Table, [string, Column][]>();

export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** Each of a JSON array's rows (`json_agg`, null when there were none) as `rowFromJson` reads it. */
export const rowsFromJson = <T extends Table>(table: T, json: Record<string, unknown>[] | null) =>
  (json ?? []).map((r) => rowFromJson(table, r));

/**
 * Some of a table's columns as one JSON array per row (`json_build_array`), cheaper to build, send and parse than
 * the whole row (`json_agg(t)`): `sql` builds a row's array (the table named `alias` in the query) and `read`
 * reads an aggregate of them (null when there were none) back as Drizzle would read those columns.
 */
export function jsonColumns<T extends Table, K extends keyof InferSelectModel<T> & string>(
  table: T,
  alias: string,
  keys: readonly K[],
) {
  const all = getTableColumns(table) as Record<string, Column>;
  const columns = keys.map((k) => all[k]!);
  return {
    sql: sql.raw(`json_build_array(${columns.map((c) => `${alias}."${c.name}"`).join(', ')})`),
    read: (json: unknown[][] | null) =>
      (json ?? []).map((values) => {
        const row: Record<string, unknown> = {};
        keys.forEach((k, i) => {
          const value = values[i];
          row[k] = value === null || value === undefined ? null : columns[i]!.mapFromDriverValue(value);
        });
        return row as Pick<InferSelectModel<T>, K>;
      }),
  };
}

/**
 * A table's row as one JSON object keyed by the names the code uses (`jsonb_build_object`), for statements that
 * write what they returned into the audit log (the table named `alias` in the query).
 */
export function jsonObject(table: Table, alias: string) {
  const pairs = Object.entries(getTableColumns(table)).map(([key, c]) => `'${key}', ${alias}."${c.name}"`);
  return sql.raw(`jsonb_build_object(${pairs.join(', ')})`);
}
