/** A member of the board (bureau) as the public /bureau page shows it. */
export interface BoardMember {
  id: number;
  name: string;
  role: string;
  bio: string;
  email: string | null;
  phone: string | null;
  image: string;
  /** Calendar day "YYYY-MM-DD". */
  nominationDate: string;
}
