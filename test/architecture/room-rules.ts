/**
 * Text rules for the Foundry rooms (ARCHITECTURE.md decision 12): outside a ruleset's own room, nothing names a
 * ruleset. A mention is a ruleset id as a word of code, a string, a path or a CSS/template name (`bonus`,
 * `"energy-npc"`, `rulesets/bonus/`, `fray-row--energy`) or a ruleset-named type or constant (`BonusRole`,
 * `ENERGY_ROOM`). Comments are not scanned: they may cite a ruleset as an example.
 */
import { RULESET_IDS } from "../../module/engine/core/ruleset.ts";

export interface RoomMention {
  readonly line: number;
  readonly text: string;
}

const capitalized = RULESET_IDS.map((id) => `${id.charAt(0).toUpperCase()}${id.slice(1)}`);
const upper = RULESET_IDS.map((id) => id.toUpperCase());
// An id as a word (`-` and `/` separate words in names and paths; `_` and letters do not), or a name built on it.
const MENTION = new RegExp(
  [
    `(?<![\\w$])(?:${RULESET_IDS.join("|")})(?![\\w$])`,
    `(?<![\\w$])(?:${capitalized.join("|")})[A-Z]\\w*`,
    `(?<![\\w$])(?:${upper.join("|")})_\\w*`,
  ].join("|"),
);

/** The text with comments blanked out (line numbers kept): `//`, `/* … *\/`, `{{!-- … --}}` and `{{! … }}`. */
export function withoutComments(source: string): string {
  const blank = (comment: string) => comment.replace(/[^\n]/g, " ");
  return source
    .replace(/\{\{!--[\s\S]*?--\}\}|\{\{![\s\S]*?\}\}|\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[^:"'`\\])(\/\/.*)$/gm, (_, before: string, comment: string) => before + blank(comment));
}

export function roomMentions(source: string): RoomMention[] {
  return withoutComments(source)
    .split("\n")
    .flatMap((code, index) => (MENTION.test(code) ? [{ line: index + 1, text: code.trim() }] : []));
}

/** Is `path` (relative, `/`-separated) inside a ruleset's own room: its adapter folder, templates, styles, lang? */
export function inOwnRoom(path: string): boolean {
  const ids = RULESET_IDS.join("|");
  return new RegExp(
    `^(?:module/foundry/rulesets|templates/rulesets|styles/rulesets)/(?:${ids})/|^lang/[^/]+/(?:${ids})\\.json$`,
  ).test(path);
}
