import { isModuleEnabled, type ModuleId } from '@portal/contract/module-tree';
import { useStatus } from './use-status.ts';

/** True when a whitelabel module (and every ancestor) is switched on for this merchant. */
export function useModuleEnabled(moduleId: ModuleId): boolean {
  return isModuleEnabled(useStatus().whitelabel, moduleId);
}
