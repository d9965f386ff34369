import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded bytes live; the database keeps what they are and whose. */
export interface FileStore {
  put(id: string, bytes: Buffer): Promise<void>;
  get(id: string): Promise<Buffer | null>;
  delete(id: string): Promise<void>;
}

/** Files on the local disk, one per upload id (ids are random alphanumerics, safe as file names). */
export function createDiskFileStore(root: string): FileStore {
  const pathOf = (id: string) => {
    if (!/^[A-Za-z0-9]+$/.test(id)) throw new Error(`not an upload id: ${id}`);
    return join(root, id);
  };
  return {
    async put(id, bytes) {
      await mkdir(root, { recursive: true });
      await writeFile(pathOf(id), bytes, { flag: 'wx' });
    },
    async get(id) {
      try {
        return await readFile(pathOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(id) {
      await rm(pathOf(id), { force: true });
    },
  };
}
