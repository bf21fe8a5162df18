/**
 * The back-office events screens in Debian's Chromium against the production server:
 * - /admin/evenements: an administrateur adds an event, edits it, cancels it and deletes it
 *   after the confirmation; each change is checked on the public /evenements pages.
 * - /admin/demande-evenements: a request sent through the public /demande-evenements form is
 *   found by its DEM- reference, opened in the details panel and approved from there.
 * Axe runs on each list, the event form, the confirmation dialog and the details panel.
 */
import { expect, it } from "vitest";
import { describeE2E, expectNoAxeViolations } from "../helpers/browser";
import { dayInSaguenay, E2E_ADMIN_SITE, expectToast } from "../helpers/admin-browser";
import { publicPage } from "../helpers/admin-journey";
import { siteInBrowser } from "../helpers/site-in-browser";

const TITLE = "Soirée de poésie soufie du Saguenay";
const SLUG = "soiree-de-poesie-soufie-du-saguenay";
const DESCRIPTION =
  "Lecture des poèmes de Cheikh Ahmadou Bamba et de Serigne Moussa Ka, suivie d'un échange autour d'un thé.";

describeE2E("événements et demandes dans Chromium", () => {
  const site = siteInBrowser(E2E_ADMIN_SITE);
  const { sessions } = site;

  it("an administrateur adds, edits, cancels and deletes an event, seen on /evenements", async () => {
    const { page } = await sessions.signIn("/admin/evenements");
    await page.getByRole("heading", { level: 1, name: "Événements" }).waitFor();
    const main = page.getByRole("main");
    await expectNoAxeViolations(page);

    // Add: an upcoming event, its address made from the title.
    await main.getByRole("link", { name: "Ajouter un événement" }).click();
    await main.getByRole("heading", { name: "Ajouter un événement" }).waitFor();
    await main.getByLabel("Titre", { exact: true }).fill(TITLE);
    await main.getByLabel("Date", { exact: true }).fill(dayInSaguenay(20));
    await main.getByLabel("Heure de début").fill("19:00");
    await main.getByLabel("Heure de fin").fill("21:30");
    await main.getByLabel("Lieu", { exact: true }).fill("Salle de conférence de la fondation");
    await main.getByLabel("Type", { exact: true }).selectOption("education");
    await main.getByLabel("Description", { exact: true }).fill(DESCRIPTION);
    await expectNoAxeViolations(page);
    await main.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expectToast(page, "Événement ajouté");
    let row = main.getByRole("row").filter({ hasText: TITLE });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain("Éducation");
    expect(text).toContain("19 h 00 – 21 h 30");
    expect(text).toContain("À venir");
    // The description is cut to 60 characters in the table.
    expect(text).toContain("Lecture des poèmes de Cheikh Ahmadou Bamba et de Serigne…");
    expect(text).not.toContain("autour d'un thé");
    expect((await publicPage(page, "/evenements")).text).toContain(TITLE);
    let event = await publicPage(page, `/evenements/${SLUG}`);
    expect(event.status).toBe(200);
    expect(event.text).toContain("Salle de conférence de la fondation");

    // Edit: the full description in the form, a new place, the address unchanged.
    await row.getByRole("link", { name: `Modifier ${TITLE}` }).click();
    await main.getByRole("heading", { name: `Modifier ${TITLE}` }).waitFor();
    expect(await main.getByLabel("Description", { exact: true }).inputValue()).toBe(DESCRIPTION);
    expect(await main.getByLabel(/^Adresse de la page publique/).inputValue()).toBe(SLUG);
    expect(await main.getByLabel("Heure de début").inputValue()).toBe("19:00");
    await main.getByLabel("Lieu", { exact: true }).fill("Pavillon des Érables, Chicoutimi");
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Événement mis à jour");
    await main
      .getByRole("row")
      .filter({ hasText: TITLE })
      .filter({ hasText: "Pavillon des Érables, Chicoutimi" })
      .waitFor({ timeout: 10_000 });
    expect((await publicPage(page, `/evenements/${SLUG}`)).text).toContain(
      "Pavillon des Érables, Chicoutimi",
    );

    // Cancelled: moves to the Annulés tab, marked on the public page.
    await main.getByRole("link", { name: `Modifier ${TITLE}` }).click();
    await main.getByLabel(/^Statut/).selectOption("cancelled");
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await page.waitForURL((url) => url.searchParams.get("onglet") === "annules");
    // The URL changes before the new tab renders: wait for the tab, do not read it once.
    await expect
      .poll(() => main.getByRole("link", { name: "Annulés" }).getAttribute("aria-current"))
      .toBe("page");
    row = main.getByRole("row").filter({ hasText: TITLE });
    await row.getByText("Annulé", { exact: true }).waitFor({ timeout: 10_000 });
    expect((await publicPage(page, `/evenements/${SLUG}`)).text).toContain(
      "Cet événement est annulé.",
    );

    // Delete, after the confirmation.
    await row.getByRole("link", { name: `Supprimer ${TITLE}` }).click();
    const dialog = page.getByRole("dialog", { name: "Supprimer l'événement" });
    await dialog.getByText(/Cette action ne peut pas être annulée\./).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: `Supprimer ${TITLE}` }).click();
    await expectToast(page, "Événement supprimé");
    // The seed has a cancelled event of its own: the tab is not empty, the row is gone.
    await expect
      .poll(() => main.getByRole("row").filter({ hasText: TITLE }).count(), { timeout: 10_000 })
      .toBe(0);
    event = await publicPage(page, `/evenements/${SLUG}`);
    expect(event.status).toBe(404);
  });

  it("a request sent on /demande-evenements is approved from its details panel", async () => {
    const { page } = await sessions.signIn("/admin/demande-evenements");

    // The visitor's side, in a second tab.
    const visitor = await page.context().newPage();
    await visitor.goto(`${site.server.url}/demande-evenements`);
    const submit = visitor.getByRole("button", { name: "Envoyer la demande", exact: true });
    const form = visitor.locator("form").filter({ has: submit });
    await form.getByLabel(/^Nom complet/).fill("Mame Diarra Sow");
    await form.getByLabel(/^Courriel/).fill("mame.sow@example.ca");
    await form.getByLabel(/^Téléphone/).fill("418 555-0177");
    await form.getByLabel(/^Type d'événement/).selectOption("conference");
    await form.getByLabel(/^Date souhaitée/).fill(dayInSaguenay(45));
    await form.getByLabel(/^Heure/).fill("15:00");
    await form.getByLabel(/^Nombre de participants/).fill("60");
    await form.getByLabel(/^Description/).fill("Conférence sur la famille.");
    await submit.click();
    const sent = visitor.getByText(/DEM-[A-Z0-9]{6}/).first();
    await sent.waitFor({ timeout: 10_000 });
    const reference = /DEM-[A-Z0-9]{6}/.exec(await sent.innerText())![0];
    await visitor.close();

    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Demandes d'événements" }).waitFor();
    const main = page.getByRole("main");
    const row = main.getByRole("row").filter({ hasText: reference });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain("Conférence — Mame Diarra Sow");
    expect(text).toContain("mame.sow@example.ca");
    expect(text).toContain("À partir de 15 h 00");
    expect(text).toContain("En attente");
    await expectNoAxeViolations(page);

    await row.getByRole("link", { name: `Détails de la demande ${reference}` }).click();
    const panel = main.getByRole("region", { name: "Demande : Conférence — Mame Diarra Sow" });
    await panel.waitFor();
    const details = await panel.innerText();
    expect(details).toContain("60");
    expect(details).toContain("Conférence sur la famille.");
    expect(await panel.getByRole("link", { name: "418 555-0177" }).getAttribute("href")).toBe(
      "tel:4185550177",
    );
    await expectNoAxeViolations(page);
    // Approving asks first (issue 23, item 10).
    await panel.getByRole("link", { name: `Approuver la demande ${reference}` }).click();
    await page
      .getByRole("dialog", { name: "Approuver la demande" })
      .getByRole("button", { name: `Approuver la demande ${reference}` })
      .click();
    await expectToast(page, "Demande approuvée");
    await panel.waitFor({ state: "detached", timeout: 10_000 });
    await row.getByText("Approuvée", { exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => row.getByRole("link", { name: /Approuver/ }).count()).toBe(0);

    // The status filter.
    await main.getByLabel("Filtrer par statut").selectOption("en-attente");
    await main.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL((url) => url.searchParams.get("statut") === "en-attente");
    // The URL changes before the filtered list is rendered: wait for the list itself.
    await expect.poll(() => main.getByRole("row").filter({ hasText: reference }).count()).toBe(0);
  });
});
