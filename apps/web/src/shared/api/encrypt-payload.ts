import type { Endpoint } from '@portal/contract/endpoint';

/** The request parts an encrypted call sends instead of plain JSON. */
export interface EncryptedRequest {
  /** The serialised `{ k, iv, d }` body of DESIGN.md "Encrypted payloads". */
  body: string;
  /** Headers that announce the encryption (`X-Encrypted: 1`). */
  headers: Record<string, string>;
}

/** Raised when an encrypted endpoint is called before the encryption exists. */
export class EncryptionUnavailableError extends Error {
  constructor(endpointId: string) {
    super(
      `encryptPayload is not implemented yet, so the encrypted endpoint "${endpointId}" cannot be ` +
        'called. The accounts work implements the RSA-OAEP + AES-GCM envelope of DESIGN.md here.',
    );
    this.name = 'EncryptionUnavailableError';
  }
}

/**
 * The hook for encrypted payloads (login, register, password and points calls). The accounts
 * work implements it with WebCrypto and the merchant's public key from the status response.
 * Until then it refuses loudly: sending those bodies in clear would break the contract.
 */
export async function encryptPayload(
  endpoint: Endpoint,
  _input: unknown,
): Promise<EncryptedRequest> {
  throw new EncryptionUnavailableError(endpoint.id);
}
