import { describe, expect, it } from "vitest";
import { contactKind } from "./contact";
import { groupMembersByCommittee } from "./group-members";

describe("contactKind", () => {
  it("tells an e-mail address from a phone number", () => {
    expect(contactKind("imam@fondation-tidjaniya.ca")).toBe("email");
    expect(contactKind("418 555-0131")).toBe("phone");
    expect(contactKind("+1 (418) 555-0131")).toBe("phone");
    expect(contactKind("Au secrétariat")).toBe("text");
    expect(contactKind("555")).toBe("text");
  });
});

describe("groupMembersByCommittee", () => {
  it("puts each member under its committee, keeping both orders", () => {
    const member = (id: number, committeeId: number) => ({
      id,
      committeeId,
      name: `M${id}`,
      role: null,
      contact: null,
      image: "/placeholder.svg",
    });
    const grouped = groupMembersByCommittee(
      [
        { id: 2, name: "B", description: null },
        { id: 1, name: "A", description: "a" },
        { id: 3, name: "C", description: null },
      ],
      [member(10, 1), member(11, 2), member(12, 1)],
    );
    expect(grouped.map((c) => [c.name, c.members.map((m) => m.name)])).toEqual([
      ["B", ["M11"]],
      ["A", ["M10", "M12"]],
      ["C", []],
    ]);
    expect(grouped[1].members[0]).not.toHaveProperty("committeeId");
  });
});
