import * as z from 'zod/mini';
import { pageNo, pageOut, pageSize } from '../game-card.ts';

/** The register centre: what an agent may create, and its invitation links. */

export const registerCentreOutput = z.object({
  /** AGENTPOLICY3 and the agent policy flag: false shows why instead of the forms. */
  allowed: z.boolean(),
  /** Account types a downline may have, member first. */
  types: z.array(z.object({ type: z.number(), isAgent: z.boolean() })),
  /** The prize groups a downline may get: the brand's minimum up to the agent's own. */
  prizeGroup: z.nullable(z.object({ min: z.number(), max: z.number() })),
  /** The agent's own invitation code, when it has one. */
  affiliateCode: z.nullable(z.string()),
});

export const linkListInput = z.object({ pageNo, pageSize: pageSize(20, 100) });

export const inviteLink = z.object({
  id: z.string(),
  /** The code a registration carries (`/register?affiliateCode=`). */
  code: z.string(),
  type: z.number(),
  isAgent: z.boolean(),
  prizeGroup: z.nullable(z.number()),
  registrations: z.number(),
  createdAt: z.string(),
  disabled: z.boolean(),
});
export type InviteLink = z.infer<typeof inviteLink>;

export const linkListOutput = z.object({ list: z.array(inviteLink), ...pageOut });

export const createLinkInput = z.object({
  type: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(99)),
  prizeGroup: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2000))),
});

export const disableLinkInput = z.object({ id: z.string().check(z.regex(/^[0-9]{1,18}$/u)) });
