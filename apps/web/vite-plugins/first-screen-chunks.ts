import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The lazy groups of the first screen: a chunk name and the modules that open it. */
export type LazyGroups = Readonly<Record<string, readonly string[]>>;

/**
 * Puts what the first screen needs into a few chunks instead of dozens:
 *
 * - `shell`: every module the HTML entry imports statically (the app frame, router, texts).
 * - one chunk per lazy group: every module its roots import, minus what an earlier chunk holds
 *   (`home`: the lobby, the content slots, the side menu's and footer's parts; `popups`: the
 *   modal stack and the announcement a first visit opens).
 *
 * Left alone, the bundler splits modules shared between lazy parts into many small chunks:
 * small files compress worse, each costs a request, and they arrive in waterfalls. The home
 * page needs all of them anyway, and other pages that share a few of them find the chunk
 * cached. The first group's chunk is preloaded by the HTML, beside the entry, not after it.
 */
export function firstScreenChunks(lazyGroups: LazyGroups): {
  plugin: Plugin;
  groups: { name: string; test: (id: string) => boolean; priority: number }[];
} {
  const names = ['shell', ...Object.keys(lazyGroups)];
  const members = new Map(names.map((name) => [name, new Set<string>()]));
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'portal:first-screen-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const taken = new Set<string>();
      const fill = (name: string, starts: readonly string[]) => {
        const into = members.get(name) as Set<string>;
        into.clear();
        const queue = [...starts];
        while (queue.length > 0) {
          const id = queue.pop() as string;
          if (into.has(id) || taken.has(id)) continue;
          into.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        for (const id of into) taken.add(id);
      };
      fill(
        'shell',
        [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry === true),
      );
      for (const [name, paths] of Object.entries(lazyGroups)) {
        const roots = paths.map((path) => resolve(root, path));
        for (const id of roots)
          if (this.getModuleInfo(id) === null)
            this.error(`first-screen-chunks: ${name} root ${id} is not in the build`);
        fill(name, roots);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const first = names[1];
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === first,
        );
        if (chunk === undefined) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
  return {
    plugin,
    // Earlier groups win a module both would capture.
    groups: names.map((name, index) => ({
      name,
      test: (id: string) => members.get(name)?.has(id) === true,
      priority: names.length - index,
    })),
  };
}
