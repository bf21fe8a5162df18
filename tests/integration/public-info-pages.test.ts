/**
 * The read-only information pages /comites, /bureau, /personnel, /discours and /discours/{id}
 * (spec public-site.md §2.13) as a visitor without JavaScript gets them, on the sample content:
 * their titles, one h1 and no editing control, mailto: and tel: links, the tabs applied by the
 * server, 404 for an unknown speech. Moved from tests/e2e/public-info.e2e.ts (no browser was
 * involved); the tabs clicked and axe stay there. /coran-hadith likewise, from
 * tests/e2e/public-texts.e2e.ts: its tab and search applied by the server, its links.
 */
import { describe, expect, it } from "vitest";
import { setupSampleSite, siteText } from "../helpers/site-request";

setupSampleSite();

async function html(path: string) {
  const { status, text } = await siteText(path);
  expect(status, path).toBe(200);
  return text;
}

describe("rendu serveur (sans JavaScript)", () => {
  it("les quatre pages répondent 200 avec leur titre, un seul h1 et aucun contrôle d'édition", async () => {
    const pages: [string, string][] = [
      ["/comites", "Comités de la Fondation"],
      ["/bureau", "Bureau de la Fondation"],
      ["/personnel", "Notre Personnel"],
      ["/discours", "Discours"],
    ];
    for (const [path, title] of pages) {
      const page = await html(path);
      expect(page, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      const main = /<main[\s\S]*<\/main>/.exec(page)?.[0] ?? "";
      expect(page.match(/<h1[\s>]/g), path).toHaveLength(1);
      expect(main, path).not.toMatch(/<form|<button|>\s*(Ajouter|Modifier|Supprimer)\b/);
    }
  });

  it("les coordonnées sont des liens mailto: et tel:", async () => {
    const bureau = await html("/bureau");
    expect(bureau).toContain('href="mailto:president@fondation-tidjaniya.ca"');
    expect(bureau).toContain('href="tel:+14185550111"');
    expect(bureau).toContain("Membre du bureau depuis le 17 juin 2023");
    const comites = await html("/comites");
    expect(comites).toContain('href="mailto:imam@fondation-tidjaniya.ca"');
    expect(comites).toContain('href="tel:+14185550131"');
  });

  it("un onglet de personnel est appliqué par le serveur", async () => {
    const page = await html("/personnel?departement=education");
    expect(page).toContain("Amadou Sow");
    expect(page).not.toContain("Mariama Diallo");
    expect(page).toMatch(/aria-current="page"[^>]*href="\/personnel\?departement=education"/);
  });

  it("un onglet de discours est appliqué par le serveur, sans les discours non publiés", async () => {
    const khutbas = await html("/discours?type=khutba");
    expect(khutbas).toContain("La famille, premier lieu de la transmission");
    expect(khutbas).not.toContain("La Tidjaniya : histoire et enseignements");
    const all = await html("/discours");
    expect(all).not.toContain("Les règles essentielles du jeûne");
    const href = /href="(\/discours\/\d+)"/.exec(all)?.[1];
    expect(await html(href!)).toMatch(/<h1[^>]*>La miséricorde dans la vie du croyant<\/h1>/);
  });

  it("un discours inconnu ou malformé répond 404 avec « Discours introuvable »", async () => {
    for (const path of ["/discours/999999", "/discours/abc"]) {
      const { status, text } = await siteText(path);
      expect(status, path).toBe(404);
      expect(text, path).toContain("Discours introuvable");
    }
  });
});

describe("/coran-hadith sans JavaScript", () => {
  it("filtre sur le serveur et n'envoie pas de bouton Sauvegarder", async () => {
    const page = await html("/coran-hadith?onglet=hadith&q=sourire");
    expect(page).toContain("Rapporté par At-Tirmidhi");
    expect(page).not.toContain("Sourate Al-Baqara");
    expect(page, "un bouton qui ne peut pas fonctionner sans JavaScript").not.toContain(
      "Sauvegarder",
    );
  });

  it("signale ses liens externes et mène aux événements", async () => {
    const page = await html("/coran-hadith");
    const main = /<main[\s\S]*<\/main>/.exec(page)?.[0] ?? "";
    for (const href of ["https://quran.com/fr", "https://sunnah.com"]) {
      const link = new RegExp(`<a [^>]*href="${href}"[^>]*>([\\s\\S]*?)</a>`).exec(main);
      expect(link, href).not.toBeNull();
      expect(link![0], href).toContain('rel="noopener noreferrer"');
      expect(link![1], href).toContain("(site externe)");
    }
    expect(main).toContain('href="/evenements"');
    expect(main).toMatch(/<h2[^>]*>Programme d(&#x27;|')étude<\/h2>/);
  });
});
