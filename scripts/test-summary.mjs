// Adds up the JSON reports of Vitest and Playwright into one closing line: "Tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

if (vitestFile && existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(`vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
} else {
  console.log('vitest: no report (the run did not finish)');
  failed += 1;
}

if (playwrightFile && existsSync(playwrightFile)) {
  const { stats } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  console.log(`playwright: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed`);
} else {
  console.log('playwright: no report (the run did not finish)');
  failed += 1;
}

console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
