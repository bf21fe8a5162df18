import type { CommitteeMember, CommitteeWithMembers } from "./types";

/**
 * Puts each member under its committee, keeping the order of both lists: the page loads all
 * committees and all their members in two queries rather than one query per committee.
 */
export function groupMembersByCommittee(
  committees: Omit<CommitteeWithMembers, "members">[],
  members: (CommitteeMember & { committeeId: number })[],
): CommitteeWithMembers[] {
  const byCommittee = new Map<number, CommitteeMember[]>();
  for (const { committeeId, ...member } of members) {
    const list = byCommittee.get(committeeId);
    if (list) list.push(member);
    else byCommittee.set(committeeId, [member]);
  }
  return committees.map((committee) => ({
    ...committee,
    members: byCommittee.get(committee.id) ?? [],
  }));
}
