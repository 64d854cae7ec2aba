/**
 * The situational choices a `wounds` attack's roll dialog offers, as data: which attack action it is (Standard unless
 * Quick, Strong, Nonlethal, Grapple or Create an Opening is chosen; Rebuff when the reaction's prompt made it), the cover level, a low wall, flanking, a rear attack on a target ignoring the attacker,
 * fighting underwater, and mounted against a smaller foe (attacking, or the target defending). The target's posture and the conditions on either side are not choices: the engine reads
 * them from the documents. The canvas will set the defaults; the dialog may override them.
 */
import type { AttackPlanInput } from "../../../../engine/rulesets/wounds/procedures/attack-plan.ts";
import { ATTACK_MODIFIER_TABLE, type CoverLevel } from "../../../../engine/rulesets/wounds/tables/attack-modifiers.ts";
import { REAR_ATTACK_FACTOR } from "../../../../engine/rulesets/wounds/combat/attack-modifiers.ts";
import type { AttackVariant } from "../../../../engine/rulesets/wounds/procedures/variants.ts";
import { MOUNTED_ATTACK_BONUS } from "../../../../engine/rulesets/wounds/special/mounted.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import type { LocalizedText, RollChoices, RollModifier } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";

export const WOUNDS_MODIFIER_KEYS = `${I18N_ROOT}.Wounds.Modifier`;

interface WoundsModifierDef {
  readonly id: string;
  readonly kind: "variant" | "cover" | "flanking" | "underwater" | "mounted" | "readied";
  /** Quick, Strong and Nonlethal are "a single melee attack". */
  readonly meleeOnly: boolean;
  readonly group?: string;
  /** The attack action the row picks instead of Standard Attack. */
  readonly variant?: AttackVariant;
  /** The cover row of the Modifiers to Attack table (the engine's ids hold a "/", so the dialog ids differ). */
  readonly cover?: CoverLevel;
}

const variant = (id: AttackVariant): WoundsModifierDef => ({
  id,
  kind: "variant",
  meleeOnly: true,
  group: "variant",
  variant: id,
});
const cover = (id: string, level: CoverLevel): WoundsModifierDef => ({
  id,
  kind: "cover",
  meleeOnly: false,
  group: "cover",
  cover: level,
});

export const WOUNDS_MODIFIERS: readonly WoundsModifierDef[] = [
  variant("quick"),
  variant("strong"),
  variant("nonlethal"),
  // "Action: Grapple … If the attack hits, you deal no damage but instead both you and the target are grappling".
  variant("grapple"),
  // "Action: Create an Opening … You can use the result in place of your Defense against any rebuff reaction".
  variant("opening"),
  // "Reaction: Rebuff … On a hit, the severity of any wound dealt is increased one step": only the reaction's own
  // attack, from its prompt (combat/rebuff.ts), so the row shows only when chosen, locked.
  variant("rebuff"),
  // "you can take the chosen action as a reaction": a readied attack, from the sheet's Readied row (decision 212),
  // shown only when chosen, locked, as its attack action is.
  { id: "readied", kind: "readied", meleeOnly: false },
  cover("coverQuarter", "cover1/4"),
  cover("coverHalf", "cover1/2"),
  cover("coverThreeQuarters", "cover3/4"),
  cover("coverNineTenths", "cover9/10"),
  // "However, dropping behind a low wall can increase the effective level of cover": the table's word that a low wall
  // stands between; the engine raises a crouching or prone target's cover one level (decisions 57, 206).
  { id: "lowWall", kind: "cover", meleeOnly: false },
  // "All attacks against a flanked creature benefit from the flanking bonus."
  { id: "flanked", kind: "flanking", meleeOnly: false },
  // "All attacks coming from the ignored creatures are considered rear attacks and gain double the normal flanking
  // bonus".
  { id: "rear", kind: "flanking", meleeOnly: false },
  // "While underwater, you use your immobile defense and cannot make ranged weapon attacks."
  { id: "underwater", kind: "underwater", meleeOnly: false },
  // "You gain a +1 bonus to melee defense and melee attack rolls against any opponents of a size smaller than your
  // mount unless they are also mounted on a creature at least as large as your mount" (mounted/matchup.ts).
  { id: "mountedAttack", kind: "mounted", meleeOnly: true },
  { id: "mountedDefense", kind: "mounted", meleeOnly: true },
];

const chosen = (choices: RollChoices, id: string): boolean => choices[id] ?? false;

