import { hiredSinceLabel, staffStatusLabel } from "~/domain/staff/departments";
import type { PublicStaffMember } from "~/domain/staff/types";
import { cn } from "~/lib/utils";
import { ProfileCard } from "./profile-card";

export function StaffCard({ member }: { member: PublicStaffMember }) {
  return (
    <ProfileCard
      person={member}
      badge={<StatusBadge status={member.status} />}
      since={hiredSinceLabel(member.hireDate)}
    />
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
