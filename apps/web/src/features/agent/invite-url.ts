/** The registration address an invitation code opens, on this site. */
export function inviteUrl(code: string): string {
  return `${window.location.origin}/register?affiliateCode=${encodeURIComponent(code)}`;
}
