import { describe, expect, it } from "vitest";
import { isServedMethod, lastResortAnswer } from "./http-answers.server";

describe("what server.js answers on its own", () => {
  it("serves GET, HEAD and POST only", () => {
    for (const method of ["GET", "head", "POST"]) expect(isServedMethod(method), method).toBe(true);
    for (const method of ["TRACE", "TRACK", "CONNECT", "OPTIONS", "PUT", "DELETE", "PROPFIND"])
      expect(isServedMethod(method), method).toBe(false);
  });

  it("answers an unexpected error with the French 500 and the request's reference", () => {
    const answer = lastResortAnswer(new TypeError("Invalid URL"), "3f9a1c0b7e42");
    expect(answer.status).toBe(500);
    expect(answer.text).toContain("Une erreur inattendue est survenue");
    expect(answer.text).toContain("Référence de la demande : 3f9a1c0b7e42");
    expect(answer.text).not.toContain("Invalid URL");
  });

  it("keeps a refusal the error carries (Express's 4xx) a refusal", () => {
    const answer = lastResortAnswer(
      Object.assign(new Error("request aborted"), { status: 400 }),
      "a1",
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Votre demande n'a pas pu être traitée");
    expect(lastResortAnswer(Object.assign(new Error("x"), { statusCode: 503 }), "a1").status).toBe(
      500,
    );
    expect(lastResortAnswer("not an error", undefined).status).toBe(500);
  });
});
