/**
 * Which localization keys the system's code and templates use, found statically, for the completeness test:
 * - full literals (`"FRAY.Card.hit"`, `"TYPES.Actor.bonus-character"`) — each must exist;
 * - template literals whose constants resolve to a full key with holes (`${I18N_ROOT}.Settings.${id}.name`) —
 *   each must match at least one key, and marks every key it matches as used;
 * - relative literals of two or more segments (`"Attack.button"`, `Section.${id}`) that helpers such as a room's
 *   `sheetText` prefix at run time — they mark every key ending with them as used.
 * Keys Foundry itself reads (FIELDS labels through LOCALIZATION_PREFIXES, TYPES labels) are added by the test from
 * the registered models and the registry, not guessed here.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";

const SEGMENT = "[A-Za-z0-9_-]+";
const HOLE = "\u0000";

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, ext);
    return ext.test(name) ? [path] : [];
  });
}

/** Comments name key prefixes and examples; they are not uses. URLs in strings keep their `//`. */
function withoutComments(source: string): string {
  return source
    .replace(/\{\{!--[\s\S]*?--\}\}/g, "")
    .replace(/\{\{![\s\S]*?\}\}/g, "")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

interface SourceFile {
  readonly path: string;
  readonly text: string;
}

/** A file's own string constants (`const X = "FRAY.Y"` or `` `${I18N_ROOT}.Y` ``), unresolved. */
function ownConstants(text: string): Map<string, string> {
  const declaration = /\bconst\s+([A-Za-z_][\w]*)\s*=\s*(?:"([^"\n]*)"|`([^`\n]*)`)/g;
  return new Map([...text.matchAll(declaration)].map((m) => [m[1] ?? "", m[2] ?? m[3] ?? ""]));
}

/** `import { A, B as C } from "./x.ts"` → local name → [file, exported name]. */
function importedNames(file: SourceFile): Map<string, readonly [string, string]> {
  const names = new Map<string, readonly [string, string]>();
  for (const m of file.text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    const from = join(dirname(file.path), m[2] ?? "");
    for (const part of (m[1] ?? "").split(",")) {
      const [exported, local] = part
        .replace(/^\s*type\s+/, "")
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      if (exported) names.set(local ?? exported, [from, exported]);
    }
  }
  return names;
}

/** Resolves `${NAME}` in one file through its own constants and the constants it imports. */
function constantResolver(files: readonly SourceFile[]): (file: string, name: string) => string | undefined {
  const own = new Map(files.map((f) => [f.path, ownConstants(f.text)]));
  const imports = new Map(files.map((f) => [f.path, importedNames(f)]));
  const resolve = (file: string, name: string, depth: number): string | undefined => {
    if (depth > 8) return undefined;
    const local = own.get(file)?.get(name);
    if (local !== undefined) {
      return local.replace(
        /\$\{\s*([A-Za-z_][\w]*)\s*\}/g,
        (_, inner: string) => resolve(file, inner, depth + 1) ?? HOLE,
      );
    }
    const imported = imports.get(file)?.get(name);
    return imported && resolve(imported[0], imported[1], depth + 1);
  };
  return (file, name) => resolve(file, name, 0);
}

export interface KeyUses {
  /** Complete keys written out. */
  readonly literals: ReadonlySet<string>;
  /** Complete keys with holes, as anchored regular expressions (source text kept for messages). */
  readonly patterns: readonly { readonly text: string; readonly regex: RegExp }[];
  /** Relative keys a helper prefixes; a key is used when it ends with one of them at a segment boundary. */
  readonly suffixes: readonly RegExp[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const holeRegex = (text: string) => escape(text).split(HOLE).join(`${SEGMENT}(?:\\.${SEGMENT})*`);
const IS_FULL = /^(FRAY|TYPES)\./;
const IS_RELATIVE = new RegExp(`^[A-Za-z][A-Za-z0-9_-]*(\\.(${SEGMENT}|${HOLE}))+$`);

export function keyUses(dirs: readonly { readonly dir: string; readonly ext: RegExp }[]): KeyUses {
  const sources = dirs
    .flatMap(({ dir, ext }) => files(dir, ext))
    .map((path) => ({ path, text: withoutComments(readFileSync(path, "utf8")) }));
  const constant = constantResolver(sources);
  const literals = new Set<string>();
  const patterns: { text: string; regex: RegExp }[] = [];
  const suffixes: RegExp[] = [];
  const strings = /"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g;
  for (const source of sources) {
    for (const m of source.text.matchAll(strings)) {
      const text = (m[1] ?? m[2] ?? m[3] ?? "").replace(
        /\$\{\s*([^}]*?)\s*\}/g,
        (_, expr: string) => constant(source.path, expr) ?? HOLE,
      );
      if (IS_FULL.test(text) && !text.includes(HOLE)) literals.add(text.replace(/\.$/, ""));
      else if (IS_FULL.test(text)) patterns.push({ text, regex: new RegExp(`^${holeRegex(text)}(?:\\.${SEGMENT})*$`) });
      else if (IS_RELATIVE.test(text)) suffixes.push(new RegExp(`(^|\\.)${holeRegex(text)}$`));
    }
  }
  return { literals, patterns, suffixes };
}

/** Every leaf key of a language file, dotted. */
export function leafKeys(tree: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "object" && value !== null ? leafKeys(value as Record<string, unknown>, path) : [path];
  });
}
