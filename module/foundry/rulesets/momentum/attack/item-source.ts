import type { RollChoices } from "../../../combat-room.ts";
import type { StepContext } from "../../../procedure/step.ts";
import { abilityAttack, weaponAttack, type MomentumAttackSource } from "./source.ts";
import { momentumAbilityOf, momentumActorView, momentumWeaponOf } from "../documents.ts";
import { chosenManeuver, maneuversOf } from "./maneuver.ts";

/**
 * The attack an item makes: a `momentum` weapon, with the Maneuver `choices` add to it (read from the weapon's own
 * actor's items), or an Ability that attacks; undefined for anything else.
 */
export function attackSourceOf(item: Item.Implementation, choices: RollChoices = {}): MomentumAttackSource | undefined {
  const weapon = momentumWeaponOf(item);
  if (weapon) {
    const view = item.parent ? momentumActorView(item.parent) : undefined;
    return weaponAttack(weapon, view ? chosenManeuver(maneuversOf(view.gear), choices) : undefined);
  }
  const ability = momentumAbilityOf(item);
  return ability ? abilityAttack(ability) : undefined;
}

/** The attack a card's row was made with: the attacker's item as it is now, with the choices the row stored. */
export function rowAttackSource(ctx: StepContext): MomentumAttackSource | undefined {
  return ctx.item ? attackSourceOf(ctx.item, ctx.row.situation?.choices) : undefined;
}
