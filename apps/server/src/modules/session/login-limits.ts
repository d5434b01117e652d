import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';

/**
 * Login throttling. Failures are counted three ways within `LOGIN_FAILURE_WINDOW_MINUTES`:
 * - per account (any IP): from `LOGIN_CAPTCHA_AFTER` on, a captcha is required;
 * - per account and IP: `LOGIN_LOCK_AFTER` locks that pair for `LOCKOUT_MINUTES`, so a
 *   stranger guessing from one IP never locks the owner out on another;
 * - per IP (any account), a higher `LOGIN_IP_LOCK_AFTER`, against one IP trying many accounts.
 * A successful login clears the account's counters.
 */
export class LoginLimits {
  private readonly windowMs: number;
  private readonly account: string;
  private readonly pair: string;
  private readonly ipKey: string;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: Pick<
      Config,
      | 'loginCaptchaAfter'
      | 'loginLockAfter'
      | 'loginIpLockAfter'
      | 'loginFailureWindowMinutes'
      | 'lockoutMinutes'
    >,
    merchantId: number,
    accountKey: string,
    ip: string,
  ) {
    this.windowMs = config.loginFailureWindowMinutes * 60_000;
    this.account = `login:acct:${merchantId}:${accountKey}`;
    this.pair = `login:pair:${merchantId}:${accountKey}:${ip}`;
    this.ipKey = `login:ip:${merchantId}:${ip}`;
  }

  /** 429 `too_many_requests` while this IP, or this account from this IP, is locked. */
  async assertNotLocked(): Promise<void> {
    const [ip, pair] = await Promise.all([
      this.limiter.lockedFor(this.ipKey),
      this.limiter.lockedFor(this.pair),
    ]);
    const ms = Math.max(ip, pair);
    if (ms > 0) {
      throw new AppError('too_many_requests', undefined, undefined, {
        retryAfterSeconds: Math.ceil(ms / 1000),
      });
    }
  }

  /** True when the account has failed often enough that a captcha is required. */
  async captchaRequired(): Promise<boolean> {
    return (await this.limiter.peek(this.account, this.windowMs)) >= this.config.loginCaptchaAfter;
  }

  /** Counts a failure, locks what crossed its limit, and tells whether a captcha is now due. */
  async recordFailure(): Promise<{ captcha: boolean }> {
    const [account, pair, ip] = await Promise.all([
      this.limiter.hit(this.account, this.windowMs),
      this.limiter.hit(this.pair, this.windowMs),
      this.limiter.hit(this.ipKey, this.windowMs),
    ]);
    const lockMs = this.config.lockoutMinutes * 60_000;
    if (pair >= this.config.loginLockAfter) {
      await this.limiter.lock(this.pair, lockMs);
      await this.limiter.reset(this.pair, this.windowMs);
    }
    if (ip >= this.config.loginIpLockAfter) {
      await this.limiter.lock(this.ipKey, lockMs);
      await this.limiter.reset(this.ipKey, this.windowMs);
    }
    return { captcha: account >= this.config.loginCaptchaAfter };
  }

  /** Clears the account's failure counts after a good login. */
  async recordSuccess(): Promise<void> {
    await Promise.all([
      this.limiter.reset(this.account, this.windowMs),
      this.limiter.reset(this.pair, this.windowMs),
    ]);
  }
}
