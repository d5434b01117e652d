import type { Endpoint } from '@portal/contract/endpoint';
import type { StatusOutput } from '@portal/contract/system';

/** The merchant's RSA-OAEP public key as the status response publishes it. */
export type PublicKeyJwk = StatusOutput['publicKey'];

/** The request parts an encrypted call sends instead of plain JSON. */
export interface EncryptedRequest {
  /** The serialised `{ k, iv, d }` body of docs/architecture.md "Wire protocol". */
  body: string;
  /** Headers that announce the encryption (`X-Encrypted: 1`). */
  headers: Record<string, string>;
}

/** Raised when an encrypted endpoint is called before the merchant's public key is known. */
export class EncryptionUnavailableError extends Error {
  constructor(endpointId: string) {
    super(
      `The encrypted endpoint "${endpointId}" cannot be called before the status response has ` +
        'provided the merchant public key; its body is never sent in clear.',
    );
    this.name = 'EncryptionUnavailableError';
  }
}

let merchantKey: PublicKeyJwk | null = null;

/**
 * Keeps the merchant's public key from the status response. The app start calls it whenever the
 * status arrives, so a key rotation reaches the next encrypted call.
 */
export function setEncryptionKey(key: PublicKeyJwk | null): void {
  merchantKey = key;
}

/**
 * The hook for encrypted payloads (login, register, password and points calls): the contract's
 * WebCrypto envelope (random AES-256-GCM key and IV, the key wrapped with RSA-OAEP-256, `ts` and
 * `nonce` inside the plaintext) sealed with the merchant key. The implementation loads with the
 * first encrypted call, never with the home page. Without a key it refuses: sending those bodies
 * in clear would break the contract.
 */
export async function encryptPayload(
  endpoint: Endpoint,
  input: unknown,
): Promise<EncryptedRequest> {
  if (merchantKey === null) throw new EncryptionUnavailableError(endpoint.id);
  const contract = await import('@portal/contract/encrypted-payload');
  const sealed = await contract.encryptPayload(merchantKey, input as Record<string, unknown>);
  return { body: JSON.stringify(sealed), headers: { [contract.encryptedHeader]: '1' } };
}
