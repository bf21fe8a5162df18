import { getSettings } from "~/domain/settings/settings.server";
import type { Db } from "~/server/db.server";

export interface ContactDetails {
  address: string;
  phone: string;
  email: string;
  mapLatitude: number;
  mapLongitude: number;
}

/** The foundation's address, phone, e-mail and map point (general settings). */
export async function getContactDetails(db: Db): Promise<ContactDetails> {
  const { general } = await getSettings(db, ["general"]);
  return {
    address: general.address,
    phone: general.contactPhone,
    email: general.contactEmail,
    mapLatitude: general.mapLatitude,
    mapLongitude: general.mapLongitude,
  };
}
