import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A live session as the HTTP and websocket layers need it. The accounts module owns sessions
 * and may add fields through declaration merging (`declare module`) on this interface.
 */
export interface Session {
  id: string;
  merchantId: number;
  /** Members are counted in bigint ids; strings keep them JSON-safe. */
  memberId: string;
}

/**
 * Finds the live session of a token. Only the SHA-256 of a token is ever stored or passed
 * around; the resolver also applies idle and absolute expiry. Null: no such live session.
 */
export interface SessionResolver {
  resolve(tokenHash: string): Promise<Session | null>;
}

/** The foundation's resolver: there are no sessions until the accounts module provides them. */
export const noSessions: SessionResolver = {
  resolve: async () => null,
};

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
