import { describe, expect, it } from "vitest";
import {
  actionLabel,
  actorLabel,
  detailsText,
  elementLabel,
  entityLabel,
  truncate,
} from "./labels";

describe("journal labels", () => {
  it("names the known actions in French and shows unknown codes as is", () => {
    expect(actionLabel("create")).toBe("Création");
    expect(actionLabel("role")).toBe("Changement de rôle");
    expect(actionLabel("password")).toBe("Mot de passe temporaire défini");
    expect(actionLabel("deactivate")).toBe("Désactivation");
    expect(actionLabel("password.change")).toBe("Changement de mot de passe");
    expect(actionLabel("session.revoke")).toBe("Déconnexion d'une session");
    expect(actionLabel("reactivate")).toBe("Réactivation");
    expect(actionLabel("delete")).toBe("Suppression");
    expect(actionLabel("feature")).toBe("Mise en avant");
    expect(actionLabel("unfeature")).toBe("Retrait de la mise en avant");
    expect(actionLabel("publish")).toBe("Publication");
    expect(actionLabel("unpublish")).toBe("Retrait");
    expect(actionLabel("settings.reveal")).toBe("Affichage d'une clé API");
    expect(actionLabel("reindex")).toBe("reindex");
    expect(actionLabel("toString")).toBe("toString");
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
    expect(elementLabel("settings", "general")).toBe("Paramètres (general)");
    expect(actorLabel("Awa")).toBe("Awa");
    expect(actorLabel(null)).toBe("Compte supprimé");
  });

  it("writes the details on one line", () => {
    expect(detailsText(null)).toBe("");
    expect(detailsText({})).toBe("");
    expect(detailsText({ from: "editeur", to: "administrateur" })).toBe(
      "from: editeur, to: administrateur",
    );
    expect(detailsText({ active: false, ids: [1, 2], n: null })).toBe(
      "active: false, ids: [1,2], n: null",
    );
    expect(detailsText([1, 2])).toBe("[1,2]");
    expect(detailsText("texte")).toBe('"texte"');
  });

  it("cuts long text at 80 characters", () => {
    expect(truncate("court")).toBe("court");
    expect(truncate("a".repeat(80))).toBe("a".repeat(80));
    const cut = truncate("é".repeat(100));
    expect(Array.from(cut)).toHaveLength(80);
    expect(cut.endsWith("…")).toBe(true);
  });
});
