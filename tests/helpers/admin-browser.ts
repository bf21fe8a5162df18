/**
 * What the back-office browser tests share: the administrator their server creates at start-up
 * (ADMIN_EMAIL / ADMIN_PASSWORD), the login, the wait for a toast, and dates in Saguenay.
 */
import type { Page } from "playwright-core";

export const E2E_ADMIN_EMAIL = "admin@fondation.example";
export const E2E_ADMIN_PASSWORD = "mot de passe de test e2e";

/** Signs `page` in through /connexion and waits to be sent on to `to` (a path, query allowed). */
export async function logIn(page: Page, baseUrl: string, to: string): Promise<void> {
  await page.goto(`${baseUrl}/connexion?redirectTo=${encodeURIComponent(to)}`);
  const main = page.getByRole("main");
  await main.getByLabel("Courriel", { exact: true }).fill(E2E_ADMIN_EMAIL);
  await main.getByLabel("Mot de passe", { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await main.getByRole("button", { name: "Se connecter", exact: true }).click();
  const path = to.split("?")[0];
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

/** Waits for a toast (or the flash text shown without JavaScript) with this exact title. */
export async function expectToast(page: Page, title: string): Promise<void> {
  await page.getByText(title, { exact: true }).first().waitFor({ timeout: 10_000 });
}

/** The calendar day `days` from today in Saguenay, "YYYY-MM-DD". */
export function dayInSaguenay(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The server environment that creates that administrator at start-up. */
export const E2E_ADMIN_ENV = { ADMIN_EMAIL: E2E_ADMIN_EMAIL, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD };
