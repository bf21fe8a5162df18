import { Link } from "react-router";
import { ContactList, hasContactDetails } from "~/components/site/contact-list";
import type { GroupSettings } from "~/domain/settings/schema";

/** How to join the group: its contact block from the settings (blank lines are left out). */
export function GroupJoinCard({ contact }: { contact: GroupSettings }) {
  const hasContact = hasContactDetails(contact);
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
        <ContactList contact={contact} tone="dark" />
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
