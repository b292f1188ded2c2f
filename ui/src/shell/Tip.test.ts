// The shell's tip, server-rendered: a real button named for what it explains, closed until
// tapped (its words are not computed before), 44px to touch, ids from Svelte's own per-render
// counter so two tips on one screen never share one.
import { describe, it, expect } from "vitest";
import { render } from "svelte/server";
import { readFileSync } from "node:fs";
import Tip from "./Tip.svelte";

describe("the tip", () => {
  it("renders a closed, named button and computes no words until it opens", () => {
    let asked = 0;
    const html = render(Tip, {
      props: {
        label: "About: stress",
        tip: () => {
          asked++;
          return { title: "Stress", body: ["What stress does."], now: ["2 of 6."] };
        },
        testid: "bc-tip-stress",
      },
    }).body;
    expect(html).toMatch(/<button[^>]*type="button"/);
    expect(html).toContain('aria-label="About: stress"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('data-testid="bc-tip-stress"');
    expect(html).not.toContain('role="note"');
    expect(html).not.toContain("What stress does.");
    expect(asked).toBe(0);
  });

  it("gives each tip its own id for the popover it controls", () => {
    const src = readFileSync(new URL("./Tip.svelte", import.meta.url), "utf8");
    expect(src).toContain("$props.id()");
    expect(src).not.toContain("Math.random");
    expect(src).toMatch(/role="note"/);
    expect(src).toMatch(/aria-controls=\{open \? popId/);
    // 44px to touch.
    expect(src).toMatch(/width: 44px; height: 44px;/);
  });
});
