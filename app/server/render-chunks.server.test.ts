import { describe, expect, it } from "vitest";
import { RenderChunks } from "./render-chunks.server";

function collect(stream: RenderChunks): Buffer[] {
  const seen: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => seen.push(chunk));
  return seen;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("RenderChunks", () => {
  it("passes React's pieces on as one chunk when React flushes", async () => {
    const stream = new RenderChunks();
    const seen = collect(stream);
    stream.write(Buffer.from("<html><head>"));
    stream.write(new Uint8Array(Buffer.from("<title>Accueil</title>")));
    stream.write("</head>");
    await tick();
    expect(seen).toEqual([]);

    stream.flush();
    await tick();
    expect(seen.map(String)).toEqual(["<html><head><title>Accueil</title></head>"]);
  });

  it("keeps each flushed part as soon as it is ready, and sends what is left at the end", async () => {
    const stream = new RenderChunks();
    const seen = collect(stream);
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.write("<body>shell");
    stream.flush();
    await tick();
    expect(seen.map(String)).toEqual(["<body>shell"]);

    stream.write("<template>suite</template>");
    stream.end("</body></html>");
    await ended;
    expect(seen.map(String)).toEqual(["<body>shell", "<template>suite</template></body></html>"]);
  });

  it("sends nothing for a flush with nothing new", async () => {
    const stream = new RenderChunks();
    const seen = collect(stream);
    stream.flush();
    stream.write("a");
    stream.flush();
    stream.flush();
    await tick();
    expect(seen.map(String)).toEqual(["a"]);
  });
});
