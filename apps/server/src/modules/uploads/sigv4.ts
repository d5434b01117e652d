import { createHash, createHmac } from 'node:crypto';

/** Credentials and scope of an AWS Signature Version 4. */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `s3` for object stores. */
  service: string;
}

/** What is signed: the method, the full URL and the headers that travel (host included). */
export interface SigV4Request {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (`x-amz-content-sha256`). */
  payloadHash: string;
}

/** Hex SHA-256. */
export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 3986 encoding as SigV4 wants it: only unreserved characters stay as they are. */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/gu,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function canonicalPath(pathname: string): string {
  // URL keeps the path percent-encoded; decode each segment and encode it the SigV4 way.
  return pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([key, value]) => [uriEncode(key), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** The canonical request of SigV4 step 1, and its signed header list. */
export function canonicalRequest(request: SigV4Request): { text: string; signedHeaders: string } {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/gu, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const text = [
    request.method.toUpperCase(),
    canonicalPath(request.url.pathname),
    canonicalQuery(request.url),
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  return { text, signedHeaders };
}

/**
 * Signs a request with AWS Signature Version 4 and returns the `Authorization` header value.
 * `amzDate` is the request's `x-amz-date` (`YYYYMMDDTHHMMSSZ`), which must be among the headers.
 */
export function signV4(request: SigV4Request, credentials: SigV4Credentials, amzDate: string) {
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const canonical = canonicalRequest(request);
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical.text)].join('\n');
  let key = hmac(`AWS4${credentials.secretAccessKey}`, day);
  key = hmac(key, credentials.region);
  key = hmac(key, credentials.service);
  key = hmac(key, 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    signature,
    authorization:
      `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, ` +
      `SignedHeaders=${canonical.signedHeaders}, Signature=${signature}`,
  };
}

/** `x-amz-date` of an instant: `YYYYMMDDTHHMMSSZ`. */
export function amzDateOf(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/gu, '')
    .replace(/\.[0-9]{3}/u, '');
}
