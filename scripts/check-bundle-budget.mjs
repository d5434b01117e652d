// Fails when the JavaScript a first visit to the home page fetches up front passes the budget in
// bundle-budget.json. It reads Vite's manifest, takes the HTML entry's chunk and every chunk it
// imports statically, plus every script the built index.html preloads (the home page's lazy
// parts, see apps/web/vite-plugins/first-screen-chunks.ts), and sums their gzipped sizes. This
// is the build's own count, available without a browser; e2e/home-downloads.spec.ts counts what
// a browser really downloads until the network is idle, against the same budget. The brotli
// figure it prints beside is what the server really sends (the build's precompressed `.br`
// copies, see apps/web/vite-plugins/precompress.ts); the budget stays in gzip, the unit both
// checks share. A build elsewhere is checked with `node scripts/check-bundle-budget.mjs <dist>`.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const budget = JSON.parse(readFileSync(join(import.meta.dirname, 'bundle-budget.json'), 'utf8'));
const budgetKiB = budget.firstVisit.kib;
const dist = process.argv[2]
  ? resolve(process.argv[2])
  : join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find(
  (key) => manifest[key].isEntry && key.endsWith('index.html'),
);
if (!entryKey)
  throw new Error('No index.html entry in the Vite manifest: run `npm run build` first.');

const seen = new Set();
const walk = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) walk(next);
};
walk(entryKey);

// A chunk the HTML preloads is fetched up front too, whatever the import graph says.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const preloaded = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+)"/gu)].map(
  (m) => m[1],
);
for (const file of preloaded) {
  const key = Object.keys(manifest).find((k) => manifest[k].file === file);
  if (key) walk(key);
}

const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
let total = 0;
let served = 0;
for (const key of seen) {
  const file = manifest[key].file;
  const body = readFileSync(join(dist, file));
  const size = gzipSync(body, { level: 9 }).length;
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
  total += size;
  served += brotli;
  console.info(`${kib(size)} KiB gzip ${kib(brotli)} KiB brotli  ${file}`);
}
const totalKiB = total / 1024;
console.info(
  `${kib(total)} KiB gzip ${kib(served)} KiB brotli  in ${seen.size} files: the first visit's ` +
    `JavaScript (budget ${budgetKiB} KiB gzip in ${budget.firstVisit.files} files; goal ` +
    `${budget.target.kib} KiB in ${budget.target.files} files)`,
);
if (seen.size > budget.firstVisit.files) {
  console.error(`${seen.size} files, over the budget of ${budget.firstVisit.files}.`);
  process.exit(1);
}
if (totalKiB > budgetKiB) {
  console.error(`Over budget by ${(totalKiB - budgetKiB).toFixed(1)} KiB.`);
  process.exit(1);
}
