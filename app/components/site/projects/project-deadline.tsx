import { MetaItem } from "~/components/site/shared/icon-facts";
import { CalendarDays } from "~/components/ui/icons";

/** How long a project runs ("Jusqu'au 31 décembre 2027", "Projet permanent"), in small print. */
export function ProjectDeadline({ deadline }: { deadline: string }) {
  return (
    <MetaItem as="p" icon={CalendarDays} className="text-sm text-muted-foreground">
      {deadline}
    </MetaItem>
  );
}
