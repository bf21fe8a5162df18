import { Transform, type TransformCallback } from "node:stream";

/**
 * The stream a page is rendered into: it keeps what React writes and passes it on as one chunk
 * each time React says a part of the page is complete.
 *
 * React writes 4 KiB pieces (about 25 for a page) and calls the destination's `flush()` once it
 * has written the shell, then once per Suspense boundary that resolves. Every chunk costs a turn
 * through the web stream React Router reads, a `res.write`, a compression call and a socket
 * write; one chunk per flush keeps streaming as it was (each part leaves as soon as it is ready)
 * at a fraction of that cost (docs/decisions/0024-render-speed.md).
 */
export class RenderChunks extends Transform {
  #parts: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#parts.push(chunk);
    callback();
  }

  /** Called by React after each complete part of the page. */
  flush(): void {
    if (this.#parts.length === 0) return;
    const parts = this.#parts;
    this.#parts = [];
    this.push(parts.length === 1 ? parts[0] : Buffer.concat(parts));
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    callback();
  }
}
