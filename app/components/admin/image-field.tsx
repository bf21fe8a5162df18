/**
 * An image chosen by upload or by address: the current picture, a file input and an
 * 'ou une adresse d'image' input. While the form is being sent with a file, 'Téléchargement...'
 * is announced and the file input is disabled (spec back-office §4). The server decides
 * (server/form-image.server.ts): a file wins over an address; with neither, the image is kept.
 */
import { useNavigation } from "react-router";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { IMAGE_ACCEPT, IMAGE_FILE_FIELD, IMAGE_URL_FIELD } from "~/lib/forms/image-fields";
import { imageVariant } from "~/lib/images";

export function ImageField({
  id,
  legend = "Image",
  current,
  typedUrl,
  error,
}: {
  id: string;
  legend?: string;
  /** The record's image, if any (not shown when it is the placeholder). */
  current?: string | null;
  /** The address typed before a refused submission. */
  typedUrl?: string;
  error?: string;
}) {
  const navigation = useNavigation();
  const file = navigation.formData?.get(IMAGE_FILE_FIELD);
  const uploading = navigation.state === "submitting" && file instanceof File && file.size > 0;
  const errorId = `${id}-erreur`;
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  const shown = current && current !== "/placeholder.svg" ? current : null;
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {shown ? (
        <img
          src={imageVariant(shown, 480)}
          alt="Image actuelle"
          width={96}
          height={96}
          className="size-24 rounded-md object-cover"
        />
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-fichier`}>
          Téléverser un fichier (JPG, PNG, GIF ou WebP, 5 Mo au maximum)
        </Label>
        <Input
          id={`${id}-fichier`}
          type="file"
          name={IMAGE_FILE_FIELD}
          accept={IMAGE_ACCEPT}
          disabled={uploading}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className="h-auto py-2"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-adresse`}>ou une adresse d'image</Label>
        <Input
          id={`${id}-adresse`}
          type="text"
          name={IMAGE_URL_FIELD}
          defaultValue={typedUrl}
          placeholder="https://"
          inputMode="url"
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {uploading ? "Téléchargement..." : ""}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
