/**
 * The steps the back-office browser journeys share: open a screen (signed in, its title shown,
 * axe run), upload a picture, delete a row after its confirmation dialog, read a public page in a
 * second tab of the same browser, and give on /don there.
 *
 *   const { page, main } = await openAdminScreen(sessions, "/admin/projets", "Gestion des Projets");
 *   expect((await publicPage(page, "/projets")).text).toContain(TITLE);
 */
import sharp from "sharp";
import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { expectNoAxeViolations, waitForHydration } from "./browser";
import { expectToast, type BrowserSessions, type OpenedPage } from "./admin-browser";

export interface AdminScreen extends OpenedPage {
  main: Locator;
}

/**
 * Signs the administrator in to `path` and waits for its h1 `heading`; then, unless `axe` is
 * false, runs axe on the screen as it first shows.
 */
export async function openAdminScreen(
  sessions: BrowserSessions,
  path: string,
  heading: string,
  { axe = true, context }: { axe?: boolean; context?: BrowserContextOptions } = {},
): Promise<AdminScreen> {
  const opened = await sessions.signIn(path, { context });
  await opened.page.getByRole("heading", { level: 1, name: heading }).waitFor();
  const main = opened.page.getByRole("main");
  if (axe) {
    await waitForHydration(opened.page);
    await expectNoAxeViolations(opened.page);
  }
  return { ...opened, main };
}

/** A public page's status and main text, read in a second tab of `page`'s browser. */
export async function publicPage(
  page: Page,
  path: string,
): Promise<{ status: number; text: string }> {
  const other = await page.context().newPage();
  const response = await other.goto(new URL(path, page.url()).href);
  const text = await other.getByRole("main").innerText();
  await other.close();
  return { status: response?.status() ?? 0, text };
}

/** A real PNG picture of one colour, as a volunteer uploads it. */
export function pngBuffer(width = 64, height = 64, background = "#1b4d3e"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Chooses a PNG named `name` in the form's "Téléverser un fichier" input. */
export async function uploadPng(
  scope: Locator,
  name: string,
  size: { width?: number; height?: number } = {},
): Promise<void> {
  await scope.getByLabel(/Téléverser un fichier/).setInputFiles({
    name,
    mimeType: "image/png",
    buffer: await pngBuffer(size.width, size.height),
  });
}

export interface Deletion {
  /** What follows « Supprimer » in the link and the dialog's button (often the row's title). */
  name: string;
  /** The dialog's title. */
  dialog: string;
  /** The dialog's question, awaited before anything is pressed. */
  question?: string | RegExp;
  /** The toast that confirms it. */
  toast: string;
  /** Run axe with the dialog open (default true). */
  axe?: boolean;
}

/** « Supprimer … » in `scope`, then the confirmation dialog's button, then the toast. */
export async function deleteAfterConfirmation(
  page: Page,
  scope: Locator,
  { name, dialog: title, question, toast, axe = true }: Deletion,
): Promise<void> {
  await scope.getByRole("link", { name: `Supprimer ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await (question ? dialog.getByText(question) : dialog).waitFor();
  if (axe) await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: `Supprimer ${name}` }).click();
  await expectToast(page, toast);
}

export interface PublicGift {
  firstName: string;
  lastName: string;
  /** As typed in « Autre montant ($) » ("42,50"). */
  amount: string;
}

/** A gift pledged on /don in a second tab of `page`'s browser; answers its DON- reference. */
export async function donateInSecondTab(
  page: Page,
  { firstName, lastName, amount }: PublicGift,
): Promise<string> {
  const other = await page.context().newPage();
  await other.goto(new URL("/don", page.url()).href);
  await waitForHydration(other);
  const submit = other.getByRole("button", { name: "Confirmer mon don", exact: true });
  const form = other.locator("form").filter({ has: submit });
  await form.getByLabel("Autre montant ($)").fill(amount);
  await form.getByLabel(/^Prénom/).fill(firstName);
  await form.getByLabel(/^Nom/).fill(lastName);
  await form.getByLabel(/^Courriel/).fill(`${firstName.toLowerCase()}@example.ca`);
  await submit.click();
  const summary = other.getByRole("region", { name: /Merci pour votre générosité/ });
  await summary.waitFor({ timeout: 10_000 });
  const reference = /DON-[A-HJKMNP-TW-Z2-9]{6}/.exec((await summary.textContent()) ?? "")?.[0];
  await other.close();
  expect(reference).toBeTruthy();
  return reference!;
}
