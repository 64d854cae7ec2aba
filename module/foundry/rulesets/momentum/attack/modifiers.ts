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
  readonly id: "nonLethal" | "lethalHoly" | "halfCover" | "enemyInMelee" | "climbingOnMe";
  readonly kind: "damage" | "cover" | "range" | "condition";
  /** Offered for this attack; absent: always. */
  readonly offered?: (o: OfferedFor) => boolean;
}

/** What decides which toggles an attack's dialog offers. */
export interface OfferedFor {
  readonly ranged: boolean;
  /** The attack deals Holy damage. */
  readonly holy: boolean;
  /** The target has the Climbing status. */
  readonly targetClimbing: boolean;
  /** A resisted Ability: the target rolls a DR, the user rolls no attack. */
  readonly resisted: boolean;
}

const MODIFIERS: readonly ModifierDef[] = [
  // "You can deal non-lethal damage with attacks."
  { id: "nonLethal", kind: "damage", offered: (o) => !o.resisted },
  // Holy "does not cause bleeding if they reduce their Vitality below 1 unless the one dealing the damage wishes to
  // do so"
  { id: "lethalHoly", kind: "damage", offered: (o) => o.holy },
  // "Half cover grants you +2 Evasion against all ranged attacks that come from the direction of the cover and
  // increases all of your DR by 1 against all effects that come from that same direction"; melee "ignore cover".
  { id: "halfCover", kind: "cover", offered: (o) => o.ranged },
  // "you attack with disadvantage if you are within melee range of an enemy"
  { id: "enemyInMelee", kind: "range", offered: (o) => o.ranged && !o.resisted },
  // Climb: "The target gains disadvantage if it tries to attack you" (the user's word for whom, decision 121).
  { id: "climbingOnMe", kind: "condition", offered: (o) => o.targetClimbing && !o.resisted },
];

export type MomentumModifierId = ModifierDef["id"];

export const chosen = (choices: RollChoices, id: MomentumModifierId): boolean => choices[id] ?? false;

/** The effect a toggle states: half cover adds to the target's DR against a resisted Ability, to Evasion otherwise. */
const effectKey = (id: MomentumModifierId, o: OfferedFor): string =>
  `${MOMENTUM_MODIFIER_KEYS}.effect.${id === "halfCover" && o.resisted ? "halfCoverDR" : id}`;

export function momentumToggleRows(
  choices: RollChoices,
  offered: OfferedFor,
  reasons: Readonly<Record<string, LocalizedText>> = {},
): RollModifier[] {
  return MODIFIERS.filter((m) => m.offered?.(offered) ?? true).map((m) => ({
    id: m.id,
    kind: m.kind,
    label: { key: `${MOMENTUM_MODIFIER_KEYS}.${m.id}` },
    effect: { key: effectKey(m.id, offered) },
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
