import { z } from 'zod';
import { merchantCodePattern } from '../../merchant/merchant.ts';

// Schemas of the `/ops` routes behind the bootstrap token. They are not part of the contract;
// the routes that move to `/operator` take their schemas from the contract instead.

const merchantCode = z.string().trim().toLowerCase().regex(merchantCodePattern, 'field_invalid');

/** `:code` of the merchant an operator call acts on. */
export const merchantParams = z.object({ code: merchantCode });
