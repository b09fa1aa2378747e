// Ends the run with one plain line, 'N passed, N failed', that CI reads as the summary.
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      for (const testCase of testModule.children.allTests()) {
        const state = testCase.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    const failedModules = testModules.filter((m) => m.state() === 'failed' && m.children.size === 0).length;
    process.stdout.write(`\n${passed} passed, ${failed + failedModules} failed, ${skipped} skipped\n`);
  }
}
