import fs from 'node:fs';

/**
 * The database, its backups, exports and mail files hold every lead's name, e-mail and question: they are
 * readable by their owner only, whatever the umask (docs/decisions/028-security-test-findings.md).
 */
export const OWNER_FILE_MODE = 0o600;
const OWNER_DIR_MODE = 0o700;

/**
 * Sets the mode of a file or folder that exists. A folder or file this process does not own (or a
 * read-only disk) keeps its mode: start-up reports an unwritable DATA_DIR on its own (db/connect.ts).
 */
function tighten(target: string, mode: number) {
  try {
    fs.chmodSync(target, mode);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'EPERM' && code !== 'EROFS' && code !== 'EACCES') throw err;
  }
}

/**
 * Makes the folder (and its parents, as mkdir -p) and leaves the folder itself owner-only. A shared folder
 * given by mistake (sticky like /tmp, or owned by another user) is left alone rather than locked up.
 */
export function ownerOnlyDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_DIR_MODE });
  const stat = fs.statSync(dir);
  // 0o1000: the sticky bit.
  const shared = (stat.mode & 0o1000) !== 0 || (process.getuid !== undefined && stat.uid !== process.getuid());
  if (!shared) tighten(dir, OWNER_DIR_MODE);
}

/** Creates the file empty if it is missing, and leaves it owner-only, before anything is written into it. */
export function ownerOnlyFile(file: string) {
  if (!fs.existsSync(file)) fs.closeSync(fs.openSync(file, 'a', OWNER_FILE_MODE));
  tighten(file, OWNER_FILE_MODE);
}

/** Leaves an existing folder owner-only (one made before this rule); a missing one stays missing. */
export function tightenDir(dir: string) {
  tighten(dir, OWNER_DIR_MODE);
}

/** Leaves each existing file owner-only (a database's -wal and -shm files, say). */
export function tightenFiles(...files: string[]) {
  for (const file of files) tighten(file, OWNER_FILE_MODE);
}

/** Opens `file` for replacing, owner-only from its first byte even when it existed: a descriptor for fs.createWriteStream. */
export function openOwnerOnly(file: string): number {
  const fd = fs.openSync(file, 'w', OWNER_FILE_MODE);
  fs.fchmodSync(fd, OWNER_FILE_MODE);
  return fd;
}
