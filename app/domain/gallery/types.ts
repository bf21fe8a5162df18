/** A photo as the public gallery shows it (plain data: dates as "YYYY-MM-DD"). */
export interface GalleryPhoto {
  id: number;
  title: string;
  description: string;
  category: string;
  categoryLabel: string;
  /** Calendar day the photo was taken, "YYYY-MM-DD". */
  takenOn: string;
  /** Base URL of the stored image (see lib/images.ts). */
  image: string;
  /** Text alternative of the image: its description in the media library, else the title. */
  alt: string;
}

export interface GalleryPage {
  photos: GalleryPhoto[];
  total: number;
  page: number;
  pageCount: number;
}
