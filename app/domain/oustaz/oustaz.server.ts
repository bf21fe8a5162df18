import { asc } from "drizzle-orm";
import { oustaz } from "#db/schema";
import type { Db } from "~/server/db.server";

export interface OustazProfile {
  id: number;
  name: string;
  title: string;
  bio: string;
  image: string;
}

/** Every oustaz and imam, in the display order chosen in the back-office. */
export function listOustaz(db: Db): Promise<OustazProfile[]> {
  return db
    .select({
      id: oustaz.id,
      name: oustaz.name,
      title: oustaz.title,
      bio: oustaz.bio,
      image: oustaz.image,
    })
    .from(oustaz)
    .orderBy(asc(oustaz.position), asc(oustaz.id));
}
