/**
 * The Cinematic a `momentum` combatant paid, kept on the combatant by the GM's spend so that its Skill Check can
 * follow (cinematic-check.ts; rules page decision 142): "Should the GM agree, you must then make a Skill Check
 * determined by the GM." A Cinematic Action or Reaction alone is "solo"; a Cooperative Cinematic Action's is "lead",
 * and a Cooperative Cinematic Reaction joins the lead whose turn it is ("Two or more characters can perform a
 * Cooperative Cinematic Action. Each character beyond the first has to perform a reaction (2 RP) to participate"),
 * refused before anything is paid when there is none, or when the lead has already rolled its check.
 */
import type { Refusal } from "../../../combat-room.ts";
import type { SpendRequest } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { cinematicOfRound, waitsForCheck, type CinematicRecord, type CinematicRole } from "./cinematic-roles.ts";
import { COOPERATIVE_OPTION, HOLD_OPTION, optionTaken } from "./options.ts";
import { CINEMATIC_ACTION, CINEMATIC_REACTION } from "./reactions.ts";
import { momentumCombatantData } from "./state.ts";
import { isOwnTurn } from "./turn.ts";

const NO_LEAD: Refusal = { refused: `${I18N_ROOT}.Momentum.Refusal.noCooperativeLead` };

/** The Cinematic a spend pays: its role and the lead it joins. */
export interface CinematicPaid {
  readonly role: Exclude<CinematicRole, "none">;
  readonly lead: string;
}

/** `combatant`'s Cinematic of the round under way, or undefined. */
export function cinematicOf(combatant: Combatant.Implementation): CinematicRecord | undefined {
  const record = momentumCombatantData(combatant)?.cinematic;
  return record && cinematicOfRound(record, combatant.combat?.round ?? 0);
}

/** Its Cinematic whose Skill Check is still to be made, or undefined. */
export function openCinematic(combatant: Combatant.Implementation): CinematicRecord | undefined {
  const record = momentumCombatantData(combatant)?.cinematic;
  return record && waitsForCheck(record, combatant.combat?.round ?? 0) ? record : undefined;
}

/** The combatants of the Cooperative Cinematic Action `lead` leads this round, the lead first. */
export function cooperativeMembers(lead: Combatant.Implementation): Combatant.Implementation[] {
  const combatants = lead.combat?.combatants.contents ?? [];
  const joined = combatants.filter((c) => c.id !== lead.id && cinematicOf(c)?.lead === lead.id);
  return [lead, ...joined];
}

/** The lead a Cooperative Cinematic Reaction joins: one whose turn it is, with its check not yet made. */
function leadToJoin(combatant: Combatant.Implementation): Combatant.Implementation | undefined {
  const combatants = combatant.combat?.combatants.contents ?? [];
  return combatants.find((c) => c.id !== combatant.id && isOwnTurn(c) && openCinematic(c)?.role === "lead");
}

/** The Cinematic `request` pays, a refusal when a participant has no lead to join, or undefined for any other spend. */
export function cinematicPaid(
  combatant: Combatant.Implementation,
  request: SpendRequest,
): CinematicPaid | Refusal | undefined {
  // A hold is refused by the held-action rules (rules page decision 104): nothing is paid, nothing recorded.
  if (optionTaken(request.options, HOLD_OPTION) > 0) return undefined;
  const cooperative = optionTaken(request.options, COOPERATIVE_OPTION) > 0;
  if (request.action === CINEMATIC_ACTION) {
    return cooperative ? { role: "lead", lead: combatant.id ?? "" } : { role: "solo", lead: "" };
  }
  if (request.action !== CINEMATIC_REACTION) return undefined;
  if (!cooperative) return { role: "solo", lead: "" };
  const lead = leadToJoin(combatant);
  return lead?.id ? { role: "participant", lead: lead.id } : NO_LEAD;
}

/** Keeps the paid Cinematic on the combatant, its check to come. */
export async function recordCinematic(combatant: Combatant.Implementation, paid: CinematicPaid): Promise<void> {
  const round = combatant.combat?.round ?? 0;
  const cinematic = { ...paid, round, rolled: false, success: false, critical: false };
  await combatant.update({ system: { cinematic } });
}
