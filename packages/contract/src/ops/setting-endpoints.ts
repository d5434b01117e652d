import type * as z from 'zod/mini';
import { emptyInput, endpoint, type Feature } from '../endpoint.ts';
import type { OpsPermission } from './roles.ts';

/**
 * The two operator calls of one of a brand's JSON settings (VIP levels, rebate, points
 * earning, contract rules and the like): `GET path` answers the setting with its defaults filled
 * in, `PUT path` replaces it with a body the setting's schema accepts and answers it as the
 * server now reads it. Both ask for the same permission: whoever may change a rule may read it.
 */
export function settingEndpoints<S extends z.ZodMiniType>(
  feature: Feature,
  name: string,
  spec: {
    path: string;
    /** What the setting holds, for the summaries ("VIP levels and review rules"). */
    what: string;
    permission: OpsPermission;
    schema: S;
  },
) {
  return {
    read: endpoint(feature, name, {
      method: 'GET',
      path: spec.path,
      summary: `The brand's ${spec.what}, defaults filled in.`,
      auth: 'operator',
      permission: spec.permission,
      input: emptyInput,
      output: spec.schema,
    }),
    save: endpoint(feature, `${name}Save`, {
      method: 'PUT',
      path: spec.path,
      summary: `Replaces the brand's ${spec.what} (audited, before and after); answers them as the server now reads them.`,
      auth: 'operator',
      permission: spec.permission,
      input: spec.schema,
      output: spec.schema,
    }),
  };
}
