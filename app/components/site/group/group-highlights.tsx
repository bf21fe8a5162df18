import type { ComponentType } from "react";
import { IconTile } from "~/components/site/shared/icon-tile";
import { CalendarDays, Music, Users, type IconProps } from "~/components/ui/icons";
import { memberCountLabel } from "~/domain/group/labels";

/** The three highlights of the group: its real member count, its Friday meetings, its chants. */
export function GroupHighlights({ memberCount }: { memberCount: number }) {
  const members = memberCountLabel(memberCount);
  const items: { Icon: ComponentType<IconProps>; value: string; label: string }[] = [
    { Icon: Users, value: members.value, label: members.label },
    { Icon: CalendarDays, value: "Chaque vendredi", label: "rencontres hebdomadaires" },
    { Icon: Music, value: "Chants et qasidas", label: "à la louange du Prophète" },
  ];
  return (
    <section aria-labelledby="en-bref">
      <h2 id="en-bref" className="sr-only">
        Le groupe en bref
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {items.map(({ Icon, value, label }) => (
          <IconTile key={label} icon={Icon} variant="figure">
            <span className="text-2xl font-bold text-primary">{value}</span>
            <span className="text-muted-foreground">{label}</span>
          </IconTile>
        ))}
      </ul>
    </section>
  );
}
