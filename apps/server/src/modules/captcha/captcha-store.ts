import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/db.ts';
import { randomCaptchaText } from './captcha-image.ts';

/** How long a captcha can be answered. */
export const captchaTtlSeconds = 120;

function answerHash(id: string, answer: string): Buffer {
  return createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest();
}

/**
 * Captchas by id: the answer is stored only as a hash bound to the id, answered once (a wrong
 * answer uses it up too) and within two minutes.
 */
export class CaptchaStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  /** Stores a new captcha; `text` is for tests that need a known answer. */
  async create(
    merchantId: number,
    text = randomCaptchaText(),
  ): Promise<{ id: string; text: string }> {
    const now = this.clock.now();
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      await this.db.query('delete from captcha where expires_at < $1', [new Date(now - 3_600_000)]);
    }
    const id = randomBytes(16).toString('base64url');
    await this.db.query(
      `insert into captcha (id, merchant_id, answer_hash, created_at, expires_at)
       values ($1, $2, $3, $4, $5)`,
      [
        id,
        merchantId,
        answerHash(id, text).toString('hex'),
        new Date(now),
        new Date(now + captchaTtlSeconds * 1000),
      ],
    );
    return { id, text };
  }

  /** Uses the captcha up and tells whether the answer was right and in time. */
  async consume(merchantId: number, id: string, answer: string): Promise<boolean> {
    const now = new Date(this.clock.now());
    const [row] = await this.db.query<{ answer_hash: string; expires_at: Date }>(
      `update captcha set used_at = $3 where id = $1 and merchant_id = $2 and used_at is null
       returning answer_hash, expires_at`,
      [id, merchantId, now],
    );
    if (!row || row.expires_at <= now) return false;
    return timingSafeEqual(answerHash(id, answer), Buffer.from(row.answer_hash, 'hex'));
  }
}
