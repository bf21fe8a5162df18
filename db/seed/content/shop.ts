/** Shop: products (the first three are the home page's teaser) and a few orders. */
import type { orders, products } from "#db/schema";
import type { SeedClock } from "../clock";
import { referenceMaker } from "../references";
import { art, type WithArt } from "../images";

export const sampleProducts: WithArt<typeof products.$inferInsert>[] = [
  {
    name: "Coran bilingue arabe-français",
    description:
      "Le Saint Coran en écriture arabe avec traduction française en regard, couverture rigide et tranche dorée. Format 17 x 24 cm.",
    priceCents: 2500,
    category: "livres",
    stock: 24,
    image: art("produit-coran", "square", "book", "Coran ouvert sur un lutrin", {
      palette: "emerald",
    }),
    position: 0,
  },
  {
    name: "Chapelet (tasbih) en bois d'olivier",
    description:
      "Chapelet de 99 grains en bois d'olivier, avec séparateurs et pompon, pour le wird et le dhikr quotidiens.",
    priceCents: 1500,
    category: "accessoires",
    stock: 40,
    image: art("produit-tasbih", "square", "beads", "Chapelet de grains dorés", {
      palette: "teal",
    }),
    position: 1,
  },
  {
    name: "Huile de musc blanc",
    description: "Huile parfumée sans alcool, flacon roll-on de 10 ml. Note douce et poudrée.",
    priceCents: 2000,
    category: "bien-etre",
    stock: 30,
    image: art("produit-musc", "square", "bottle", "Flacons de parfum ornés d'une étoile", {
      palette: "midnight",
    }),
    position: 2,
  },
  {
    name: "Biographie de Cheikh Ahmed Tidiane Chérif",
    description:
      "La vie, l'enseignement et l'héritage spirituel du fondateur de la Tidjaniya, en français. Broché, 280 pages.",
    priceCents: 3000,
    category: "livres",
    stock: 12,
    image: art("produit-biographie", "square", "book", "Livre ouvert sous une rosace dorée", {
      palette: "royal",
    }),
    position: 3,
  },
  {
    name: "Djellaba en coton",
    description: "Djellaba pour homme en coton léger, brodée à l'encolure. Tailles M, L et XL.",
    priceCents: 4000,
    category: "vetements",
    stock: 8,
    image: art("produit-djellaba", "square", "garment", "Djellaba claire brodée", {
      palette: "forest",
    }),
    position: 4,
  },
  {
    name: "Tapis de prière matelassé",
    description: "Tapis de prière rembourré et antidérapant, motif de mihrab, 70 x 115 cm.",
    priceCents: 3500,
    category: "accessoires",
    stock: 15,
    image: art("produit-tapis", "square", "rug", "Tapis de prière orné d'un mihrab", {
      palette: "dusk",
    }),
    position: 5,
  },
  {
    name: "Coffret d'encens et de bakhour",
    description:
      "Assortiment de bâtonnets d'encens et de bakhour parfumé, avec un petit brûleur en métal doré.",
    priceCents: 2200,
    category: "bien-etre",
    stock: 10,
    image: art("produit-encens", "square", "incense", "Brûleur d'encens d'où s'élève de la fumée", {
      palette: "emerald",
    }),
    position: 6,
  },
  {
    name: "Bonnet de prière (kufi) brodé",
    description:
      "Bonnet de prière en coton, broderie dorée au motif étoilé. Taille unique ajustable.",
    priceCents: 1800,
    category: "vetements",
    stock: 3,
    image: art("produit-kufi", "square", "cap", "Bonnet de prière brodé d'étoiles", {
      palette: "royal",
    }),
    position: 7,
  },
];

export interface SampleOrder {
  order: Omit<typeof orders.$inferInsert, "totalCents">;
  /** Lines by product position in `sampleProducts`; the total is their sum. */
  lines: Array<{ product: number; quantity: number }>;
}

export function sampleOrders(clock: SeedClock): SampleOrder[] {
  const reference = referenceMaker("CMD");
  return [
    {
      order: {
        reference: reference(),
        customerName: "Nafissatou Ba",
        customerEmail: "nafissatou.ba@example.org",
        customerPhone: "418 555-0141",
        status: "delivered",
        paymentMethod: "interac",
        createdAt: clock.ago(24),
      },
      lines: [
        { product: 2, quantity: 2 },
        { product: 6, quantity: 1 },
      ],
    },
    {
      order: {
        reference: reference(),
        customerName: "Jean-François Lavoie",
        customerEmail: "jf.lavoie@example.org",
        customerPhone: null,
        status: "processing",
        paymentMethod: "on_pickup",
        createdAt: clock.ago(6),
      },
      lines: [
        { product: 4, quantity: 1 },
        { product: 7, quantity: 1 },
      ],
    },
    {
      order: {
        reference: reference(),
        customerName: "Awa Sène",
        customerEmail: "awa.sene@example.org",
        customerPhone: "418 555-0143",
        status: "pending",
        paymentMethod: "interac",
        createdAt: clock.ago(1),
      },
      lines: [
        { product: 0, quantity: 1 },
        { product: 1, quantity: 2 },
      ],
    },
  ];
}
