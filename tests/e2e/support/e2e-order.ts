// The browser tests share one server. The session tests run first: run after the shopping
// list and sync tests, 'two tabs refreshing at the same moment' times out on this machine
// (it passes alone and first). That interaction is not understood yet; see the issue notes.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export class SessionTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isSession = (file: TestSpecification) => file.moduleId.endsWith('session.test.ts');
    return [...sorted.filter(isSession), ...sorted.filter((file) => !isSession(file))];
  }
}
