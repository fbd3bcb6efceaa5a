// Reads the reports `npm run test:shake` kept (.tmp/shake/*.json) and names every test that failed in any run, with
// the runs it failed in. Exits 1 when one failed (or a run left no report), 0 when every run passed everything.
// Usage: node scripts/shake-report.mjs FOLDER
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const folder = process.argv[2];
if (!folder) throw new Error('usage: shake-report.mjs FOLDER');

/** Failed tests of a Vitest JSON report, as "file > full name". */
function vitestFailures(report) {
  const failed = [];
  for (const file of report.testResults ?? []) {
    const name = relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failed.push(`${name} > ${test.fullName}`);
    // A file that failed to load, or whose hooks failed, has no failed test of its own.
    if (file.status === 'failed' && failedTests.length === 0) failed.push(`${name} (the file itself: ${String(file.message ?? '').split('\n')[0]})`);
  }
  return failed;
}

/** Failed tests of a Playwright JSON report (after retries, which the suite does not use), as "file > title". */
function playwrightFailures(report) {
  const failed = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') failed.push(`${spec.file} > ${[...path, spec.title].join(' > ')} [${test.projectName}]`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...path, child.title] : path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) failed.push(`(the run itself: ${String(error.message ?? '').split('\n')[0]})`);
  return failed;
}

const byTest = new Map();
let reports = 0;
for (const file of readdirSync(folder).filter((name) => name.endsWith('.json')).sort()) {
  const report = JSON.parse(readFileSync(join(folder, file), 'utf8'));
  const run = file.replace(/\.json$/, '');
  const failed = file.includes('playwright') ? playwrightFailures(report) : vitestFailures(report);
  reports += 1;
  for (const test of failed) byTest.set(test, [...(byTest.get(test) ?? []), run]);
}

const logs = readdirSync(folder).filter((name) => name.endsWith('.log'));
console.log(`shake: ${reports} reports read from ${folder} (logs beside them: ${logs.join(', ')})`);
if (byTest.size === 0) {
  console.log('shake: no test failed in any run');
} else {
  console.log(`shake: ${byTest.size} test(s) failed at least once:`);
  for (const [test, runs] of byTest) console.log(`  ${test}\n    failed in: ${runs.join(', ')}`);
}
process.exit(byTest.size === 0 ? 0 : 1);
