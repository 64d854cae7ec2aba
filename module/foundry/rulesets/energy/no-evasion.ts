/**
 * Why a row has no Evasion roll, for the card's line (ProcedureStep `absent`, issue 23: "when a Defend button is
 * absent, say why"): a Critical Hit ("You automatically hit the target"), or a target that cannot roll Evasion
 * ("if a target is asleep or fully restrained they cannot roll Evasion, and any attacks against them automatically
 * hit", helpless.ts). Only while the attack roll alone settled the row and damage is still to come: a row the GM
 * ruled unaware shows that choice instead, and a row whose Evasion was left for damage needs no excuse. A target this
 * client can read is named by the condition that keeps it from defending (Unconscious, Fully Restrained).
 */
import type { TargetRow } from "../../chat/attack-card/data.ts";
import { readStoredRoll } from "../../chat/attack-card/stored-roll.ts";
import type { Refusal } from "../../combat-room.ts";
import { I18N_ROOT } from "../../constants.ts";
import type { StepContext } from "../../procedure/step.ts";
import { conditionWith } from "../../../engine/rulesets/energy/economy/status.ts";
import { readCombatRoll } from "./combat-roll.ts";
import { energyActorView } from "./documents.ts";
import { CONDITION_KEYS } from "./sheets/labels.ts";
import { toEnergyActor } from "./sources.ts";
import { UNAWARE_STEP_ID } from "./unaware.ts";

const REFUSAL = `${I18N_ROOT}.Energy.Refusal`;

const damageToCome = (row: TargetRow): boolean => row.damage.status === "none" || row.damage.status === "rolled";

/** "… cannot roll Evasion", naming the target's condition when this client can read it. */
function cannotDefend(target: Actor.Implementation | undefined): Refusal {
  const view = target ? energyActorView(target) : undefined;
  const condition = view
    ? conditionWith(toEnergyActor(view.source, view.statuses, view.suppressed), "cannotDefend")
    : undefined;
  if (!condition) return { refused: `${REFUSAL}.cannotDefend` };
  const name = game.i18n.localize(`${CONDITION_KEYS}.${condition}.name`);
  return { refused: `${REFUSAL}.cannotDefendAs`, data: { condition: name } };
}

/** The reason the settled row offers no Evasion roll, or undefined where it is not the attack roll's doing. */
export function noEvasionReason({ row, target }: StepContext): Refusal | undefined {
  if (row.outcome !== "hit" || row.defense.status !== "none" || !damageToCome(row)) return undefined;
  if (row.taken?.some((t) => t.stepId === UNAWARE_STEP_ID)) return undefined;
  const attack = readStoredRoll(row.attack);
  if (!attack) return undefined;
  return readCombatRoll(attack).criticalHit ? { refused: `${REFUSAL}.criticalHit` } : cannotDefend(target);
}
