import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints one closing line that a CI log can be searched for. */
export default class SummaryReporter implements Reporter {
  private readonly counts = { passed: 0, failed: 0, flaky: 0, skipped: 0 };

  onTestEnd(test: TestCase, result: TestResult): void {
    // Only the last attempt of a retried test decides its outcome.
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') {
      return;
    }
    const outcome = test.outcome();
    if (outcome === 'expected') this.counts.passed += 1;
    else if (outcome === 'flaky') this.counts.flaky += 1;
    else if (outcome === 'skipped') this.counts.skipped += 1;
    else this.counts.failed += 1;
  }

  onEnd(result: FullResult): void {
    const { passed, failed, flaky, skipped } = this.counts;
    const seconds = (result.duration / 1000).toFixed(1);
    console.log(
      `e2e ${result.status}: ${passed} passed, ${failed} failed, ${flaky} flaky, ${skipped} skipped in ${seconds} s`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
