/* global process */
/**
 * Vitest reporter for CI runs with `--retry`: a test that failed and then passed on a retry
 * counts as passed, so it is written down here (FLAKY_REPORT, one JSON line per test) and
 * scripts/ci-totals.mjs lists it under "Tests instables". A retry must never hide a test that
 * keeps failing: that one still fails the run.
 */
import { appendFileSync } from "node:fs";

export default class FlakyReporter {
  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky || !process.env.FLAKY_REPORT) return;
    appendFileSync(
      process.env.FLAKY_REPORT,
      `${JSON.stringify({
        file: testCase.module.relativeModuleId ?? testCase.module.moduleId,
        name: testCase.fullName,
        retries: diagnostic.retryCount,
        error: String(testCase.result().errors?.[0]?.message ?? "").split("\n")[0],
      })}\n`,
    );
  }
}
