/**
 * The image field of back-office forms (isomorphic): its input names, and the rule for a typed
 * image address. The server side is server/form-image.server.ts.
 */

export const IMAGE_FILE_FIELD = "imageFile";
export const IMAGE_URL_FIELD = "imageUrl";

/** File types offered by the picker; the server checks the real content anyway. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

export const IMAGE_URL_INVALID =
  "Adresse d'image invalide : elle doit commencer par https://, http:// ou /media/.";
