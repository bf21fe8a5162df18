#!/usr/bin/env node
/* global process, console */
/**
 * Adds up the results of a CI run (.ci/run). Usage: node scripts/ci-totals.mjs <manifest>
 *
 * The manifest has one tab-separated line per step: name, kind ("vitest" or "check"), exit code,
 * for vitest steps the path of its JSON report, and the step's duration in seconds.
 * - vitest step: its passed and failed tests; a step that exited non-zero without any failed test
 *   in its report (crash, failed global setup, unhandled error, no report at all) counts as one
 *   failed item more.
 * - check step (typecheck, lint, install, build…): one passed or one failed item.
 * Prints a table of the steps (result and time); the very last line is exactly
 * `N passed, N failed`.
 * Exits 1 when anything failed.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const manifest = process.argv[2];
if (!manifest) {
  console.error("usage: node scripts/ci-totals.mjs <manifest>");
  process.exit(2);
}

let passed = 0;
let failed = 0;
const rows = [];
// The failed tests by name, printed just above the totals: the end of the log is what a reader
// (or a tracker that keeps only the tail) sees first.
const failures = [];

const lines = existsSync(manifest)
  ? readFileSync(manifest, "utf8").split("\n").filter(Boolean)
  : [];
for (const line of lines) {
  const [name, kind, codeText, report, secondsText] = line.split("\t");
  const code = Number(codeText);
  const time = secondsText ? `${secondsText} s` : "";
  if (kind !== "vitest") {
    if (code === 0) passed += 1;
    else failed += 1;
    rows.push([name, code === 0 ? "ok" : `ÉCHEC (code ${code})`, time]);
    continue;
  }
  let json;
  try {
    json = report && existsSync(report) ? JSON.parse(readFileSync(report, "utf8")) : undefined;
  } catch {
    json = undefined;
  }
  if (!json) {
    failed += 1;
    rows.push([name, `ÉCHEC : aucun rapport JSON (code ${code})`, time]);
    continue;
  }
  const stepPassed = Number(json.numPassedTests) || 0;
  let stepFailed = Number(json.numFailedTests) || 0;
  const skipped = (Number(json.numPendingTests) || 0) + (Number(json.numTodoTests) || 0);
  const notes = [];
  if (
    stepFailed === 0 &&
    (code !== 0 || json.success === false || Number(json.numFailedTestSuites) > 0)
  ) {
    // A file that failed to load, a failed global setup or an unhandled error: no test failed,
    // but the run did.
    const suites = Number(json.numFailedTestSuites) || 0;
    stepFailed += Math.max(1, suites);
    notes.push(suites > 0 ? `${suites} fichier(s) en erreur` : `code ${code}`);
  }
  if (skipped) notes.push(`${skipped} ignoré(s)`);
  for (const file of json.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== "failed") continue;
      const where = String(file.name ?? "").replace(`${process.cwd()}/`, "");
      const why = String(test.failureMessages?.[0] ?? "")
        .split("\n")[0]
        .slice(0, 300);
      failures.push(`  [${name}] ${where} › ${test.fullName ?? test.title}\n      ${why}`);
    }
    if (file.status === "failed" && !(file.assertionResults ?? []).length) {
      failures.push(`  [${name}] ${file.name}: ${String(file.message ?? "").split("\n")[0]}`);
    }
  }
  passed += stepPassed;
  failed += stepFailed;
  rows.push([
    name,
    `${stepPassed} passed, ${stepFailed} failed${notes.length ? ` (${notes.join(", ")})` : ""}`,
    time,
  ]);
}

if (lines.length === 0) {
  failed += 1;
  rows.push(["(aucune étape)", "ÉCHEC : manifeste vide ou absent", ""]);
}

const TOTAL = "total des étapes";
const width = Math.max(TOTAL.length, ...rows.map(([name]) => name.length));
const resultWidth = Math.max(...rows.map(([, result]) => result.length));
const total = rows.reduce((sum, [, , time]) => sum + (parseInt(time, 10) || 0), 0);
console.log("");
console.log("Résumé de la CI :");
console.log(`  ${"étape".padEnd(width)}  ${"résultat".padEnd(resultWidth)}  durée`);
for (const [name, result, time] of rows)
  console.log(`  ${name.padEnd(width)}  ${result.padEnd(resultWidth)}  ${time.padStart(6)}`);
console.log(`  ${TOTAL.padEnd(width)}  ${"".padEnd(resultWidth)}  ${`${total} s`.padStart(6)}`);
// Tests that passed only on their retry (scripts/flaky-reporter.mjs): passed, but named.
const flakyReport = path.join(path.dirname(manifest), "flaky.jsonl");
const flaky = existsSync(flakyReport)
  ? readFileSync(flakyReport, "utf8").split("\n").filter(Boolean)
  : [];
if (flaky.length) {
  console.log("");
  console.log("Tests instables (réussis au nouvel essai) :");
  for (const line of flaky) {
    try {
      const test = JSON.parse(line);
      console.log(`  ${test.file} › ${test.name}\n      ${test.error}`);
    } catch {
      console.log(`  ${line}`);
    }
  }
}
if (failures.length) {
  console.log("");
  console.log("Tests en échec :");
  for (const line of failures) console.log(line);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
