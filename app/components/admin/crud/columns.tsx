/**
 * Columns many back-office lists share: a record's thumbnail and its status badge.
 *
 *   const COLUMNS = [thumbnailColumn("Photo", PHOTO), …, statusColumn(tones, staffStatusLabel)];
 */
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { statusBadge, type BadgeTone } from "../status-badge";
import type { Column } from "./crud-list";

/** The drawn size of a thumbnail and its classes (its shape). */
export interface ThumbnailSize {
  width: number;
  height: number;
  className: string;
}

/** The record's image, small (a placeholder when it has none); its alt is empty: the row names it. */
export function thumbnailColumn<Row extends { image: string | null }>(
  header: string,
  { width, height, className }: ThumbnailSize,
): Column<Row> {
  return {
    header,
    cell: (row) => (
      <ResponsiveImage
        src={row.image || "/placeholder.svg"}
        alt=""
        sizes={`${width}px`}
        width={width}
        height={height}
        className={className}
      />
    ),
  };
}

/** The "Statut" column: the record's status as a badge, its tone from `tones` (else `fallback`). */
export function statusColumn<Row extends { status: string }>(
  tones: Readonly<Record<string, BadgeTone>>,
  label: (status: string) => string,
  fallback: BadgeTone = "danger",
): Column<Row> {
  const Badge = statusBadge(tones, label, fallback);
  return { header: "Statut", cell: (row) => <Badge status={row.status} /> };
}
