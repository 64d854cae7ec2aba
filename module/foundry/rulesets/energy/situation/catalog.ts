/**
 * The situational modifiers an `energy` attack's roll dialog offers, as data, and the rows it shows but never
 * toggles (the conditions' Disadvantage the engine already applies). The canvas sets the toggles' defaults
 * (rulesets/energy/canvas/situation.ts); the dialog may override them.
 */
import type { EnergyActor } from "../../../../engine/rulesets/energy/economy/actor.ts";
import type { RangeBandId } from "../../../../engine/rulesets/energy/geometry/range.ts";
import type { TargetMovement } from "../../../../engine/rulesets/energy/tables/miss-chance.ts";
import { disadvantageFrom } from "../../../../engine/rulesets/energy/economy/status.ts";
import type { LocalizedText, RollChoices, RollModifier } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { conditionKey } from "../../../effects/keys.ts";

export const ENERGY_MODIFIER_KEYS = `${I18N_ROOT}.Energy.Modifier`;

export interface EnergyModifierDef {
  readonly id: string;
  readonly kind: "facing" | "range" | "movement";
  /** The range trio only concerns ranged and thrown attacks. */
  readonly rangedOnly: boolean;
  readonly group?: string;
}

export const ENERGY_MODIFIERS: readonly EnergyModifierDef[] = [
  // "If you are attacked from where you are not facing, you have Disadvantage on Evasion rolls and you use your
  // Unarmed Evasion."
  { id: "fromBehind", kind: "facing", rangedOnly: false },
  // "within the first number of meters away, you have Advantage on the Hit roll"
  { id: "rangeClose", kind: "range", rangedOnly: true, group: "range" },
  // "further away than the 2nd number of meters, you have Disadvantage on the Hit roll"
  { id: "rangeFar", kind: "range", rangedOnly: true, group: "range" },
  // Miss Chance Movement Modifier: "none -5", "Running with zig-zagging, Sprinting +5" ("typical combat" is +0).
  { id: "targetStill", kind: "movement", rangedOnly: true, group: "movement" },
  { id: "targetEvasive", kind: "movement", rangedOnly: true, group: "movement" },
];

const chosen = (choices: RollChoices, id: string): boolean => choices[id] ?? false;

/** The defender is attacked from where it is not facing. */
export const fromBehindChosen = (choices: RollChoices): boolean => chosen(choices, "fromBehind");

/** The range band the Hit roll is made in: the dialog's (or the canvas') choice; "normal" when neither is on. */
export function rangeBandChosen(choices: RollChoices): RangeBandId {
  if (chosen(choices, "rangeClose")) return "advantage";
  return chosen(choices, "rangeFar") ? "disadvantage" : "normal";
}

/** How the target moves for the Miss Chance: "typical combat" unless the dialog says otherwise. */
export function targetMovementChosen(choices: RollChoices): TargetMovement {
  if (chosen(choices, "targetStill")) return "none";
  return chosen(choices, "targetEvasive") ? "evasive" : "typical";
}

const effectOf = (m: EnergyModifierDef): LocalizedText => ({ key: `${ENERGY_MODIFIER_KEYS}.effect.${m.id}` });

/** An exclusive group's name and its "none of them" in the roll dialog ("Range", "Between the two ranges"). */
const groupTexts = (group: string) => ({
  group,
  groupLegend: { key: `${ENERGY_MODIFIER_KEYS}.Group.${group}` },
  groupNone: { key: `${ENERGY_MODIFIER_KEYS}.Group.${group}None` },
});

export function energyToggleRows(
  choices: RollChoices,
  ranged: boolean,
  reasons: Readonly<Record<string, LocalizedText>> = {},
): RollModifier[] {
  return ENERGY_MODIFIERS.filter((m) => ranged || !m.rangedOnly).map((m) => ({
    id: m.id,
    kind: m.kind,
    label: { key: `${ENERGY_MODIFIER_KEYS}.${m.id}` },
    effect: effectOf(m),
    on: chosen(choices, m.id),
    locked: false,
    ...(m.group === undefined ? {} : groupTexts(m.group)),
    ...(reasons[m.id] === undefined ? {} : { reason: reasons[m.id] }),
  }));
}

/**
 * The conditions' Disadvantage, read with the engine's own function: "Dazed: Disadvantage on all Defense rolls,
 * Attack rolls"; "Blinded: Disadvantage on Attack rolls, Evasion rolls". Shown, never toggled.
 */
export function energyLockedRows(
  attacker: EnergyActor,
  defender: EnergyActor | undefined,
  name: string,
  ranged = false,
): RollModifier[] {
  const row = (id: string, condition: string, effect: LocalizedText): RollModifier => ({
    id,
    kind: "condition",
    label: { key: conditionKey("energy", condition, "name") },
    effect,
    on: true,
    locked: true,
  });
  const own = disadvantageFrom(attacker, "attack").map((c) =>
    row(`attacker-${c}`, c, {
      key: `${ENERGY_MODIFIER_KEYS}.effect.${ranged ? "hitDisadvantage" : "attackDisadvantage"}`,
    }),
  );
  const theirs = defender
    ? disadvantageFrom(defender, "evasion").map((c) =>
        row(`target-${c}`, c, { key: `${ENERGY_MODIFIER_KEYS}.effect.evasionDisadvantage`, data: { name } }),
      )
    : [];
  return [...own, ...theirs];
}
