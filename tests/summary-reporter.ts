// Ends the run with the tests that failed or needed a retry, each with the first lines of its
// error, then one plain line, 'N passed, N failed', that CI reads as the summary. CI keeps
// only the end of its log, where the default reporter's failure details have scrolled away.
import { relative } from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';

const errorLinesKept = 6;

interface TestError {
  readonly message?: string;
  readonly stacks?: ReadonlyArray<{ file: string; line: number; column: number }>;
}

function describe(testCase: TestCase, errors: ReadonlyArray<TestError> | undefined): string {
  const where = `${testCase.project.name} ${testCase.module.relativeModuleId} > ${testCase.fullName}`;
  const firstError = errors?.[0];
  const lines = (firstError?.message ?? '').split('\n').slice(0, errorLinesKept);
  // The test's own line that failed, not the library's.
  const frame = firstError?.stacks?.find((stack) => stack.file.includes('/tests/'));
  if (frame) lines.push(`at ${relative(process.cwd(), frame.file)}:${frame.line}:${frame.column}`);
  return [where, ...lines.map((line) => `    ${line}`)].join('\n');
}

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let skipped = 0;
    const failed: string[] = [];
    const passedOnRetry: string[] = [];
    for (const testModule of testModules) {
      for (const testCase of testModule.children.allTests()) {
        const result = testCase.result();
        if (result.state === 'failed') failed.push(describe(testCase, result.errors));
        else if (result.state === 'passed') {
          passed += 1;
          if (testCase.diagnostic()?.flaky) passedOnRetry.push(describe(testCase, result.errors));
        } else skipped += 1;
      }
    }
    const failedModules = testModules.filter((m) => m.state() === 'failed' && m.children.size === 0);
    for (const testModule of failedModules) {
      failed.push(
        `${testModule.project.name} ${testModule.relativeModuleId} (did not run: ${testModule.errors()[0]?.message ?? 'no message'})`,
      );
    }
    const sections = [
      ...(passedOnRetry.length > 0 ? ['Passed only on a retry:', ...passedOnRetry] : []),
      ...(failed.length > 0 ? ['Failed:', ...failed] : []),
    ];
    const details = sections.length > 0 ? `\n${sections.join('\n')}\n` : '';
    process.stdout.write(`${details}\n${passed} passed, ${failed.length} failed, ${skipped} skipped\n`);
  }
}
