/**
 * The reaction an `energy` combatant takes from a GM's prompt (chat/reaction-prompt/): the Swift Attack on a creature
 * moving through Reach (swift-through-reach.ts). Its spend names the reaction and the prompt's message,
 * `swiftReach:<messageId>`; the GM checks the prompt is its own, still open in its Round and offered to this
 * combatant (`promptedSpend`) before the engine takes the Swift Attack. The attack the spend names must be one the
 * prompt offered, with a melee or unarmed weapon the actor still has equipped, against the prompt's target
 * (`offeredAttackRefusal`, rules page decision 91).
 */
import { promptedSpend } from "../../../chat/reaction-prompt/prompted-spend.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import type { SpendRequest } from "../../../combat/room.ts";
import { SWIFT_REACH } from "../situation/strike.ts";
import { swiftWeaponOf } from "./swift-through-reach.ts";

/** True when `action` is a Swift Attack from an open prompt offered to `combatant`; a refusal when it names a prompt
 * that is not; undefined for any other spend. */
export function promptedSwiftAttack(
  combatant: Combatant.Implementation,
  request: SpendRequest,
): true | Refusal | undefined {
  const armed = (_actor: Actor.Implementation, item: Item.Implementation) => swiftWeaponOf(item) !== undefined;
  const taken = promptedSpend(combatant, request, [SWIFT_REACH], armed);
  return taken && !isRefusal(taken) ? true : taken;
}
