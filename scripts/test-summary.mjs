// Adds up runners' JSON reports into one closing line: "Tests: N passed, N failed".
// Usage: node scripts/test-summary.mjs vitest=FILE [playwright=FILE] ... (a missing report counts as a failure)
import { existsSync, readFileSync } from 'node:fs';

const readers = {
  vitest: (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  }),
  playwright: ({ stats }) => ({
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
  }),
};

const total = { passed: 0, failed: 0, skipped: 0 };
for (const argument of process.argv.slice(2)) {
  const [runner, file] = argument.split('=');
  const read = readers[runner];
  if (!read || !file) throw new Error(`unknown argument ${argument}`);
  if (!existsSync(file)) {
    console.log(`${runner}: no report (the run did not finish)`);
    total.failed += 1;
    continue;
  }
  const counts = read(JSON.parse(readFileSync(file, 'utf8')));
  console.log(`${runner}: ${counts.passed} passed, ${counts.failed} failed`);
  for (const key of Object.keys(total)) total[key] += counts[key];
}

console.log(`Tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
