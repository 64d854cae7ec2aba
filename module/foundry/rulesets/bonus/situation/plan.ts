/**
 * A `bonus` attack planned with the roll dialog's choices: the engine's `planAttack` on the situation the documents
 * give plus the toggled modifiers, and the rows the dialog lists for that plan. The combat room and the tests both
 * plan through here, so the odds the dialog shows are the odds the roll uses.
 */
import {
  planAttack,
  type AttackPlan,
  type AttackSituation,
} from "../../../../engine/rulesets/bonus/procedures/attack.ts";
import type { RollChoices, RollModifier, SceneSituation } from "../../../combat-room.ts";
import { bonusGuardOptions } from "../rule-variants.ts";
import { toggleRows } from "./catalog.ts";
import { lockedRows } from "./locked.ts";
import { situationOverrides, type SituationOverrides } from "./overrides.ts";

/** What the documents say about the attack; the dialog decides the rest. */
export type DocumentSituation = Omit<AttackSituation, keyof SituationOverrides>;

export interface ChosenPlan {
  readonly plan: AttackPlan;
  /** Locked rows first (what already applies), then every toggle with its state. */
  readonly modifiers: readonly RollModifier[];
}

/** The scene's readings are defaults: a choice made in the dialog wins over them. */
export function planWithChoices(
  base: DocumentSituation,
  choices: RollChoices,
  targetName: string,
  scene?: SceneSituation,
): ChosenPlan {
  const chosen = { ...scene?.defaults, ...choices };
  return {
    // The world's Guard halving (behind an unaware target) reaches the Guard the attack must beat.
    plan: planAttack({ ...base, ...situationOverrides(chosen, base.ranged, scene?.distance) }, bonusGuardOptions()),
    modifiers: [
      ...lockedRows({
        attacker: base.attacker,
        target: base.target,
        targetName,
        ranged: base.ranged,
        extraDice: base.extraDice ?? [],
      }),
      ...toggleRows(chosen, base.ranged, scene?.reasons, base.area),
    ],
  };
}
