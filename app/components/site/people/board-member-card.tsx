import { memberSinceLabel } from "~/domain/board/labels";
import type { BoardMember } from "~/domain/board/types";
import { ProfileCard } from "./profile-card";

export function BoardMemberCard({ member }: { member: BoardMember }) {
  return <ProfileCard person={member} since={memberSinceLabel(member.nominationDate)} />;
}
