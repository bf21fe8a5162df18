import { describe, expect, it } from "vitest";
import {
  FORM_TOO_LARGE_MESSAGE,
  FORM_UNREADABLE_MESSAGE,
  readFormData,
  tryReadFormData,
  withoutControlCharacters,
} from "./form-data.server";

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request("http://localhost/contact", { method: "POST", body, headers });
}

async function refusal(request: Request, options?: Parameters<typeof readFormData>[1]) {
  try {
    await readFormData(request, options);
  } catch (thrown) {
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    return { status: response.status, text: await response.text() };
  }
  throw new Error("le formulaire n'a pas été refusé");
}

describe("readFormData", () => {
  it("reads url-encoded and multipart forms", async () => {
    const encoded = await readFormData(post(new URLSearchParams({ name: "Awa", n: "1" })));
    expect(Object.fromEntries(encoded)).toEqual({ name: "Awa", n: "1" });
    const multipart = new FormData();
    multipart.set("name", "Awa");
    multipart.set("file", new File(["abc"], "photo.png", { type: "image/png" }));
    const read = await readFormData(post(multipart));
    expect(read.get("name")).toBe("Awa");
    expect(await (read.get("file") as File).text()).toBe("abc");
  });

  it.each([
    ["JSON", '{"name":"Awa"}', { "content-type": "application/json" }],
    ["plain text", "name=Awa", { "content-type": "text/plain" }],
    ["no type at all", new TextEncoder().encode("name=Awa"), {}],
    ["a multipart without boundary", "--x\r\n", { "content-type": "multipart/form-data" }],
    [
      "a broken multipart",
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue',
      { "content-type": "multipart/form-data; boundary=x" },
    ],
  ])("refuses %s with a French 400", async (_, body, headers) => {
    const answer = await refusal(post(body as BodyInit, headers as Record<string, string>));
    expect(answer).toEqual({ status: 400, text: FORM_UNREADABLE_MESSAGE });
  });

  it("refuses a body over the limit with 413 and the given message, declared or not", async () => {
    const big = new URLSearchParams({ text: "a".repeat(3000) });
    expect(await refusal(post(big), { maxBytes: 1000 })).toEqual({
      status: 413,
      text: FORM_TOO_LARGE_MESSAGE,
    });
    // A stream has no Content-Length: the bytes are counted as they come.
    const stream = new Blob([big.toString()]).stream();
    const request = new Request("http://localhost/x", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    const read = await tryReadFormData(request, { maxBytes: 1000, tooLargeMessage: "Trop gros." });
    expect(read).toMatchObject({ ok: false, status: 413, message: "Trop gros." });
  });

  it("removes NUL and control characters from values, names and file names, keeps tab/CR/LF", async () => {
    const form = new FormData();
    form.set("na\u0000me", "A\u0000wa\u0007 \u001bDiop\u007f\u0085");
    form.set("message", "ligne 1\r\n\tligne 2");
    form.set("file", new File(["x"], "pho\u0000to.png", { type: "image/png" }));
    const read = await readFormData(post(form));
    expect(read.get("name")).toBe("Awa Diop");
    expect(read.get("message")).toBe("ligne 1\r\n\tligne 2");
    expect((read.get("file") as File).name).toBe("photo.png");
    const encoded = await readFormData(
      post("firstName=A%00wa&email=a%01b%40c.org", {
        "content-type": "application/x-www-form-urlencoded",
      }),
    );
    expect(encoded.get("firstName")).toBe("Awa");
    expect(encoded.get("email")).toBe("ab@c.org");
  });

  it("gives an empty form for a form request without body", async () => {
    const read = await readFormData(
      post(null, { "content-type": "application/x-www-form-urlencoded" }),
    );
    expect([...read]).toEqual([]);
  });

  it("withoutControlCharacters keeps accents and emoji", () => {
    expect(withoutControlCharacters("Éloïse ✨ Québec")).toBe("Éloïse ✨ Québec");
  });
});
