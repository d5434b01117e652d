import * as z from 'zod/mini';
import type { ModuleNode } from './module-tree.ts';

export { isModuleEnabled, moduleIds, type ModuleId, type ModuleNode } from './module-tree.ts';

export const moduleNode: z.ZodMiniType<ModuleNode> = z.object({
  modId: z.string(),
  name: z.string(),
  enabled: z.enum(['0', '1']),
  get childrenNodes() {
    return z.array(moduleNode);
  },
});
