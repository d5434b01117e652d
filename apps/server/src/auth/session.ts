import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A live session as the HTTP and websocket layers need it (see `session-store.ts`). Roles are
 * resolved from the member's type with the configured lists when the session is read.
 */
export interface Session {
  id: string;
  merchantId: number;
  /** Members are counted in bigint ids; strings keep them JSON-safe. */
  memberId: string;
  /** The door the login came through. */
  side: 'member' | 'agent';
  memberType: number;
  isAgent: boolean;
  isTrial: boolean;
  /**
   * A login held for device verification: every call answers `complete_verification_first`
   * until `/wps/session/login/verify` finishes it.
   */
  pendingVerification: boolean;
  /** The password is the default or expired and must be changed first. */
  forcePasswordChange: boolean;
}

/**
 * Finds the live session of a token. Only the SHA-256 of a token is ever stored or passed
 * around; the resolver also applies idle and absolute expiry. Null: no such live session.
 * The app's default is the `SessionStore`; tests may inject their own.
 */
export interface SessionResolver {
  resolve(tokenHash: string): Promise<Session | null>;
}

/** Tokens are 256-bit random values in base64url; anything far off that shape is refused early. */
const tokenShape = /^[A-Za-z0-9_-]{16,128}$/u;

/** SHA-256 of a token, hex: the form sessions are stored and looked up by. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The bearer token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/iu.exec(header);
  const token = match?.[1];
  return token && tokenShape.test(token) ? token : null;
}

/** True when a token has the shape of one we issue. */
export function isTokenShaped(token: string): boolean {
  return tokenShape.test(token);
}
