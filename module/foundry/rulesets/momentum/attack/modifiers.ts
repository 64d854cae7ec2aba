/**
 * The situational modifiers a `momentum` attack's roll dialog offers, as data, and the rows it shows but never toggles
 * (the advantage and disadvantage the engine reads from conditions). The canvas sets the toggles' defaults
 * (canvas/situation.ts); the dialog may override them.
 */
import type { EdgeSource } from "../../../../engine/rulesets/momentum/dice/edge.ts";
import type { LocalizedText, RollChoices, RollModifier } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";

export const MOMENTUM_MODIFIER_KEYS = `${I18N_ROOT}.Momentum.Modifier`;

interface ModifierDef {
  readonly id: "nonLethal" | "halfCover" | "enemyInMelee";
  readonly kind: "damage" | "cover" | "range";
  readonly rangedOnly: boolean;
}

const MODIFIERS: readonly ModifierDef[] = [
  // "You can deal non-lethal damage with attacks."
  { id: "nonLethal", kind: "damage", rangedOnly: false },
  // "Half cover grants you +2 Evasion against all ranged attacks that come from the direction of the cover"
  { id: "halfCover", kind: "cover", rangedOnly: true },
  // "you attack with disadvantage if you are within melee range of an enemy"
  { id: "enemyInMelee", kind: "range", rangedOnly: true },
];

export type MomentumModifierId = ModifierDef["id"];

export const chosen = (choices: RollChoices, id: MomentumModifierId): boolean => choices[id] ?? false;

export function momentumToggleRows(
  choices: RollChoices,
  ranged: boolean,
  reasons: Readonly<Record<string, LocalizedText>> = {},
): RollModifier[] {
  return MODIFIERS.filter((m) => ranged || !m.rangedOnly).map((m) => ({
    id: m.id,
    kind: m.kind,
    label: { key: `${MOMENTUM_MODIFIER_KEYS}.${m.id}` },
    effect: { key: `${MOMENTUM_MODIFIER_KEYS}.effect.${m.id}` },
    on: chosen(choices, m.id),
    locked: false,
    ...(reasons[m.id] === undefined ? {} : { reason: reasons[m.id] }),
  }));
}

/**
 * Each source of advantage or disadvantage the engine read from the documents (Defending, Prone, Hidden …), shown
 * with the rule's own name and never toggled, so nothing is counted twice. `edges` are read without the dialog's own
 * toggles (an enemy in melee range), which have rows of their own.
 */
export function momentumLockedRows(edges: readonly EdgeSource[]): RollModifier[] {
  return edges.map((e, i) => ({
    id: `edge-${String(i)}`,
    kind: "condition",
    label: { key: `${MOMENTUM_MODIFIER_KEYS}.edge`, data: { source: e.source } },
    effect: { key: `${MOMENTUM_MODIFIER_KEYS}.effect.${e.edge}` },
    on: true,
    locked: true,
  }));
}
