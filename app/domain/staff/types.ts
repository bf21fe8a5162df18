/** A staff member as the public /personnel page shows it. */
export interface PublicStaffMember {
  id: number;
  name: string;
  role: string;
  department: string;
  email: string | null;
  phone: string | null;
  location: string;
  bio: string;
  image: string;
  /** Calendar day "YYYY-MM-DD". */
  hireDate: string;
  /** actif | conge */
  status: string;
}
