/** A committee as the public /comites page (and later the back-office) shows it. */
export interface CommitteeMember {
  id: number;
  name: string;
  role: string | null;
  /** An e-mail address or a phone number, as written in the back-office. */
  contact: string | null;
  image: string;
}

export interface CommitteeWithMembers {
  id: number;
  name: string;
  description: string | null;
  members: CommitteeMember[];
}