/** The dialog choice a Rebuff prompt starts its attack with. */
export const REBUFF_TOGGLE = "rebuff";

/** The dialog choice a readied attack starts with (sheets/ready-rows.ts). */
export const READIED_TOGGLE = "readied";

/** The attack is the readied one (decision 212): it pays the readied reaction, at its attack action's AP. */
export function isReadiedAttack(choices: RollChoices): boolean {
  return chosen(choices, READIED_TOGGLE);
}

/** The dialog's choices as the engine's attack input (the documents give the rest). */
export function situationChosen(
  choices: RollChoices,
): Pick<
  AttackPlanInput,
  | "variant"
  | "cover"
  | "behindLowWall"
  | "flanked"
  | "ignoredAttacker"
  | "underwater"
  | "mountedAttack"
  | "mountedDefense"
> {
  const on = WOUNDS_MODIFIERS.filter((m) => chosen(choices, m.id));
  const level = on.find((m) => m.cover !== undefined)?.cover;
  return {
    variant: on.find((m) => m.variant !== undefined)?.variant ?? "standard",
    ...(level === undefined ? {} : { cover: level }),
    behindLowWall: chosen(choices, "lowWall"),
    flanked: chosen(choices, "flanked"),
    ignoredAttacker: chosen(choices, "rear"),
    underwater: chosen(choices, "underwater"),
    mountedAttack: chosen(choices, "mountedAttack"),
    mountedDefense: chosen(choices, "mountedDefense"),
  };
}

/** What a row does to this attack, with the table's number for its column. */
function effectOf(m: WoundsModifierDef, ranged: boolean): LocalizedText {
  const column = (row: { melee: number; ranged: number }) => (ranged ? row.ranged : row.melee);
  const attack = (value: number): LocalizedText => ({
    key: `${WOUNDS_MODIFIER_KEYS}.effect.attack`,
    data: { value: signed(value) },
  });
  if (m.cover !== undefined) return attack(column(ATTACK_MODIFIER_TABLE[m.cover]));
  if (m.id === "flanked") return attack(column(ATTACK_MODIFIER_TABLE.flanked));
  if (m.id === "rear") return attack(REAR_ATTACK_FACTOR * column(ATTACK_MODIFIER_TABLE.flanked));
  if (m.id === "mountedAttack") return attack(MOUNTED_ATTACK_BONUS);
  return { key: `${WOUNDS_MODIFIER_KEYS}.effect.${m.id}` };
}

/**
 * A Rebuff is the reaction's attack: its dialog shows it, locked, instead of the attack actions; a readied attack
 * shows the attack action chosen when readying (none for a Standard Attack), locked; any other attack offers the
 * actions and never Rebuff.
 */
function offered(m: WoundsModifierDef, choices: RollChoices): boolean {
  if (m.kind === "readied") return isReadiedAttack(choices);
  if (m.kind !== "variant") return true;
  if (isReadiedAttack(choices)) return chosen(choices, m.id);
  return chosen(choices, REBUFF_TOGGLE) ? m.variant === "rebuff" : m.variant !== "rebuff";
}

/** The rows the dialog keeps as they came: Rebuff, the readied toggle and a readied attack's action. */
function lockedRow(m: WoundsModifierDef, choices: RollChoices): boolean {
  return m.id === REBUFF_TOGGLE || m.kind === "readied" || (m.kind === "variant" && isReadiedAttack(choices));
}

/**
 * The dialog's rows for a weapon attack (`ranged`: the table's ranged column, no melee-only row) or a spell, which is
 * cast, not made with an attack action: it offers the situation rows only.
 */
export function woundsToggleRows(
  choices: RollChoices,
  ranged: boolean,
  reasons: Readonly<Record<string, LocalizedText>> = {},
  spell = false,
): RollModifier[] {
  const shown = (m: WoundsModifierDef) =>
    (!ranged || !m.meleeOnly) && offered(m, choices) && !(spell && m.kind === "variant");
  return WOUNDS_MODIFIERS.filter(shown).map((m) => ({
    id: m.id,
    kind: m.kind,
    label: { key: `${WOUNDS_MODIFIER_KEYS}.${m.id}` },
    effect: effectOf(m, ranged),
    on: chosen(choices, m.id),
    locked: lockedRow(m, choices),
    ...(m.group === undefined ? {} : { group: m.group }),
    ...(reasons[m.id] === undefined ? {} : { reason: reasons[m.id] }),
  }));
}
