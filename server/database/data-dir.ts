import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Why the embedded database's folder cannot be used; the message names DATA_DIR. */
export class DataDirError extends Error {
  override readonly name = 'DataDirError';
}

/** The embedded database's folder, held by this process alone until `release`. */
export interface DataDirClaim {
  /** Writes a file in the folder: resolves only while the folder takes writes. */
  probeWrite(): Promise<void>;
  release(): Promise<void>;
}

const LOCK_FILE = 'nyayapath-server.lock';
const PROBE_FILE = 'nyayapath-health.probe';

/**
 * Takes DATA_DIR for this process. PGlite is one process's database: two servers on one folder
 * each keep their own copy in memory and overwrite each other's files, losing acknowledged rows.
 * So the folder holds a lock file with the owner's process id; a second server refuses to start
 * while that process lives, and takes over a lock left by one that has died.
 */
export async function claimDataDir(dataDir: string): Promise<DataDirClaim> {
  const lockPath = join(dataDir, LOCK_FILE);
  try {
    await mkdir(dataDir, { recursive: true });
    await writeLock(lockPath);
  } catch (error) {
    if (error instanceof DataDirError) throw error;
    throw new DataDirError(`DATA_DIR ${dataDir} cannot be written (${codeOf(error)}): give the server a folder it can write to.`);
  }
  return {
    probeWrite: () => writeFile(join(dataDir, PROBE_FILE), new Date().toISOString()),
    release: () => rm(lockPath, { force: true }),
  };
}

async function writeLock(lockPath: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const file = await open(lockPath, 'wx');
      await file.writeFile(String(process.pid));
      await file.close();
      return;
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
      throw new DataDirError(
        `DATA_DIR ${lockPath.slice(0, -LOCK_FILE.length - 1)} is in use by another NyayaPath server (process ${owner}): stop it, or give this server another DATA_DIR.`,
      );
    }
    // Left by a server that has stopped without releasing it.
    await rm(lockPath, { force: true });
  }
  throw new DataDirError(`DATA_DIR lock ${lockPath} could not be taken: another server is starting on the same folder.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return codeOf(error) === 'EPERM';
  }
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException | null)?.code ?? String(error);
}
