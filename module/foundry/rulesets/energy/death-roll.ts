/**
 * The `energy` Death roll as a card step after damage: "In combat, this is almost always represented by a making a
 * Death roll every time you are damaged with 0 Aura." The damage step calls for it when the engine says so
 * (`deathRollDue`, damage/apply.ts); the active GM's client rolls it at once (a follow-up roll step,
 * procedure/steps/follow-up-roll.ts), the engine's `applyDeathRoll` reads the table row, and the target keeps what
 * the row says: Exhausted ("until the end of the next Round" or "until your next Short Rest"), bleeding out ("You
 * also must make a Death Save at the beginning of every Round until you are Stabilized"), unconscious ("You also
 * fall unconscious", cause: dying) or dead ("You die."). The major injury itself ("incapacitated arm, leg, hand,
 * etc") has no number in the seed: the card names it and the GM describes it. Exhausted until the next Short Rest
 * has no end of its own: the sheet's rests end it (rest/take-rest.ts, decisions 45 and 66).
 */
import { applyDeathRoll } from "../../../engine/rulesets/energy/damage/death.ts";
import { deathRollRequest, naturalFace } from "../../../engine/rulesets/energy/dice/d20.ts";
import type { DeathRollRow } from "../../../engine/rulesets/energy/tables/death.ts";
import { fightingCombatant } from "../../combat/fight-of.ts";
import { I18N_ROOT } from "../../constants.ts";
import type { ExpiryBoundary } from "../../effects/outcome-room.ts";
import { followUpRollStep, type FollowUpEffect } from "../../procedure/steps/follow-up-roll.ts";
import { creatureUpdate } from "./damage-update.ts";
import { energyActorView } from "./documents.ts";
import { energyOptions } from "./rule-variants.ts";
import { toEnergyActor } from "./sources.ts";

/** The Death roll's step id: the damage step's `follows` names it. */
export const DEATH_ROLL_STEP_ID = "deathRoll";

const KEY = `${I18N_ROOT}.Energy.DeathRoll`;

/** The row's Exhausted as a status with its end: the end of the next Round, or until the GM ends it (Short Rest). */
function exhaustion(row: DeathRollRow): { status: string; boundary: ExpiryBoundary | null }[] {
  if (row.exhausted === "endOfNextRound") return [{ status: "exhausted", boundary: "endOfNextRound" }];
  return row.exhausted === "shortRest" ? [{ status: "exhausted", boundary: null }] : [];
}

export const DEATH_ROLL_STEP = followUpRollStep({
  id: DEATH_ROLL_STEP_ID,
  awaiting: `${KEY}.awaiting`,
  label: `${KEY}.details`,
  button: { label: `${KEY}.button`, icon: "fa-solid fa-skull" },
  plan(target) {
    const view = energyActorView(target);
    if (!view) return { refused: `${I18N_ROOT}.Energy.Refusal.notEnergy` };
    const actor = toEnergyActor(view.source, view.statuses, view.suppressed);
    const round = fightingCombatant(target)?.parent?.round ?? 0;
    return {
      request: deathRollRequest(),
      read(result): FollowUpEffect {
        const face = naturalFace(result);
        const { actor: after, row } = applyDeathRoll(actor, face, round, energyOptions());
        const conditions = after.creature.dead ? [{ status: "dead", boundary: null }] : exhaustion(row);
        return {
          system: creatureUpdate(after.creature),
          conditions,
          summary: game.i18n.format(`${KEY}.${row.result}`, { face: String(face) }),
        };
      },
    };
  },
});
