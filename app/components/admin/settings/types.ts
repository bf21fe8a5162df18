/** A session of the signed-in person, as the Sécurité section lists it. */
export type SessionItem = {
  id: string;
  device: string;
  ip: string | null;
  lastSeenAt: string;
  current: boolean;
};
