import { ContactList } from "~/components/site/contact-list";

export interface PickupContact {
  address: string;
  phone: string;
  email: string;
}

/** Where orders are collected (and paid, when not by Interac), with the foundation's contact. */
export function PickupInfo({ contact }: { contact: PickupContact }) {
  return (
    <section
      aria-labelledby="retrait-titre"
      className="rounded-xl border border-border bg-secondary/60 p-6"
    >
      <h2 id="retrait-titre" className="text-xl font-semibold text-primary">
        Retrait à la fondation
      </h2>
      <p className="mt-2 text-muted-foreground">
        Les commandes se récupèrent sur place, à la fondation : nous vous écrivons quand la vôtre
        est prête. Une question ? Appelez-nous ou écrivez-nous.
      </p>
      <ContactList contact={contact} className="mt-4" />
    </section>
  );
}
