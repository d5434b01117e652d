import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (r=8, p=1, 32-byte salt, 32-byte key) through Node's async
 * crypto, so hashing runs on the thread pool. The parameters travel with each hash
 * (`scrypt$<log2 N>$<r>$<p>$<salt>$<key>`), so the cost can rise without breaking old hashes.
 * Passwords are never logged or stored in the clear.
 */
const keyLength = 32;
const saltLength = 32;
const r = 8;
const p = 1;

/** Production cost (log2 N = 15); the configuration's PASSWORD_HASH_COST default. */
export const productionHashCost = 15;

/** The default password of spec section 9: it logs in, but must be changed. */
export const defaultPassword = '123456';

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

function options(cost: number, blockSize: number, parallel: number): ScryptOptions {
  const N = 2 ** cost;
  // scrypt needs 128 * N * r bytes; leave headroom over Node's 32 MiB default.
  return { N, r: blockSize, p: parallel, maxmem: 256 * N * blockSize + 1024 * 1024 };
}

/** Hashes a password at cost `log2 N` (15 in production). */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, options(cost, r, p));
  return ['scrypt', cost, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface Parsed {
  cost: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [cost, blockSize, parallel] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Bounds keep a corrupt or hostile row from asking for gigabytes.
  if (![cost, blockSize, parallel].every(Number.isInteger)) return null;
  if (cost < 4 || cost > 20 || blockSize < 1 || blockSize > 32 || parallel < 1 || parallel > 4)
    return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length < 16 || key.length !== keyLength) return null;
  return { cost, r: blockSize, p: parallel, salt, key };
}

/** True when `password` matches the stored hash; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, options(parsed.cost, parsed.r, parsed.p));
  return timingSafeEqual(key, parsed.key);
}

/** True when a stored hash is weaker than the current cost (rehash after a good login). */
export function needsRehash(stored: string, cost: number): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.cost < cost || parsed.r !== r || parsed.p !== p;
}

const dummies = new Map<number, Promise<string>>();

/**
 * Spends the time of one verification when there is no hash to check (unknown account, no
 * password), so response times do not tell which accounts exist.
 */
export async function burnVerification(password: string, cost: number): Promise<false> {
  let dummy = dummies.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummies.set(cost, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
