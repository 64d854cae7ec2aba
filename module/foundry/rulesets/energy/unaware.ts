/**
 * The GM's ruling that a melee target was completely unaware: "If a target is completely unaware of a point-blank
 * attack, the GM may automatically grant a hit by not allowing the target to roll Evasion." A card step only the GM
 * takes (actor `gm`, optional, so the target's Evasion roll stays open beside it): on a melee row still waiting for
 * its Evasion roll, it settles the row as a hit with no Evasion, and damage follows as for any hit. What the target
 * knew is the GM's to judge, so nothing on the documents offers or refuses it; a row the attack roll already settled
 * (a Critical Hit, a Critical Failure's miss) or the target already defended is not open (rules page decision 73).
 */
import type { Outcome } from "../../chat/attack-card/data.ts";
import { I18N_ROOT } from "../../constants.ts";
import type { ProcedureStep } from "../../procedure/step.ts";
import { choiceStep } from "../../procedure/steps/choice.ts";
import { isRangedRow } from "./combat-room.ts";

export const UNAWARE_STEP_ID = "unaware";
const HIT = "hit";
const KEY = `${I18N_ROOT}.Energy.Unaware`;

export const UNAWARE_STEP: ProcedureStep = choiceStep({
  id: UNAWARE_STEP_ID,
  actor: "gm",
  optional: true,
  awaiting: `${KEY}.awaiting`,
  button: { label: `${KEY}.button`, icon: "fa-solid fa-eye-slash" },
  choices: () => [{ id: HIT, label: { key: `${KEY}.choice` } }],
  closedWhen({ row }) {
    if (isRangedRow(row)) return "stepNotOpen";
    if (row.defense.status === "rolled") return "alreadyDefended";
    return row.outcome === "pending" ? undefined : "stepNotOpen";
  },
  decides: (choice): Outcome | undefined => (choice === HIT ? "hit" : undefined),
});
