import { ATTRIBUTE_ABBREVIATION, WOUNDS_ATTRIBUTES, type WoundsAttribute } from "../creature.ts";

/**
 * Check notation (seed 004): checks are written `Attr [Skill/Specialization]` — "Dex [Melee/Weapon group]",
 * "Str [Athletics/Power + Size]", "Lor [Healing/Wounds]", "Prs [Deception]". The roll adds the attribute, the skill
 * and the specialization; a term after the specialization ("+ Size", "- Size") is added or subtracted too. Tables
 * keep the seed's text and the parser turns it into data, so a test can hold each formula to the seed's words.
 */
export interface ExtraTerm {
  readonly term: string;
  readonly sign: 1 | -1;
}

export interface CheckNotation {
  readonly attribute: WoundsAttribute;
  readonly skill: string;
  readonly specialization?: string;
  readonly extras: readonly ExtraTerm[];
}

const PATTERN = /^([A-Z][a-z]{2}) \[([^/\]]+)(?:\/([^\]]+))?\]$/;

function attributeOf(abbreviation: string): WoundsAttribute | undefined {
  return WOUNDS_ATTRIBUTES.find((a) => ATTRIBUTE_ABBREVIATION[a] === abbreviation);
}

/** Parse one check; undefined when the text is not in the seed's notation. */
export function parseCheckNotation(text: string): CheckNotation | undefined {
  const match = PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [, abbreviation = "", skill = "", rest] = match;
  const attribute = attributeOf(abbreviation);
  if (attribute === undefined) return undefined;
  if (rest === undefined) return { attribute, skill: skill.trim(), extras: [] };
  // "Power + Size" → specialization "Power", extra +Size; "Agility - Size" → extra −Size.
  const pieces = rest.split(/\s+([+-])\s+/);
  const specialization = pieces[0]?.trim() ?? "";
  const extras: ExtraTerm[] = [];
  for (let i = 1; i + 1 < pieces.length; i += 2) {
    extras.push({ term: (pieces[i + 1] ?? "").trim(), sign: pieces[i] === "-" ? -1 : 1 });
  }
  return { attribute, skill: skill.trim(), specialization, extras };
}

/** Back to text, in the seed's notation. */
export function formatCheckNotation(n: CheckNotation): string {
  const extras = n.extras.map((e) => ` ${e.sign < 0 ? "-" : "+"} ${e.term}`).join("");
  const inside = n.specialization === undefined ? n.skill : `${n.skill}/${n.specialization}${extras}`;
  return `${ATTRIBUTE_ABBREVIATION[n.attribute]} [${inside}]`;
}
