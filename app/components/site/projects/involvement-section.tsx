import type { ReactNode } from "react";
import { Link } from "react-router";
import { DonateButton } from "~/components/site/donation-dialog";
import { Button } from "~/components/ui/button";
import { CalendarDays, Heart, Users } from "~/components/ui/icons";

/** 'Comment vous impliquer' at the bottom of /projets (spec §2.6): give, volunteer, take part. */
export function InvolvementSection() {
  return (
    <section
      aria-labelledby="impliquer-titre"
      className="border-t border-border bg-white py-14 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mb-10 flex flex-col items-center gap-3 text-center">
          <h2 id="impliquer-titre" className="text-3xl font-bold text-primary sm:text-4xl">
            Comment vous impliquer
          </h2>
          <span aria-hidden="true" className="block h-0.5 w-16 rounded-full bg-gold" />
        </div>
        <ul className="grid gap-6 md:grid-cols-3">
          <WayCard
            icon={<Heart aria-hidden="true" className="size-6" />}
            title="Faire un don"
            text="Chaque don, petit ou grand, fait avancer nos projets. Un reçu officiel vous est remis pour vos impôts."
            action={<DonateButton>Faire un don</DonateButton>}
          />
          <WayCard
            icon={<Users aria-hidden="true" className="size-6" />}
            title="Devenir bénévole"
            text="Offrez un peu de votre temps : accueil, cours, organisation des événements, aide aux familles."
            action={
              <Button asChild variant="outline">
                <Link to="/contact">Nous contacter</Link>
              </Button>
            }
          />
          <WayCard
            icon={<CalendarDays aria-hidden="true" className="size-6" />}
            title="Participer aux événements"
            text="Conférences, célébrations et rencontres communautaires : venez vivre la fondation avec nous."
            action={
              <Button asChild variant="outline">
                <Link to="/evenements">Voir les événements</Link>
              </Button>
            }
          />
        </ul>
      </div>
    </section>
  );
}

function WayCard({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card p-6 text-center shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        {icon}
      </span>
      <h3 className="text-xl font-semibold text-foreground">{title}</h3>
      <p className="text-muted-foreground">{text}</p>
      <div className="mt-auto">{action}</div>
    </li>
  );
}
