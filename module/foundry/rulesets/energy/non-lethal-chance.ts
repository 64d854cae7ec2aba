/**
 * The Non-Lethal Chance roll as a card step after damage: "Unarmed attacks may freely deal Non-Lethal damage. Other
 * attacks require a Chance roll to determine if the damage is lethal or Non-Lethal", at the table's threshold ("Blunt
 * melee weapon >=5, Other melee weapon >=10, Ranged/thrown weapon >=15"), 5 lower per −3 AV step taken. "Non-Lethal
 * damage reduces Aura Strength just like lethal (normal) damage": the two differ only once the damage reaches a
 * creature at 0 Aura, so the Chance roll is rolled then, in place of the Death roll the damage would call for
 * (decision 67). The active GM's client rolls it (a follow-up roll step, procedure/steps/follow-up-roll.ts). At or
 * above the threshold the target takes Non-Lethal's consequences ("You are Exhausted … until the end of the next
 * Round"; "they are Shaken until their next Short Rest and lose 5 Stamina", as the world setting
 * `nonLethalAtZeroAura` says); below it the damage is lethal and the Death roll follows (death-roll.ts).
 */
import { nonLethalThreshold } from "../../../engine/rulesets/energy/attack/non-lethal.ts";
import { nonLethalAtZero, type EnergyDamageEvent } from "../../../engine/rulesets/energy/damage/apply.ts";
import { chanceRollRequest, naturalFace } from "../../../engine/rulesets/energy/dice/d20.ts";
import { fightingCombatant } from "../../combat/fight-of.ts";
import { I18N_ROOT } from "../../constants.ts";
import { followUpRollStep, type FollowUpEffect } from "../../procedure/steps/follow-up-roll.ts";
import { creatureUpdate } from "./damage-update.ts";
import { DEATH_ROLL_STEP_ID } from "./death-roll.ts";
import { energyActorView, energyWeaponOf } from "./documents.ts";
import { energyOptions } from "./rule-variants.ts";
import { nonLethalAttackOf, nonLethalChosen } from "./situation/non-lethal.ts";
import { toEnergyActor } from "./sources.ts";

/** The Chance roll's step id: the damage step's `follows` names it in place of the Death roll's. */
export const NON_LETHAL_CHANCE_STEP_ID = "nonLethalChance";

const KEY = `${I18N_ROOT}.Energy.NonLethal`;
const NOT_ENERGY = { refused: `${I18N_ROOT}.Energy.Refusal.notEnergy` };

type AtZero = Extract<EnergyDamageEvent, { kind: "nonLethalAtZero" }>;
const isAtZero = (event: EnergyDamageEvent): event is AtZero => event.kind === "nonLethalAtZero";

/**
 * The statuses Non-Lethal damage at 0 Aura sets, each with its end: Exhausted "until the end of the next Round";
 * Shaken "until their next Short Rest", with no end of its own (the sheet's rests end it, decision 66).
 */
export function nonLethalStatuses(events: readonly EnergyDamageEvent[]) {
  const { exhausted, shaken } = events.find(isAtZero) ?? { exhausted: false, shaken: false };
  return [
    ...(exhausted ? [{ status: "exhausted", boundary: "endOfNextRound" as const }] : []),
    ...(shaken ? [{ status: "shaken", boundary: null }] : []),
  ];
}

/** What Non-Lethal damage at 0 Aura did, in the card's words. */
function consequences(exhausted: boolean, shaken: boolean, stamina: number): string {
  const parts = [
    ...(exhausted ? [game.i18n.localize(`${KEY}.exhausted`)] : []),
    ...(shaken ? [game.i18n.format(`${KEY}.shaken`, { stamina: String(stamina) })] : []),
  ];
  return parts.join("; ");
}

export const NON_LETHAL_CHANCE_STEP = followUpRollStep({
  id: NON_LETHAL_CHANCE_STEP_ID,
  awaiting: `${KEY}.awaiting`,
  label: `${KEY}.details`,
  button: { label: `${KEY}.button`, icon: "fa-solid fa-hand-fist" },
  plan(target, { row, item }) {
    const view = energyActorView(target);
    const weapon = item ? energyWeaponOf(item) : undefined;
    const choices = row.situation?.choices ?? {};
    const chosen = nonLethalChosen(choices);
    if (!view || !weapon || !chosen) return NOT_ENERGY;
    const needed = nonLethalThreshold(nonLethalAttackOf(weapon, choices), chosen.steps) ?? 1;
    const actor = toEnergyActor(view.source, view.statuses, view.suppressed);
    const round = fightingCombatant(target)?.parent?.round ?? 0;
    return {
      request: chanceRollRequest(needed),
      read(result): FollowUpEffect {
        const face = naturalFace(result);
        const data = { face: String(face), needed: String(needed) };
        if (face < needed) {
          return {
            system: {},
            conditions: [],
            summary: game.i18n.format(`${KEY}.lethal`, data),
            follows: [DEATH_ROLL_STEP_ID],
          };
        }
        const { actor: after, events } = nonLethalAtZero(actor, round, energyOptions());
        const { exhausted, shaken, stamina } = events.find(isAtZero) ?? { exhausted: false, shaken: false, stamina: 0 };
        return {
          system: creatureUpdate(after.creature),
          conditions: nonLethalStatuses(events),
          summary: game.i18n.format(`${KEY}.nonLethal`, {
            ...data,
            what: consequences(exhausted, shaken, stamina),
          }),
        };
      },
    };
  },
});
