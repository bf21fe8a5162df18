import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { Tabs, TabsList, TabsTrigger } from "./tabs";
import { CardContent } from "./card";

describe("slotted", () => {
  it("renders the element with its slot, its classes then the caller's, and the other props", () => {
    expect(
      renderToStaticMarkup(
        <CardContent className="pt-5" id="a">
          Texte
        </CardContent>,
      ),
    ).toBe('<div data-slot="card-content" class="px-5 pb-5 pt-5" id="a">Texte</div>');
  });

  it("wraps a Radix part the same way", () => {
    const html = renderToStaticMarkup(
      <Tabs defaultValue="a">
        <TabsList>
          <TabsTrigger value="a">A</TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    expect(html).toContain('data-slot="tabs"');
    expect(html).toContain('role="tab"');
    expect(html).toContain('data-slot="tabs-trigger"');
  });
});
