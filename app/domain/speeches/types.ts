/** A published speech as a card of the public /discours list. */
export interface SpeechCard {
  id: number;
  title: string;
  speaker: string;
  /** Calendar day "YYYY-MM-DD". */
  date: string;
  kind: string;
  type: string;
  durationText: string;
  excerpt: string;
  image: string;
}

/** A published speech on its own page (/discours/{id}). */
export interface SpeechDetail extends SpeechCard {
  category: string;
  /** Sanitized HTML. */
  content: string;
  mediaUrl: string | null;
}
