import { describe, expect, it } from "vitest";
import { findReferences } from "./find-reference";

describe("findReferences", () => {
  it.each<[string, string[]]>([
    ["Virement Interac /Marie Côté DON-7K3M9P", ["DON-7K3M9P"]],
    ["don 7k3m9p", ["DON-7K3M9P"]],
    ["DON7K3M9P", ["DON-7K3M9P"]],
    ["Don-7k3M9p merci!", ["DON-7K3M9P"]],
    ["réf.: don_7K3M9P", ["DON-7K3M9P"]],
    ["DON–7K3M9P (tiret demi-cadratin)", ["DON-7K3M9P"]],
    ["(DON-7K3M9P)", ["DON-7K3M9P"]],
    ["cmd-8rt5zn", ["CMD-8RT5ZN"]],
    ["Commande CMD 8RT5ZN et don DON-4HQ2WX", ["CMD-8RT5ZN", "DON-4HQ2WX"]],
    ["DON-7K3M9P puis encore don 7k3m9p", ["DON-7K3M9P"]],
    ["DON-7K3M9", []],
    ["DON-7K3M9PQ", []],
    ["XDON-7K3M9P", []],
    ["DON-7K3M9PÉ", []],
    ["DON-7K3M0P", []],
    ["DON-OK3M9P", []],
    ["DON-1K3M9P", []],
    ["DON-7K3L9P", []],
    ["DON--7K3M9P", []],
    ["DON  7K3M9P", []],
    ["FAC-7K3M9P", []],
    ["Dons reçus pour la fondation", []],
    ["", []],
  ])("%j → %j", (text, references) => {
    expect(findReferences(text)).toEqual(references);
  });
});
