import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../merchant/merchant.ts';

/**
 * Opens the body of an `encrypted: true` endpoint (the RSA-OAEP + AES-GCM envelope of
 * docs/architecture.md "Wire protocol", with its timestamp and nonce checks) and returns the
 * plain JSON input, which then goes through the endpoint's schema like any other body. Throws `bad_encrypted_payload`.
 */
export interface PayloadDecryptor {
  decrypt(
    body: unknown,
    context: { merchant: Merchant; request: FastifyRequest },
  ): Promise<unknown>;
}
