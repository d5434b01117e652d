// `npm test`: every step of the suite, stopping at the first failure, with each step's time and
// the total printed at the end (the suite's length is watched, never asserted). The checks that
// need no server (types, lint, the production build) run side by side: each is mostly one
// thread, and their output is printed whole, one step after the other, when all have ended.
import { spawn } from 'node:child_process';

/** Stages run in order; the steps of one stage run at once. */
const stages = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['build', 'npm run build'],
  ],
  [['bundle budget', 'npm run test:budget']],
  [['unit and integration', 'npm run test:unit']],
  [['end to end', 'npm run test:e2e']],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one command; a lone step streams its output, a step beside others buffers it. */
function run(command, stream) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: stream ? 'inherit' : 'pipe' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => done({ status, output, ms: Date.now() - started }));
  });
}

const started = Date.now();
const done = [];
const failed = [];
for (const stage of stages) {
  const results = await Promise.all(stage.map(([, command]) => run(command, stage.length === 1)));
  stage.forEach(([name, command], i) => {
    const { status, output, ms } = results[i];
    if (stage.length > 1) process.stdout.write(`\n> ${name}: ${command}\n${output}`);
    done.push([name, ms]);
    if (status !== 0) failed.push(name);
  });
  if (failed.length > 0) break;
}

console.info('\nnpm test: time by step (steps of one stage run side by side)');
for (const [name, ms] of done) console.info(`  ${name.padEnd(22)} ${seconds(ms).padStart(9)}`);
const total = Date.now() - started;
console.info(
  `  ${'total'.padEnd(22)} ${seconds(total).padStart(9)} (${(total / 60000).toFixed(1)} min)`,
);
if (failed.length > 0) {
  console.error(`npm test failed at: ${failed.join(', ')}`);
  process.exit(1);
}
