import type { EnergyActionId } from "./actions.ts";

/** What an ability lists as its cost: Energy from the Round's pool, Stamina from the creature. */
export interface ListedAbilityCost {
  readonly energy: number;
  readonly stamina: number;
  /** Its Stamina enhances the attack just made ("limited to spending only 4 Stamina to enhance an attack"). */
  readonly enhancesAttack?: boolean;
}

/**
 * One action as the sheet or the attack card asks for it. Only the fields an action reads matter to it; the rest
 * are ignored. Every field says which seed sentence it serves.
 */
export interface ActionRequest {
  readonly action: EnergyActionId;
  readonly round: number;
  /** "Once per Round, you may spend 1 Stamina when you would normally spend 1 Energy." How many Energy to swap. */
  readonly staminaAsEnergy?: number;
  /** Metres moved (Run, Quick Run, Sprint, Jump); Shift and Agile Move always move 1 m. */
  readonly metres?: number;
  /** Turns made while running or sprinting, and from the previous movement action (degrees). */
  readonly turns?: readonly number[];
  /** Shift: "Using 1 Energy or 2 Agility you move 1m." */
  readonly shiftWith?: "energy" | "agility";
  /** A Swift Attack: "an Immediate Interrupt and if the attack is a melee attack, it only takes 1 Energy". */
  readonly swift?: boolean;
  /** Ranged: not Proficient "must spend an additional Energy on your Ranged Attacks with the weapon". */
  readonly proficient?: boolean;
  /** Stow/Equip: "a side arm, or otherwise easily accessible item takes only 1 Energy. Most other items require 2". */
  readonly item?: "sideArm" | "other";
  /** Pick Up: in passing ("needn't spend additional Energy"), "off the ground" (1, Exposed), otherwise 2. */
  readonly pickUp?: "inPassing" | "fromGround" | "other";
  /** Load: "Energy cost varies depending on weapon used." */
  readonly loadEnergy?: number;
  /** Use Ability: the Energy and Stamina the ability lists (cost.ts `abilityCost`). */
  readonly ability?: ListedAbilityCost;
  /** The GM's ruling on the Energy ("The GM may rule it takes more or less depending on the situation"). */
  readonly energy?: number;
}
