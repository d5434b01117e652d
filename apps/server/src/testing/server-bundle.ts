import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { repoRoot } from '../config.ts';

/**
 * The server's sources (`apps/server/src/main.ts` and the workspace packages it imports) as one
 * JavaScript file, for the tests that start the real server as a child process many times (the
 * crash tests restart it up to twenty times each). Loading the TypeScript sources through tsx
 * costs every start 1.5 s of CPU more on a quiet two-core machine and about 3 s beside the rest
 * of the suite, and those starts were a large share of the unit suite's time.
 *
 * The same code runs as under tsx: npm packages stay outside the bundle (loaded from
 * node_modules as usual), and each source file keeps its own `import.meta.url`, so the paths it
 * derives from it (the repository root, the migrations folder) are the ones the sources use.
 */
export async function bundleServer(outfile: string): Promise<void> {
  await build({
    entryPoints: [path.join(repoRoot, 'apps/server/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'portal-server-sources',
        setup(builder) {
          // Bare imports other than the workspace's own packages come from node_modules. (The
          // filters are Go regular expressions, which take no `u` flag.)
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
          );
          builder.onLoad({ filter: /\.ts$/ }, async (args) => {
            const source = await readFile(args.path, 'utf8');
            const ownUrl = JSON.stringify(pathToFileURL(args.path).href);
            return { contents: source.replaceAll('import.meta.url', ownUrl), loader: 'ts' };
          });
        },
      },
    ],
  });
}

/** Where a run's bundle goes: inside the repository, so its npm imports resolve as the sources'. */
export function serverBundlePath(runId: string): string {
  return path.join(repoRoot, 'apps/server/.test-server', `main-${runId}.mjs`);
}
