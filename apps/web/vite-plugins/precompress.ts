import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images other than SVG and fonts are compressed already. */
const compressible = /\.(?:js|mjs|css|svg|json|html|txt)$/u;

/** Below this, the headers outweigh what compression saves (the server's own threshold too). */
const minBytes = 1024;

/**
 * Writes a `.br` and a `.gz` copy beside every text file under `assets/`, compressed once at
 * build time at the strongest settings. The server's static handler (`preCompressed`) sends the
 * copy the browser accepts; without them it compresses each response on the fly at a quick
 * setting (brotli 4), which costs CPU per request and sends about 15% more bytes. Only the
 * content-hashed assets: they never change, so their copies can never go stale.
 */
export function precompress(): Plugin {
  let assets = '';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      assets = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async writeBundle() {
      const names = (await readdir(assets)).filter((name) => compressible.test(name));
      await Promise.all(
        names.map(async (name) => {
          const path = join(assets, name);
          const body = await readFile(path);
          if (body.length < minBytes) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
