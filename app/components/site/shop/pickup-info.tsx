import { Mail, MapPin, Phone } from "~/components/ui/icons";

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
      <ul className="mt-4 grid gap-3">
        {contact.address ? (
          <li className="flex items-start gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-dark" />
            <span>
              <span className="sr-only">Adresse : </span>
              {contact.address}
            </span>
          </li>
        ) : null}
        {contact.phone ? (
          <li className="flex items-start gap-3">
            <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-dark" />
            <a
              href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              <span className="sr-only">Téléphone : </span>
              {contact.phone}
            </a>
          </li>
        ) : null}
        {contact.email ? (
          <li className="flex items-start gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-dark" />
            <a
              href={`mailto:${contact.email}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              <span className="sr-only">Courriel : </span>
              {contact.email}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
