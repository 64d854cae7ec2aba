/**
 * Text rules for the engine boundary. The engine tsconfig (no DOM lib, no Foundry types) and ESLint catch most
 * violations at compile time; this scan also catches globals reached through `globalThis`-typed escapes and
 * imports that the type checker would accept.
 */
export interface Violation {
  readonly line: number;
  readonly rule: "foundry-global" | "dom" | "adapter-import" | "node-import";
  readonly text: string;
}

const FOUNDRY_GLOBALS = ["game", "CONFIG", "foundry", "canvas", "ui", "Hooks", "ChatMessage", "Roll", "Actor", "Item"];
const DOM_GLOBALS = ["document", "window", "HTMLElement", "localStorage", "navigator"];

// A global used as an object (`game.x`, `new Roll(`), not as a property of something else (`state.game`).
const globalUse = (names: readonly string[]) => new RegExp(`(?<![\\w.$])(?:${names.join("|")})\\s*(?:\\.|\\()`);
const newGlobal = (names: readonly string[]) => new RegExp(`\\bnew\\s+(?:${names.join("|")})\\b`);

const RULES: readonly { rule: Violation["rule"]; test: (code: string) => boolean }[] = [
  { rule: "foundry-global", test: (c) => globalUse(FOUNDRY_GLOBALS).test(c) || newGlobal(FOUNDRY_GLOBALS).test(c) },
  { rule: "dom", test: (c) => globalUse(DOM_GLOBALS).test(c) },
  { rule: "adapter-import", test: (c) => /(?:from\s*|import\s*\(\s*)["'][^"']*\/foundry\//.test(c) },
  { rule: "node-import", test: (c) => /(?:from\s*|import\s*\(\s*)["']node:/.test(c) },
];

/** Removes comments and string contents so that only code is scanned (import specifiers are kept). */
function codeOnly(line: string): string {
  const withoutComment = line.replace(/\/\/.*$/, "").replace(/\/\*.*?\*\//g, "");
  if (/^\s*(?:import|export)\b|import\s*\(/.test(withoutComment)) return withoutComment;
  return withoutComment.replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""');
}

export function boundaryViolations(source: string): Violation[] {
  const violations: Violation[] = [];
  let inBlockComment = false;
  source.split("\n").forEach((raw, index) => {
    let line = raw;
    if (inBlockComment) {
      const end = line.indexOf("*/");
      if (end === -1) return;
      line = line.slice(end + 2);
      inBlockComment = false;
    }
    const start = line.indexOf("/*");
    if (start !== -1 && line.indexOf("*/", start) === -1) {
      line = line.slice(0, start);
      inBlockComment = true;
    }
    if (/^\s*\*/.test(line)) return;
    const code = codeOnly(line);
    for (const { rule, test } of RULES) if (test(code)) violations.push({ line: index + 1, rule, text: raw.trim() });
  });
  return violations;
}
