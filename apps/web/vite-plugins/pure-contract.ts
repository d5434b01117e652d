import type { Plugin } from 'vite';

/** The contract's sources, wherever the workspace is checked out. */
const contractSource = /[\\/]packages[\\/]contract[\\/]src[\\/]/u;

/**
 * Tells the bundler that importing a contract module has no effect beyond its exports. Its
 * modules only declare schemas and endpoints, yet each `endpoint(...)` or `z.object(...)` call
 * at the top level looks like a side effect, so a file whose exports nobody uses was kept
 * whole: a feature file's re-export of its operator endpoints (`content.ts` re-exports
 * `content/ops-endpoints.ts`) put operator schemas into the home page's chunk. With this,
 * only what the web app imports is bundled.
 */
export function pureContract(): Plugin {
  return {
    name: 'portal:pure-contract',
    // Before Vite's own resolver, which would otherwise answer first and skip this hook.
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      // Only imports of the contract or inside it: everything else resolves once, as before.
      const fromContract = importer !== undefined && contractSource.test(importer);
      if (!source.startsWith('@portal/contract/') && !fromContract) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved === null || !contractSource.test(resolved.id)) return null;
      return { ...resolved, moduleSideEffects: false };
    },
  };
}
