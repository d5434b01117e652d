// Fails when the JavaScript the first page needs passes the budget. It reads Vite's manifest,
// takes the HTML entry's chunk and every chunk it imports statically, plus any script the built
// index.html preloads (what the browser fetches before the app can render), and sums their
// gzipped sizes. Lazy sections do not count.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKiB = 150;
const dist = join(import.meta.dirname, '..', 'apps', 'web', 'dist');
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

let total = 0;
for (const key of seen) {
  const file = manifest[key].file;
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.info(`${(size / 1024).toFixed(1).padStart(7)} KiB  ${file}`);
}
const totalKiB = total / 1024;
console.info(
  `${totalKiB.toFixed(1).padStart(7)} KiB  initial route JavaScript, gzipped (budget ${budgetKiB} KiB)`,
);
if (totalKiB > budgetKiB) {
  console.error(`Over budget by ${(totalKiB - budgetKiB).toFixed(1)} KiB.`);
  process.exit(1);
}
