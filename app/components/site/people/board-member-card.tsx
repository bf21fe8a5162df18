import { CalendarDays } from "~/components/ui/icons";
import { memberSinceLabel } from "~/domain/board/labels";
import type { BoardMember } from "~/domain/board/types";
import { EmailLink, PhoneLink } from "./contact-links";
import { ProfileCard } from "./profile-card";

export function BoardMemberCard({ member }: { member: BoardMember }) {
  return (
    <ProfileCard name={member.name} role={member.role} image={member.image}>
      {member.bio ? <p className="leading-relaxed text-foreground">{member.bio}</p> : null}
      {member.email || member.phone ? (
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
        </ul>
      ) : null}
      <p className="mt-auto inline-flex items-center gap-2 pt-2 text-sm text-muted-foreground">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        {memberSinceLabel(member.nominationDate)}
      </p>
    </ProfileCard>
  );
}
