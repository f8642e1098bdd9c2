import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The server's signing keys (today the captcha's HMAC) are its own secrets: outside demo mode
// each is a variable the deployment sets (config.ts refuses to start without it). In demo mode a
// key left unset is made once per data folder, kept in <DATA_DIR>/signing-keys/<name>.key (only
// the owner may read it) and read again at the next start, so challenges survive a restart and
// no two installs share a key; an in-memory data folder gets one per process.

const MEMORY = 'memory://';
const inMemory = new Map<string, string>();

/** The demo key `name` of the data folder `dataDir`, made on first use. */
export function demoSigningKey(dataDir: string, name: string): string {
  if (dataDir.startsWith(MEMORY)) {
    const key = inMemory.get(name) ?? randomBytes(32).toString('hex');
    inMemory.set(name, key);
    return key;
  }
  const dir = join(dataDir, 'signing-keys');
  const file = join(dir, `${name}.key`);
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32).toString('hex');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // 'wx': two processes starting at once on one folder keep the first one's key
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(file, 'utf8').trim();
    throw error;
  }
  chmodSync(file, 0o600);
  return key;
}
