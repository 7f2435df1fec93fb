/**
 * Where document bytes live: one folder (`<DATA_DIR>/uploads`), files named by 128 random bits, never by what
 * the uploader called them, so a name can neither collide nor climb out of the folder.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

export function createStorage(dir: string | undefined) {
  // API tests build the app without a folder: they get a temporary one, removed when the app closes.
  const temporary = !dir;
  const root = dir ?? mkdtempSync(path.join(os.tmpdir(), 'hris-uploads-'));
  mkdirSync(root, { recursive: true, mode: 0o700 });
  const pathOf = (name: string) => {
    if (!STORED_NAME.test(name)) throw new Error('not a stored document name');
    return path.join(root, name);
  };
  return {
    root,
    async save(bytes: Buffer, extension: string): Promise<string> {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(pathOf(name), bytes, { mode: 0o600, flag: 'wx' });
      return name;
    },
    /** The file's size, or null when it is gone. */
    async size(name: string): Promise<number | null> {
      return stat(pathOf(name)).then(
        (s) => s.size,
        () => null,
      );
    },
    read: (name: string) => createReadStream(pathOf(name)),
    /** Removing a file that is already gone is not an error. */
    async remove(name: string) {
      await unlink(pathOf(name)).catch(() => {});
    },
    dispose() {
      if (temporary) rmSync(root, { recursive: true, force: true });
    },
  };
}
export type Storage = ReturnType<typeof createStorage>;
