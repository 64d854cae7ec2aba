import type { ActionSpec } from "../../../core/economy/actions.ts";

/**
 * The `energy` action list: "3 Energy = Melee Attack, Run; 2 Energy = Ranged Attack, Quick Run, Pick Up Item,
 * Unarmed Attacks; 1 Energy = Shift, Stand Up", with the costs the action descriptions add. Costs are in the pools
 * `energy`, `agility` and `stamina`; variable costs (Load, Stow/Equip, Pick Up, Jump, Ranged) are settled by
 * economy/cost.ts from the situation. Each row is checked against its seed sentence in the tests.
 */
export const ENERGY_ACTION_IDS = [
  "meleeAttack",
  "unarmedAttack",
  "rangedAttack",
  "strike",
  "run",
  "quickRun",
  "sprint",
  "shift",
  "agileMove",
  "jump",
  "standUp",
  "kneelFromProne",
  "defend",
  "stowEquip",
  "pickUpItem",
  "catchYourBreath",
  "load",
  "escapeRestraint",
  "useAbility",
] as const;
export type EnergyActionId = (typeof ENERGY_ACTION_IDS)[number];

/** Restrained creatures "may make no movement or attack actions"; Agile Moves come from non-movement actions. */
export type ActionKind = "attack" | "movement" | "other";

export interface EnergyActionSpec extends ActionSpec {
  readonly id: EnergyActionId;
  readonly kind: ActionKind;
  /** "Some actions are Immediate Interrupt actions, which means they may be performed at any time". */
  readonly immediateInterrupt: boolean;
}

const spec = (
  id: EnergyActionId,
  label: string,
  kind: ActionKind,
  cost: Readonly<Record<string, number>>,
  immediateInterrupt = false,
): EnergyActionSpec => ({ id, label, kind, cost, immediateInterrupt });

export const ENERGY_ACTION_TABLE: Readonly<Record<EnergyActionId, EnergyActionSpec>> = {
  meleeAttack: spec("meleeAttack", "Melee Attack", "attack", { energy: 3 }),
  unarmedAttack: spec("unarmedAttack", "Unarmed Attack", "attack", { energy: 2 }),
  // The Ranged Attacks section's 1 Energy; the world setting `rangedAttackEnergy` may make it the list's 2.
  rangedAttack: spec("rangedAttack", "Ranged Attack", "attack", { energy: 1 }),
  // "A single strike against something that cannot defend … 1 Energy may be all that is needed to make a hit."
  strike: spec("strike", "Single Strike", "attack", { energy: 1 }),
  run: spec("run", "Run", "movement", { energy: 3 }),
  quickRun: spec("quickRun", "Quick Run", "movement", { energy: 2 }),
  // "You can turn any full Run action (3 Energy cost) into a Sprint action by spending 1 Stamina."
  sprint: spec("sprint", "Sprint", "movement", { energy: 3, stamina: 1 }),
  // "Using 1 Energy or 2 Agility you move 1m." (the Agility form is chosen per use)
  shift: spec("shift", "Shift", "movement", { energy: 1 }),
  // "you may also move one meter as an Immediate Interrupt by spending 1 Agility"
  agileMove: spec("agileMove", "Agile Move", "movement", { agility: 1 }, true),
  // "Otherwise, it takes 2 Energy and 1 Stamina to Jump." (1 Energy right after moving 2 m)
  jump: spec("jump", "Jump", "movement", { energy: 2, stamina: 1 }),
  standUp: spec("standUp", "Stand Up", "movement", { energy: 1 }),
  kneelFromProne: spec("kneelFromProne", "Kneel From Prone", "movement", { energy: 1 }),
  defend: spec("defend", "Defend", "other", { energy: 1 }),
  // "Stowing or equipping a side arm, or otherwise easily accessible item takes only 1 Energy." (others 2)
  stowEquip: spec("stowEquip", "Stow/Equip an Item", "other", { energy: 1 }),
  // The action list's 2 Energy; "off the ground you spend 1 Energy and become Exposed"; in passing 0.
  pickUpItem: spec("pickUpItem", "Pick Up an Item", "other", { energy: 2 }),
  catchYourBreath: spec("catchYourBreath", "Catch Your Breath", "other", { energy: 3 }),
  // "Energy cost varies depending on weapon used." (1 when the weapon names none)
  load: spec("load", "Load", "other", { energy: 1 }),
  // Restrained: "You may attempt to escape … by using 3 Energy and making a Fortitude roll"
  escapeRestraint: spec("escapeRestraint", "Escape a Restraint", "other", { energy: 3 }),
  // Fray: an ability costs the Energy and Stamina it lists (cost.ts `abilityCost`; rules page decision 100). Not a
  // movement or attack action: an Agile Move comes with its Energy, and Restrained does not stop it.
  useAbility: spec("useAbility", "Use Ability", "other", {}),
};

/** The list in the seed's order, for the economy spec and the sheet. */
export const ENERGY_ACTIONS: readonly EnergyActionSpec[] = ENERGY_ACTION_IDS.map((id) => ENERGY_ACTION_TABLE[id]);

export function actionSpec(id: EnergyActionId): EnergyActionSpec {
  return ENERGY_ACTION_TABLE[id];
}

/** Shift paid with Agility instead: "Using 1 Energy or 2 Agility you move 1m." */
export const SHIFT_AGILITY = 2;
/** "Once per Round, you may spend 1 Stamina when you would normally spend 1 Energy." */
export const STAMINA_AS_ENERGY_PER_ROUND = 1;
/** Catch Your Breath: "(spending 3 Energy or all your Energy) to regain 1 Stamina". */
export const CATCH_YOUR_BREATH_STAMINA = 1;
/** Jump: "immediately after having moved at least 2m". */
export const JUMP_RUN_UP_METRES = 2;
/** Swift Attack: "if the attack is a melee attack, it only takes 1 Energy to perform". */
export const SWIFT_MELEE_ENERGY = 1;
