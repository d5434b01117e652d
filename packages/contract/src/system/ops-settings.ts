import * as z from 'zod/mini';
import { moduleNode } from '../whitelabel.ts';
import { mobileNumber, text } from '../text.ts';
import { registerFieldNames } from './register-fields.ts';

/**
 * What an operator changes of a brand's system status (spec sections 3, 4 and 6): the
 * maintenance switch and its note, region rules, whitelabel module switches and the register
 * form's optional fields, plus the outboxes of the demo SMS and email gateways. Every change
 * answers the whole settings, so a screen shows exactly what the server now holds.
 */

/** The register form always asks for these two; an operator cannot hide or relax them. */
export const fixedRegisterFields = ['username', 'password'] as const;

const changeableRegisterFields = registerFieldNames.filter(
  (name) => !(fixedRegisterFields as readonly string[]).includes(name),
);

export const regionRuleAction = z.enum(['block', 'allow']);

export const opsRegionRule = z.object({
  id: z.string(),
  /** Canonical form (`203.0.113.0/24`, `2001:db8::/32`). */
  cidr: z.string(),
  action: regionRuleAction,
  note: z.nullable(z.string()),
  createdAt: z.string(),
});
export type OpsRegionRule = z.infer<typeof opsRegionRule>;

export const opsRegisterField = z.object({
  field: z.string(),
  shown: z.boolean(),
  required: z.boolean(),
  /** False for the fields every register form asks for (`fixedRegisterFields`). */
  changeable: z.boolean(),
});
export type OpsRegisterField = z.infer<typeof opsRegisterField>;

export const systemSettingsOutput = z.object({
  maintenance: z.object({
    enabled: z.boolean(),
    /** Shown to players on the maintenance screen. */
    message: z.nullable(z.string()),
  }),
  /** Newest first. */
  regionRules: z.array(opsRegionRule),
  /** The whitelabel module tree, as the portal reads it. */
  modules: z.array(moduleNode),
  registerFields: z.array(opsRegisterField),
  /** Whether the deployment runs the demo gateways, whose outboxes the operator can read. */
  demoOutboxes: z.object({ sms: z.boolean(), email: z.boolean() }),
});
export type SystemSettingsOutput = z.infer<typeof systemSettingsOutput>;

export const maintenanceInput = z.strictObject({
  enabled: z.boolean(),
  /** Null, absent or blank clears the note. */
  message: z.optional(z.nullable(text(500))),
});

export const regionRuleAddInput = z.strictObject({
  /** An IPv4 or IPv6 network or a single address; the server checks and normalises it. */
  cidr: z.string().check(z.trim(), z.minLength(1, 'field_required'), z.maxLength(64)),
  action: regionRuleAction,
  note: z.optional(z.nullable(text(200))),
});

export const regionRuleDeleteInput = z.strictObject({
  id: z.string().check(z.trim(), z.regex(/^[0-9]{1,9}$/u, 'field_invalid')),
});

export const moduleSwitchInput = z.strictObject({
  modId: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_]{1,40}$/u, 'field_invalid')),
  enabled: z.boolean(),
});

export const registerFieldInput = z
  .strictObject({
    field: z.enum(changeableRegisterFields as [string, ...string[]]),
    shown: z.boolean(),
    /** Only a shown field can be required; `required` with `shown` false is refused. */
    required: z.boolean(),
  })
  .check(
    z.refine((input) => input.shown || !input.required, {
      message: 'field_invalid',
      path: ['required'],
    }),
  );

const outboxLimit = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 20);

export const smsOutboxInput = z.object({
  mobile: z.optional(mobileNumber),
  limit: outboxLimit,
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

export const emailOutboxInput = z.object({
  /** An address, matched without regard to case. */
  to: z.optional(text(254)),
  limit: outboxLimit,
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
