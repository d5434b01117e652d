import type { Plugin } from 'vite';

/**
 * Puts every module the entry imports statically into one chunk. Left alone, the bundler splits
 * modules shared with lazy sections into many small chunks, and small files compress worse and
 * cost a request each; the home page needs all of them anyway.
 */
export function initialChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const initial = new Set<string>();
  const plugin: Plugin = {
    name: 'portal:initial-chunk',
    apply: 'build',
    buildEnd() {
      initial.clear();
      const entries = [...this.getModuleIds()].filter(
        (id) => this.getModuleInfo(id)?.isEntry === true,
      );
      const queue = [...entries];
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (initial.has(id)) continue;
        initial.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id) => initial.has(id) };
}
