import { Link } from "react-router";
import { Mail, MapPin, Phone, UserRound } from "~/components/ui/icons";
import type { GroupSettings } from "~/domain/settings/schema";

/** How to join the group: its contact block from the settings (blank lines are left out). */
export function GroupJoinCard({ contact }: { contact: GroupSettings }) {
  const hasContact = Boolean(
    contact.managerName || contact.phone || contact.email || contact.address,
  );
  return (
    <section
      aria-labelledby="rejoindre"
      className="flex flex-col gap-4 rounded-xl bg-primary p-6 text-primary-foreground shadow-sm sm:p-8"
    >
      <h2 id="rejoindre" className="text-2xl font-bold">
        Rejoindre le groupe
      </h2>
      <p>
        Le groupe est ouvert à toutes celles et à tous ceux qui aiment le Prophète et souhaitent
        apprendre ses chants et sa vie. Venez nous rencontrer un vendredi ou écrivez-nous.
      </p>
      {hasContact ? (
        <ul className="flex flex-col gap-3">
          {contact.managerName ? (
            <li className="flex items-start gap-3">
              <UserRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-light" />
              <span>
                <span className="sr-only">Responsable : </span>
                {contact.managerName}, responsable
              </span>
            </li>
          ) : null}
          {contact.phone ? (
            <li className="flex items-start gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-light" />
              <a
                href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
                className="underline underline-offset-4"
              >
                <span className="sr-only">Téléphone : </span>
                {contact.phone}
              </a>
            </li>
          ) : null}
          {contact.email ? (
            <li className="flex items-start gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-light" />
              <a
                href={`mailto:${contact.email}`}
                className="break-all underline underline-offset-4"
              >
                <span className="sr-only">Courriel : </span>
                {contact.email}
              </a>
            </li>
          ) : null}
          {contact.address ? (
            <li className="flex items-start gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-light" />
              <span>
                <span className="sr-only">Adresse : </span>
                {contact.address}
              </span>
            </li>
          ) : null}
        </ul>
      ) : (
        <p>
          <Link to="/contact" className="underline underline-offset-4">
            Écrivez-nous par la page Nous joindre
          </Link>
        </p>
      )}
    </section>
  );
}
