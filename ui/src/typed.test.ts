// The UI reads the generated bindings as types: no `any`, and serde's tagged enums only through
// `lib/tagged.ts` (`match` needs a handler per variant, so a new Choice, Prompt or Event fails
// the type check until it has its words).
import { describe, it, expect } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const ROOT = join(__dirname, "..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === "paraglide" ? [] : files(p);
    return /\.(ts|svelte)$/.test(n) && !n.endsWith(".test.ts") && n !== "bindings.ts" ? [p] : [];
  });
}

/** Escape hatches from the generated types in a source file. */
export function untyped(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  // Hand-rolled tag lookups ("Arrested" in x, x.Seat after a typeof check) bypass `match`.
  return [...code.matchAll(/:\s*any\b|<any>|\bas any\b|\bObject\.keys\([^)]*\)\[0\]|"[A-Z][A-Za-z]*" in \w|typeof [\w.]+ === "object" \?/g)].map((m) => m[0]);
}

describe("the UI is typed by the generated bindings", () => {
  it("catches an escape hatch", () => {
    expect(untyped("const x: any = 1; f<any>(y); z as any; // : any in a comment")).toEqual([": any", "<any>", "as any"]);
    expect(untyped('const a = "Arrested" in st; const s = typeof v.decider === "object" ? v.decider.Seat : null;')).toEqual(['"Arrested" in s', 'typeof v.decider === "object" ?']);
  });
  it.each(files(join(ROOT, "src")).map((f) => [relative(ROOT, f), f]))("%s", (_, f) => {
    expect(untyped(readFileSync(f, "utf8"))).toEqual([]);
  });
});
