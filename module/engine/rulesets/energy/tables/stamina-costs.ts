/**
 * "Spending Stamina" (seed): Sprint 1, Jump 1, Break down door/wall 1, Climb 1-3. "There are many other tasks that
 * may require Stamina such as lifting a heavy object or exercising for an extended period of time. These things are
 * up to the discretion of the GM." Climb's exact cost is the GM's within the range.
 */
export const STAMINA_TASKS = ["sprint", "jump", "breakDoor", "climb"] as const;
export type StaminaTask = (typeof STAMINA_TASKS)[number];

export interface StaminaCostRow {
  readonly task: StaminaTask;
  readonly label: string;
  readonly min: number;
  readonly max: number;
}

export const STAMINA_COSTS: Readonly<Record<StaminaTask, StaminaCostRow>> = {
  sprint: { task: "sprint", label: "Sprint", min: 1, max: 1 },
  jump: { task: "jump", label: "Jump", min: 1, max: 1 },
  breakDoor: { task: "breakDoor", label: "Break down door/wall", min: 1, max: 1 },
  climb: { task: "climb", label: "Climb", min: 1, max: 3 },
};

/** "For each attack, you are limited to spending only 4 Stamina to enhance an attack." */
export const ATTACK_ENHANCEMENT_STAMINA_LIMIT = 4;

/** Non-Lethal damage at 0 Aura: "they are Shaken until their next Short Rest and lose 5 Stamina". */
export const NON_LETHAL_STAMINA_LOSS = 5;
