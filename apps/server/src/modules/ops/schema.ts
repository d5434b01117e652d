import { z } from 'zod';
import { merchantCodePattern } from '../../merchant/merchant.ts';
import { parseCidr } from '../../net/ip.ts';

// Operator API schemas. They are not part of the player-facing contract, so they live here.

const merchantCode = z.string().trim().toLowerCase().regex(merchantCodePattern, 'field_invalid');

/** `:code` of the merchant an operator call acts on. */
export const merchantParams = z.object({ code: merchantCode });

/** PUT /ops/merchants/:code/maintenance */
export const maintenanceBody = z.object({
  enabled: z.boolean(),
  /** Shown to players on the maintenance screen; null or absent clears it. */
  message: z.string().trim().max(500).nullable().optional(),
});

/** The merchant's maintenance state after the change. */
export const maintenanceOutput = z.object({
  code: z.string(),
  maintenance: z.boolean(),
  message: z.string().nullable(),
});

/** POST /ops/merchants/:code/region-rules */
export const regionRuleBody = z.object({
  /** IPv4 or IPv6 network (`203.0.113.0/24`, `2001:db8::/32`) or a single address. */
  cidr: z
    .string()
    .trim()
    .max(64)
    .refine((value) => parseCidr(value) !== null, 'field_invalid'),
  action: z.enum(['block', 'allow']),
  note: z.string().trim().max(200).nullable().optional(),
});

/** A stored rule; `cidr` in canonical form. */
export const regionRuleOutput = z.object({
  id: z.number().int(),
  cidr: z.string(),
  action: z.enum(['block', 'allow']),
  note: z.string().nullable(),
});

/** DELETE /ops/merchants/:code/region-rules/:id */
export const regionRuleParams = z.object({
  code: merchantCode,
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** PUT /ops/merchants/:code/modules/:modId */
export const moduleParams = z.object({
  code: merchantCode,
  modId: z.string().regex(/^[A-Za-z0-9_]{1,40}$/u, 'field_invalid'),
});

/** The module switch. */
export const moduleBody = z.object({ enabled: z.boolean() });

/** The module's switch after the change. */
export const moduleOutput = z.object({ modId: z.string(), enabled: z.boolean() });

/** Answer of a deletion. */
export const deletedOutput = z.object({ deleted: z.literal(true) });

/** GET /ops/merchants/:code/sms-outbox?mobile= (latest first). */
export const smsOutboxQuery = z.object({
  mobile: z
    .string()
    .trim()
    .regex(/^[0-9]{6,15}$/u, 'invalid_mobile')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

/** GET /ops/merchants/:code/email-outbox?to= (latest first). */
export const emailOutboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

export const smsOutboxOutput = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      countryCode: z.string(),
      mobile: z.string(),
      purpose: z.string(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export const emailOutboxOutput = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/** PUT /ops/merchants/:code/register-fields/:field */
export const registerFieldParams = z.object({
  code: merchantCode,
  field: z.string().regex(/^[A-Za-z]{1,40}$/u, 'field_invalid'),
});

/** Whether the registration form shows the field and whether it must be filled. */
export const registerFieldBody = z.object({ shown: z.boolean(), required: z.boolean() });

export const registerFieldOutput = z.object({
  field: z.string(),
  shown: z.boolean(),
  required: z.boolean(),
});
