/**
 * The three tabs of /admin/boutique (`?onglet=`) and the area each needs (domain/users/roles.ts):
 * products are the administrateur's; orders and statistics (money) are also the trésorier's.
 * Without `?onglet=` the screen opens on the first tab the role may see. Isomorphic.
 */
import { canAccess, type Role } from "~/domain/admin/roles";
import type { AdminArea } from "~/domain/admin/screens";

export const shopTabs = [
  { id: "produits", label: "Produits", area: "shop-products" },
  { id: "commandes", label: "Commandes", area: "shop-orders" },
  { id: "statistiques", label: "Statistiques", area: "shop-orders" },
] as const satisfies readonly { id: string; label: string; area: AdminArea }[];
export type ShopTab = (typeof shopTabs)[number]["id"];

export function shopTabsFor(role: Role) {
  return shopTabs.filter((tab) => canAccess(role, tab.area));
}

/**
 * The tab to show: the one asked for, or the role's first tab when none (or an unknown one) is
 * asked; "forbidden" when the role may not open the tab it asked for.
 */
export function readShopTab(raw: string | null, role: Role): ShopTab | "forbidden" | null {
  const asked = shopTabs.find((tab) => tab.id === raw);
  if (asked) return canAccess(role, asked.area) ? asked.id : "forbidden";
  return shopTabsFor(role)[0]?.id ?? null;
}
