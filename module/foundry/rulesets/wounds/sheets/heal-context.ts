/**
 * The Healing section of the `wounds` character sheet (healing/take-heal.ts): Treat Wound at each wound level, Treat
 * Condition on bleeding, burning, hobbled and poisoned, and Stabilize, each aimed at the user's current target, or at the character itself without one ("a wound on yourself
 * or an adjacent willing or helpless target"). Whether the act can be taken is the GM's reading of the documents
 * when it is asked (reach, the wound, AP), so the buttons carry no reasons of their own.
 */
import { TREATABLE } from "../../../../engine/rulesets/wounds/healing/treat-condition.ts";
import { WOUND_LEVELS } from "../../../../engine/rulesets/wounds/tables/wound-levels.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { HealAct } from "../healing/heal-acts.ts";
import type { WoundsSheetInput } from "./sheet-data.ts";

const KEY = `${I18N_ROOT}.Wounds.Heal`;
const LEVEL = `${I18N_ROOT}.Wounds.Attack.Damage.level`;

export interface HealButtonContext {
  readonly action: HealAct["action"];
  /** Treat Wound's wound level, Treat Condition's effect; empty for Stabilize. */
  readonly level: string;
  readonly text: string;
}

export interface HealContext {
  readonly heading: string;
  readonly hint: string;
  /** "On: Ogre", or the character's own name without a target. */
  readonly targetText: string;
  readonly buttons: readonly HealButtonContext[];
}

export function healContext(i18n: Localizer, input: Pick<WoundsSheetInput, "actor" | "target">): HealContext {
  const treat = WOUND_LEVELS.map((level) => ({
    action: "treatWound" as const,
    level,
    text: i18n.format(`${KEY}.button.treatWound`, { level: i18n.localize(`${LEVEL}.${level}`) }),
  }));
  const conditions = TREATABLE.map((which) => ({
    action: "treatCondition" as const,
    level: which,
    text: i18n.format(`${KEY}.button.treatCondition`, {
      condition: i18n.localize(`${I18N_ROOT}.Condition.wounds.${which}.name`),
    }),
  }));
  return {
    heading: i18n.localize(`${KEY}.heading`),
    hint: i18n.localize(`${KEY}.hint`),
    targetText: i18n.format(`${KEY}.target`, { name: input.target?.name ?? input.actor.name }),
    buttons: [
      ...treat,
      ...conditions,
      { action: "stabilize", level: "", text: i18n.localize(`${KEY}.button.stabilize`) },
    ],
  };
}
