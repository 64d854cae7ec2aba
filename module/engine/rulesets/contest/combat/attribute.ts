import type { FlatModifier } from "../../../core/dice/request.ts";
import type { ContestRefusal } from "../refusal.ts";
import { ATTRIBUTE_LABELS, CONTEST_ATTRIBUTES, type ContestAttribute } from "../tables/skills.ts";

/** The governing attribute a test is made with: one the seed names, or the character's own for that skill. */
export interface GoverningAttribute {
  readonly id: string;
  readonly value: number;
  /** Shown in the formula; defaults to the seed's name for Strength, Agility and PER. */
  readonly label?: string;
}

function isNamed(id: string): id is ContestAttribute {
  return (CONTEST_ATTRIBUTES as readonly string[]).includes(id);
}

export function attributeModifier(attribute: GoverningAttribute): FlatModifier {
  const label = attribute.label ?? (isNamed(attribute.id) ? ATTRIBUTE_LABELS[attribute.id] : attribute.id);
  return { source: label, value: attribute.value };
}

/** Refuses an attribute the rule does not allow ("the character must use Agility"). */
export function attributeRefusal(
  allowed: readonly ContestAttribute[] | "any",
  attribute: GoverningAttribute,
  what: string,
): ContestRefusal | undefined {
  if (allowed === "any" || (isNamed(attribute.id) && allowed.includes(attribute.id))) return undefined;
  const names = allowed.map((a) => ATTRIBUTE_LABELS[a]).join(" or ");
  return { code: "attributeNotAllowed", message: `${what} uses ${names}.` };
}
