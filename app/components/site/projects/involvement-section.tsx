import type { ComponentType } from "react";
import { Link } from "react-router";
import { DonateButton } from "~/components/site/donation-dialog";
import { IconTile } from "~/components/site/shared/icon-tile";
import { PageSection } from "~/components/site/shared/page-section";
import { Button } from "~/components/ui/button";
import { CalendarDays, Heart, Users, type IconProps } from "~/components/ui/icons";

/** The ways to help; a way without a link gives through the donation dialog. */
const WAYS: {
  Icon: ComponentType<IconProps>;
  title: string;
  text: string;
  action: { label: string; to?: string };
}[] = [
  {
    Icon: Heart,
    title: "Faire un don",
    text: "Chaque don, petit ou grand, fait avancer nos projets. Un reçu officiel vous est remis pour vos impôts.",
    action: { label: "Faire un don" },
  },
  {
    Icon: Users,
    title: "Devenir bénévole",
    text: "Offrez un peu de votre temps : accueil, cours, organisation des événements, aide aux familles.",
    action: { label: "Nous contacter", to: "/contact" },
  },
  {
    Icon: CalendarDays,
    title: "Participer aux événements",
    text: "Conférences, célébrations et rencontres communautaires : venez vivre la fondation avec nous.",
    action: { label: "Voir les événements", to: "/evenements" },
  },
];

/** 'Comment vous impliquer' at the bottom of /projets (spec §2.6): give, volunteer, take part. */
export function InvolvementSection() {
  return (
    <PageSection
      id="impliquer-titre"
      title="Comment vous impliquer"
      className="border-t border-border bg-white py-14 sm:py-20"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {WAYS.map(({ Icon, title, text, action }) => (
          <IconTile key={title} icon={Icon} variant="invitation">
            <h3 className="text-xl font-semibold text-foreground">{title}</h3>
            <p className="text-muted-foreground">{text}</p>
            <div className="mt-auto">
              {action.to ? (
                <Button asChild variant="outline">
                  <Link to={action.to}>{action.label}</Link>
                </Button>
              ) : (
                <DonateButton>{action.label}</DonateButton>
              )}
            </div>
          </IconTile>
        ))}
      </ul>
    </PageSection>
  );
}
