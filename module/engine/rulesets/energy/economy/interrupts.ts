import type { EnergyRefusal } from "../refusal.ts";
import type { EnergyActor } from "./actor.ts";
import { conditionWith } from "./status.ts";

/**
 * Immediate Interrupts and Swift Attacks.
 * - "Normally, when an action is performed, it is resolved before anything else happens. This can be circumvented by
 *   Initiative and Immediate Interrupts."
 * - "Immediate Interrupts cannot interrupt other Immediate Interrupts. If two creatures try to use Immediate
 *   Interrupts at the same time, the actions happen simultaneously".
 * - "Immediate Interrupts don't interrupt rolls, only in-game actions": an interrupt after the roll is made does not
 *   undo it ("you will still be hit and take damage accordingly").
 */
export interface Interruptible {
  readonly immediateInterrupt: boolean;
}

export type InterruptResult = "interrupts" | "simultaneous" | "tooLate";

/**
 * Can an Immediate Interrupt (or an action backed by won Initiative) cut into `interrupted`? Not into another
 * Immediate Interrupt (they happen together), and not into a roll already made. `rollMade`: the interrupted action's
 * roll is already made.
 */
export function interruptResult(interrupted: Interruptible, rollMade: boolean): InterruptResult {
  if (interrupted.immediateInterrupt) return "simultaneous";
  return rollMade ? "tooLate" : "interrupts";
}

/** Why a Swift Attack may be made: the seed's four openings. */
export type SwiftOpening = "unguarded" | "unaware" | "cannotAvoid" | "movesThroughReach";

/**
 * "You may make Swift Attacks against creatures who are Unguarded, completely unaware of your attack, or unable to
 * obstruct or avoid your attack. When a creature moves through your maximum Reach (and you are facing them), you may
 * make a Swift Attack against them." Unguarded is read from the target; awareness and the rest are the GM's facts.
 */
export function whySwiftAttackNotAllowed(
  target: EnergyActor,
  opening: SwiftOpening,
  attackerFacesTarget: boolean,
): EnergyRefusal | undefined {
  if (opening === "unguarded" && conditionWith(target, "swiftAttackable") === undefined) {
    return { code: "swiftAttackNotAllowed", message: "The target is not Unguarded." };
  }
  if (opening === "movesThroughReach" && !attackerFacesTarget) {
    return { code: "notFacing", message: "You must face a creature moving through your Reach." };
  }
  return undefined;
}
