/**
 * Grapple and Create an Opening are attacks that wound nobody: "If the attack hits, you deal no damage but instead both
 * you and the target are grappling each other"; an opening's roll is kept "in place of your Defense against any rebuff
 * reaction". The card's damage step stays closed on their rows (read from the stored row alone).
 */
import { dealsDamage } from "../../../../engine/rulesets/wounds/procedures/variants.ts";
import { DEFAULT_SITUATION } from "../../../chat/attack-card/situation.ts";
import type { ProcedureStep } from "../../../procedure/step.ts";
import { situationChosen } from "../situation/catalog.ts";

export function noDamageClosed(step: ProcedureStep): ProcedureStep {
  return {
    ...step,
    closed: (ctx) =>
      dealsDamage(situationChosen((ctx.row.situation ?? DEFAULT_SITUATION).choices).variant)
        ? step.closed(ctx)
        : "noDamage",
  };
}
