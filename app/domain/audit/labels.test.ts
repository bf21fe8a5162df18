import { formatMoney } from "~/lib/format";
import { describe, expect, it } from "vitest";
import { actionLabel, actorLabel, elementLabel, entityLabel, truncate } from "./labels";
import { detailsText } from "./details";

describe("journal labels", () => {
  it("names the known actions in French and shows unknown codes as is", () => {
    for (const [code, label] of [
      ["create", "Création"],
      ["role", "Changement de rôle"],
      ["password", "Mot de passe temporaire défini"],
      ["deactivate", "Désactivation"],
      ["password.change", "Changement de mot de passe"],
      ["session.revoke", "Déconnexion d'une session"],
      ["reactivate", "Réactivation"],
      ["delete", "Suppression"],
      ["feature", "Mise en avant"],
      ["unfeature", "Retrait de la mise en avant"],
      ["publish", "Publication"],
      ["unpublish", "Retrait"],
      ["settings.reveal", "Affichage d'une clé API"],
      ["retention.purge", "Suppression selon les durées de conservation"],
      ["reindex", "reindex"],
      ["toString", "toString"],
    ]) {
      expect(actionLabel(code)).toBe(label);
    }
  });

  it("names the element and the author", () => {
    expect(entityLabel("user")).toBe("Utilisateur");
    expect(elementLabel("committee_member", "4")).toBe("Membre de comité n° 4");
    expect(entityLabel("page")).toBe("Page");
    // An entity without a label is shown as recorded, never hidden.
    expect(entityLabel("inconnu")).toBe("inconnu");
    expect(elementLabel("user", "12")).toBe("Utilisateur n° 12");
    expect(elementLabel("inconnu", null)).toBe("inconnu");
    expect(elementLabel("project", "3")).toBe("Projet n° 3");
    expect(elementLabel("privacy_incident", "2")).toBe("Incident de confidentialité n° 2");
    expect(elementLabel("privacy", "2026-11-28")).toBe("Renseignements personnels (2026-11-28)");
    expect(elementLabel("settings", "general")).toBe("Paramètres (general)");
    expect(actorLabel("Awa")).toBe("Awa");
    expect(actorLabel(null)).toBe("Compte supprimé");
  });

  it("writes the details on one line", () => {
    expect(detailsText(null)).toBe("");
    expect(detailsText({})).toBe("");
    expect(detailsText({ from: "editeur", to: "administrateur" })).toBe(
      "De : editeur, À : administrateur",
    );
    expect(detailsText({ active: false, ids: [1, 2], n: null })).toBe(
      "active : non, ids : [1,2], n : aucun",
    );
    expect(detailsText([1, 2])).toBe("[1,2]");
    expect(detailsText("texte")).toBe('"texte"');
  });

  it("names the recorded fields and amounts in French (issue 23, item 10)", () => {
    expect(detailsText({ fields: ["contactPhone", "siteName"] })).toBe(
      "Champs modifiés : Téléphone de contact, Nom du site",
    );
    expect(detailsText({ fields: [] })).toBe("Champs modifiés : aucun");
    expect(detailsText({ reference: "DON-ABC234", status: "pending", amountCents: 123456 })).toBe(
      `Référence : DON-ABC234, Statut : pending, Montant : ${formatMoney(123456)}`,
    );
    expect(formatMoney(123456)).toMatch(/^1\s234,56\s\$$/);
    expect(detailsText({ changed: ["payment"], cleared: [] })).toBe(
      "Clés modifiées : Passerelle de paiement, Clés effacées : aucun",
    );
    expect(detailsText({ role: "tresorier", email: "b@example.org" })).toBe(
      "Rôle : Trésorier, Courriel : b@example.org",
    );
    expect(detailsText({ notCollectedDays: 14, stockRestored: true, year: 2026 })).toBe(
      "Non récupérée après (jours) : 14, Stock remis en vente : oui, Année : 2026",
    );
    expect(detailsText({ addressFrom: "file", fields: ["pickupDays"] })).toBe(
      "Adresse du reçu : celle du dossier du donateur, Champs modifiés : Délai de retrait (jours)",
    );
    // A key or a field the journal does not know yet shows as stored.
    expect(detailsText({ fields: ["nouveauChamp"], autre: 3 })).toBe(
      "Champs modifiés : nouveauChamp, autre : 3",
    );
  });

  it("cuts long text at 80 characters", () => {
    expect(truncate("court")).toBe("court");
    expect(truncate("a".repeat(80))).toBe("a".repeat(80));
    const cut = truncate("é".repeat(100));
    expect(Array.from(cut)).toHaveLength(80);
    expect(cut.endsWith("…")).toBe(true);
  });
});
