/**
 * One Round boundary of an `energy` combat for every combatant: the engine's `energyAtBoundary` ("At the beginning
 * of each Round, your Energy pool is reset based on your Stamina. Your Agility pool resets to your Maximum
 * Agility"; the once-per-Round uses clear), the Round's pass and Initiative marks cleared, and the rolls the engine
 * says are due (round-rolls.ts: Death Saves, wake rolls) rolled, applied and posted in one summary. A Death Save of
 * 1 ("You die.") marks the combatant defeated and sets the Dead status (core's DEFEATED role); 2-4 sets Unconscious.
 */
import type { BoundaryEvent } from "../../../../engine/core/turns/boundary.ts";
import { energyAtBoundary } from "../../../../engine/rulesets/energy/economy/boundary.ts";
import { postSummary, type SummaryLine } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { FrayRoll } from "../../../dice/fray-roll.ts";
import { setCondition, setDamageConditions } from "../../../effects/apply-outcome.ts";
import { wakeFromDamage } from "../../../effects/wake.ts";
import { creatureUpdate } from "../damage-update.ts";
import { energyOptions } from "../rule-variants.ts";
import { deathSave, wakeRoll, type RoundRoll } from "./round-rolls.ts";
import { energyCombatantData, energyEconomyActor, fromEnergyState, toEnergyState } from "./state.ts";

/** Writes a Death Save's outcome: the creature's state, then its statuses and the combatant's defeat. */
async function applyDeathSaveOutcome(combatant: Combatant.Implementation, saved: RoundRoll): Promise<void> {
  const actor = combatant.actor;
  if (!actor) return;
  await actor.update({ system: creatureUpdate(saved.actor.creature) });
  if (!saved.actor.creature.dead) {
    await setDamageConditions("energy", actor);
    return;
  }
  await setCondition(actor, "dead", null);
  await combatant.update({ defeated: true });
}

export async function applyEnergyBoundary(combat: Combat.Implementation, event: BoundaryEvent): Promise<void> {
  // Rounds have no turns; the Round's end only expires effects (done for every ruleset by the Combat).
  if (event.kind !== "roundStart") return;
  const lines: SummaryLine[] = [];
  const rolls: FrayRoll[] = [];
  // The world's options (Exhausted's Energy refill) for every combatant of this boundary.
  const options = energyOptions();
  for (const combatant of combat.combatants) {
    const data = energyCombatantData(combatant);
    const actor = energyEconomyActor(combatant);
    if (!data || !actor || !combatant.actor || combatant.id === null) continue;
    const result = energyAtBoundary(actor, toEnergyState(combatant.id, data), event, options);
    await combatant.update({
      system: {
        ...fromEnergyState(result.combatant),
        passed: false,
        holdsInitiative: false,
        initiative: null,
        interrupts: [],
        // "you still ignore the Condition until the end of the Round": the new Round reads it again.
        suppressed: [],
      },
    });
    let after = result.actor;
    if (result.due.includes("deathSave")) {
      const saved = await deathSave(after, event.round);
      await applyDeathSaveOutcome(combatant, saved);
      lines.push({ name: combatant.name ?? "", text: saved.text });
      rolls.push(saved.roll);
      after = saved.actor;
    }
    if (result.due.includes("wakeRoll") && !after.creature.dead) {
      const woke = await wakeRoll(after);
      await combatant.actor.update({ system: creatureUpdate(woke.actor.creature) });
      // "in which case you wake up": the Unconscious that damage set ends with it (effects/wake.ts).
      await wakeFromDamage(combatant.actor);
      lines.push({ name: combatant.name ?? "", text: woke.text });
      rolls.push(woke.roll);
    }
  }
  await postSummary(game.i18n.format(`${I18N_ROOT}.Energy.Wake.title`, { round: String(event.round) }), lines, rolls);
}
