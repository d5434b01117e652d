import { createHash } from 'node:crypto';
import { memberEndpoints } from '@portal/contract/member';
import type { FastifyInstance } from 'fastify';
import { memberById } from '../accounts/member-repo.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The avatar of an account: up to two initials on a colour derived from the account's hash,
 * as an SVG data URL. Deterministic, so it can be cached by the client.
 */
export function avatarDataUrl(account: string): string {
  const digest = createHash('sha256').update(account.toLowerCase()).digest();
  const hue = digest.readUInt16BE(0) % 360;
  const hue2 = (hue + 40 + (digest[2]! % 60)) % 360;
  const initials = (account.match(/[\p{L}\p{N}]/gu) ?? ['?'])
    .slice(0, 2)
    .join('')
    .toUpperCase()
    .replace(/[&<>"']/gu, (c) => escapes[c]!);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},62%,46%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2},62%,32%)"/></linearGradient></defs>` +
    `<circle cx="48" cy="48" r="48" fill="url(#g)"/>` +
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" ` +
    `font-size="38" font-weight="700" fill="#fff">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** GET /wps/member/info/icon: the member's generated avatar. */
export function registerIcon(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, memberEndpoints.icon, async ({ merchant, session, reply }) => {
    const member = await memberById(platform.db, merchant.id, session!.memberId);
    if (!member) throw new AppError('in_no_login');
    reply.header('cache-control', 'private, max-age=3600');
    return { iconUrl: avatarDataUrl(member.account) };
  });
}
