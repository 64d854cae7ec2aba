/**
 * Which attack action a declared attack is and whether it pays the underwater extra, from the roll dialog's choices:
 * Standard, Quick, Strong or Nonlethal (rules page decision 87), and "When you make a melee attack, you must pay an
 * extra 2 AP" underwater (decision 153). The attack flow's spend (combat-room.ts `attackSpend`) and an interrupt's
 * refund (combat/interrupt-declared.ts) read the same answer.
 */
import type { WoundsActionId } from "../../../../engine/rulesets/wounds/economy/actions.ts";
import { ATTACK_VARIANTS } from "../../../../engine/rulesets/wounds/procedures/variants.ts";
import type { RollChoices } from "../../../combat-room.ts";
import { woundsWeaponOf } from "../documents.ts";
import { situationChosen } from "../situation/catalog.ts";

export interface DeclaredAction {
  readonly action: WoundsActionId;
  readonly underwater: boolean;
}

export function declaredAction(item: Item.Implementation | undefined, choices: RollChoices): DeclaredAction {
  const chosen = situationChosen(choices);
  const melee = !item || woundsWeaponOf(item)?.data.kind !== "ranged";
  return { action: ATTACK_VARIANTS[chosen.variant].action, underwater: chosen.underwater === true && melee };
}
