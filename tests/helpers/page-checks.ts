/**
 * What the public pages' browser tests read from a page as a visitor (or their screen reader)
 * meets it: an element shown or gone, the focus, an accessible name, the error tied to a field.
 */
import type { Locator } from "playwright-core";
import { expect } from "vitest";

/** Waits until the one element `locator` points to is shown (strict: two would fail). */
export async function visible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.waitFor({ state: "visible", timeout });
}

/** Waits until the element is hidden or gone. */
export async function hidden(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.waitFor({ state: "hidden", timeout });
}

export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** The element's accessible name, read from Playwright's ARIA snapshot (`- button "Nom"`). */
export async function accessibleName(locator: Locator): Promise<string> {
  const snapshot = await locator.ariaSnapshot();
  const match = /^- [\w-]+ "((?:[^"\\]|\\.)*)"/.exec(snapshot);
  return match ? JSON.parse(`"${match[1]}"`) : "";
}

/** The text of the elements a field points to with aria-describedby, as a screen reader reads it. */
export function describedBy(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );
}

/** The field is marked invalid and `message` is tied to it by aria-describedby. */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect
    .poll(() => describedBy(field), {
      message: `message « ${message} » relié au champ par aria-describedby`,
    })
    .toContain(message);
  expect(await field.getAttribute("aria-invalid")).toBe("true");
}
