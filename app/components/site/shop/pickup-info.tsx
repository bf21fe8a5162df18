import { ContactList } from "~/components/site/contact-list";

export interface PickupContact {
  address: string;
  phone: string;
  email: string;
}

/**
 * How to order while online payment does not exist: the visitor brings or sends their list and
 * picks the items up at the foundation. No fake checkout button.
 */
export function PickupInfo({ contact }: { contact: PickupContact }) {
  return (
    <section
      aria-labelledby="commander-titre"
      className="rounded-xl border border-border bg-secondary/60 p-6"
    >
      <h2 id="commander-titre" className="text-xl font-semibold text-primary">
        Comment commander
      </h2>
      <p className="mt-2 text-muted-foreground">
        Le paiement en ligne n&apos;est pas encore offert. Appelez-nous ou écrivez-nous avec le
        contenu de votre panier : nous préparons vos articles, que vous payez et récupérez sur
        place, à la fondation.
      </p>
      <ContactList contact={contact} className="mt-4" />
    </section>
  );
}
