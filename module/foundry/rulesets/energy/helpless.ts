/**
 * A target that cannot roll its Evasion (asleep, fully restrained, unconscious): "if a target is asleep or fully
 * restrained they cannot roll Evasion, and any attacks against them automatically hit". The card row is settled by
 * the attack roll alone (no Evasion step): a hit, a natural 1 included unless the world's `helplessNaturalOneMisses`
 * variant keeps "Critical Failure. Your attack misses." for them too.
 */
import type { DieEdge } from "../../../engine/core/dice/request.ts";
import type { RollResult } from "../../../engine/core/dice/result.ts";
import { helplessHitProbability } from "../../../engine/rulesets/energy/dice/odds.ts";
import { hitsHelpless } from "../../../engine/rulesets/energy/attack/outcome.ts";
import type { Outcome } from "../../chat/attack-card/data.ts";
import type { PlannedAttack } from "../../combat-room.ts";
import { readCombatRoll } from "./combat-roll.ts";
import { energyOptions } from "./rule-variants.ts";

/** The row's outcome against a target that cannot defend. */
export function helplessOutcome(attack: RollResult): Outcome {
  return hitsHelpless(readCombatRoll(attack), energyOptions().helplessNaturalOneMisses) ? "hit" : "miss";
}

/** A plan against a target that cannot defend: settled by the attack roll (`edge`: the attack roll's), its odds so. */
export function againstHelpless(plan: PlannedAttack, edge: DieEdge): PlannedAttack {
  const hitChance = helplessHitProbability(edge, energyOptions().helplessNaturalOneMisses);
  return { ...plan, hitChance, settles: helplessOutcome };
}
