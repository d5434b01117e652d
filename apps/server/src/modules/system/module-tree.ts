import type { ModuleNode } from '@portal/contract/whitelabel';

/** A `whitelabel_module` row. */
export interface ModuleRow {
  mod_id: string;
  parent_mod_id: string | null;
  name: string;
  enabled: boolean;
  sort: number;
}

/**
 * Builds the module tree from flat rows, children sorted by `sort` then id. A row whose parent
 * is missing becomes a root rather than disappearing.
 */
export function buildModuleTree(rows: readonly ModuleRow[]): ModuleNode[] {
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.mod_id.localeCompare(b.mod_id));
  const nodes = new Map<string, ModuleNode>();
  for (const row of sorted) {
    nodes.set(row.mod_id, {
      modId: row.mod_id,
      name: row.name,
      enabled: row.enabled ? '1' : '0',
      childrenNodes: [],
    });
  }
  const roots: ModuleNode[] = [];
  for (const row of sorted) {
    const node = nodes.get(row.mod_id)!;
    const parent = row.parent_mod_id === null ? undefined : nodes.get(row.parent_mod_id);
    if (parent && parent !== node) parent.childrenNodes.push(node);
    else roots.push(node);
  }
  return roots;
}
