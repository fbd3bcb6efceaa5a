// Adds up runners' JSON reports into one closing line: "Tests: N passed, N failed", after naming each failed test
// with the first line of its error, so that the end of a long log says what broke.
// Usage: node scripts/test-summary.mjs vitest=FILE [playwright=FILE] ... (a missing report counts as a failure)
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const firstLine = (message = '') =>
  // eslint-disable-next-line no-control-regex -- terminal colour codes
  (message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim()) ?? '').trim().slice(0, 240);

function* playwrightFailures(suite, file = suite.file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status !== 'unexpected') continue;
      const last = test.results.at(-1);
      yield { name: `[${test.projectName}] ${spec.file ?? file}:${spec.line} ${spec.title}`, error: firstLine(last?.errors?.[0]?.message ?? last?.error?.message) };
    }
  }
  for (const child of suite.suites ?? []) yield* playwrightFailures(child, child.file ?? file);
}

const readers = {
  vitest: (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures: report.testResults.flatMap((file) => {
      const where = relative(process.cwd(), file.name);
      const tests = file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({ name: `${where} > ${test.fullName}`, error: firstLine(test.failureMessages?.[0]) }));
      // A file that failed to load or crashed has no failed test of its own, only a message.
      return tests.length === 0 && file.status === 'failed' ? [{ name: where, error: firstLine(file.message) }] : tests;
    }),
  }),
  playwright: (report) => ({
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    failures: [
      ...report.suites.flatMap((suite) => [...playwrightFailures(suite)]),
      ...(report.errors ?? []).map((error) => ({ name: 'outside any test', error: firstLine(error.message) })),
    ],
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
  for (const failure of counts.failures) console.log(`  FAILED ${failure.name}${failure.error ? `\n         ${failure.error}` : ''}`);
  for (const key of Object.keys(total)) total[key] += counts[key];
}

console.log(`Tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
