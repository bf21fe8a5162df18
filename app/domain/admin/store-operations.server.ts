/**
 * What a back-office screen (crud-description.server.ts) does with its records when they live in one
 * record store (record-store.server.ts): list, find, create, update and remove, the form's input
 * saved as it is or as `stored` makes it (with the image's address, rich text made safe…).
 *
 *   defineCrudScreen({ area: "staff", …, ...storeOperations(staffStore, withImage) })
 *
 * A screen whose create and update are its own gives them the image's address the same way:
 *
 *   defineCrudScreen({ area: "blog", …, ...withImageSaves(createArticle, updateArticle) })
 */
import type { RecordStore } from "~/domain/admin/record-store.server";
import type { Db } from "~/server/db.server";

export type StoreOperations<ListRow, Row, Input, Query> = Pick<
  RecordStore<Row, Input, Query, ListRow>,
  "list" | "find" | "remove"
> & {
  create: (db: Db, actorId: number, input: Input, image: string | undefined) => Promise<number>;
  update: (
    db: Db,
    actorId: number,
    id: number,
    input: Input,
    image: string | undefined,
  ) => Promise<boolean>;
};

/** The stored values of a form with an image field: its input and the image's address. */
export function withImage<Input>(
  input: Input,
  image: string | undefined,
): Input & { image: string } {
  // A screen with an image field always gets an address (admin-record.server.ts): the upload, the
  // typed address, the current image or the placeholder.
  return { ...input, image: image! };
}

/**
 * A screen's own create and update (not a record store's: an address made unique, kept versions…),
 * each given the form's input with the image's address.
 */
export function withImageSaves<Input>(
  create: (db: Db, actorId: number, values: Input & { image: string }) => Promise<unknown>,
  update: (
    db: Db,
    actorId: number,
    id: number,
    values: Input & { image: string },
  ) => Promise<unknown>,
) {
  return {
    create: (db: Db, actorId: number, input: Input, image: string | undefined) =>
      create(db, actorId, withImage(input, image)),
    update: (db: Db, actorId: number, id: number, input: Input, image: string | undefined) =>
      update(db, actorId, id, withImage(input, image)),
  };
}

/** The store's operations, the form's input saved as it is (a screen without an image field). */
export function storeOperations<ListRow, Row, Values, Query>(
  store: RecordStore<Row, Values, Query, ListRow>,
): StoreOperations<ListRow, Row, Values, Query>;
/** The store's operations, the form's input saved as `stored` makes it. */
export function storeOperations<ListRow, Row, Input, Values, Query>(
  store: RecordStore<Row, Values, Query, ListRow>,
  stored: (input: Input, image: string | undefined) => Values,
): StoreOperations<ListRow, Row, Input, Query>;
export function storeOperations<ListRow, Row, Input, Values, Query>(
  store: RecordStore<Row, Values, Query, ListRow>,
  stored: (input: Input, image: string | undefined) => Values = (input) =>
    input as unknown as Values,
): StoreOperations<ListRow, Row, Input, Query> {
  return {
    list: store.list,
    find: store.find,
    create: (db, actorId, input, image) => store.create(db, actorId, stored(input, image)),
    update: (db, actorId, id, input, image) => store.update(db, actorId, id, stored(input, image)),
    remove: store.remove,
  };
}
