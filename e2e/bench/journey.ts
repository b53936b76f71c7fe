// `npm run bench -- journey` (e2e/bench/journey.ts): a new owner's first five minutes, measured. Runs the walk
// e2e/tests/first-five-minutes.test.ts against the built product (this builds nothing: `npm run bench` built it)
// and prints its figures: the owner's actions (taps and fields filled) from the landing page to a shareable form with
// a QR and a table tent, then to a first answer on the dashboard, each against its goal, and the time the owner
// waited for screens; then the same for a top-up and a request to a second phone. Only 127.0.0.1 is contacted.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const e2e = join(__dirname, '..');
const child = spawn(process.execPath, ['--test', '--import', 'tsx', 'tests/first-five-minutes.test.ts'], {
  cwd: e2e,
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
child.stdout.on('data', (chunk: Buffer) => {
  output += chunk.toString();
});
child.on('exit', (code) => {
  const figures = output.split('\n').flatMap((line) => /\[journey\].*/.exec(line)?.[0] ?? []);
  if (code !== 0) {
    // the walk failed (a goal missed, or a step broke): its whole report says which
    process.stdout.write(output);
    process.exitCode = code ?? 1;
    return;
  }
  for (const line of figures) console.log(line);
});
