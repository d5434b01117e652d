// `npm test`: every step of the suite in order, stopping at the first failure, with each step's
// time and the total printed at the end (the suite's length is watched, never asserted).
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit and integration', 'npm run test:unit'],
  ['build', 'npm run build'],
  ['bundle budget', 'npm run test:budget'],
  ['end to end', 'npm run test:e2e'],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const started = Date.now();
const done = [];
let failed = null;
for (const [name, command] of steps) {
  const stepStarted = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  done.push([name, Date.now() - stepStarted]);
  if (result.status !== 0) {
    failed = name;
    break;
  }
}

console.info('\nnpm test: time by step');
for (const [name, ms] of done) console.info(`  ${name.padEnd(22)} ${seconds(ms).padStart(9)}`);
const total = Date.now() - started;
console.info(
  `  ${'total'.padEnd(22)} ${seconds(total).padStart(9)} (${(total / 60000).toFixed(1)} min)`,
);
if (failed !== null) {
  console.error(`npm test failed at: ${failed}`);
  process.exit(1);
}
