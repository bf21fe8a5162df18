import { CalendarDays } from "~/components/ui/icons";
import { hiredSinceLabel, staffStatusLabel } from "~/domain/staff/departments";
import type { PublicStaffMember } from "~/domain/staff/types";
import { cn } from "~/lib/utils";
import { EmailLink, LocationLine, PhoneLink } from "./contact-links";
import { ProfileCard } from "./profile-card";

export function StaffCard({ member }: { member: PublicStaffMember }) {
  return (
    <ProfileCard
      name={member.name}
      role={member.role}
      image={member.image}
      badge={<StatusBadge status={member.status} />}
    >
      {member.bio ? <p className="leading-relaxed text-foreground">{member.bio}</p> : null}
      <ul className="flex flex-col gap-1 text-sm">
        {member.email ? (
          <li>
            <EmailLink email={member.email} />
          </li>
        ) : null}
        {member.phone ? (
          <li>
            <PhoneLink phone={member.phone} />
          </li>
        ) : null}
        <li>
          <LocationLine location={member.location} />
        </li>
      </ul>
      <p className="mt-auto inline-flex items-center gap-2 pt-2 text-sm text-muted-foreground">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        {hiredSinceLabel(member.hireDate)}
      </p>
    </ProfileCard>
  );
}

function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full border px-3 py-0.5 text-xs font-semibold",
        status === "actif"
          ? "border-primary/30 bg-accent text-accent-foreground"
          : "border-gold/50 bg-muted text-gold-dark",
      )}
    >
      {staffStatusLabel(status)}
    </span>
  );
}
