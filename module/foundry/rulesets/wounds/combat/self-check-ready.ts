/**
 * The set-up the Ready steps of the `wounds` self-check share (readied.ts, decisions 211, 229–230): on its turn the
 * attacker holds exactly Ready's AP plus the chosen action's and readies it through the room's spend; the step then
 * reads the attacker's AP and conditions and spends through the same relay as a player's client.
 */
import { isActive } from "../../../../engine/core/conditions/state.ts";
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import type { WoundsActionId } from "../../../../engine/rulesets/wounds/economy/actions.ts";
import type { ReadiedChoice } from "../../../../engine/rulesets/wounds/economy/readied.ts";
import { adjustPool } from "../../../combat/economy-access.ts";
import { requestSpend } from "../../../combat/spend.ts";
import { need } from "../../../self-check/expect.ts";
import type { Skirmish } from "../../../self-check/skirmish.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { woundsOptions } from "../rule-variants.ts";
import { woundsEconomyActor, woundsStateOf } from "./actor.ts";
import { readyAction } from "./readied.ts";

export interface ReadyingAttacker {
  readonly attacker: Actor.Implementation;
  readonly target: Actor.Implementation;
  readonly combatant: Combatant.Implementation;
  /** The refusal of the Ready spend; undefined when it was paid. */
  readonly readied: string | undefined;
  apNow(): number;
  has(status: string): boolean;
  /** The refusal of a spend as the attacker's owner asks it; undefined when it was paid. */
  spend(action: string): Promise<string | undefined>;
}

/** The attacker readies `choice`, whose own action is `action` (its AP is what the attacker is left to take it with). */
export async function readyOnItsTurn(
  s: Skirmish,
  choice: ReadiedChoice,
  action: WoundsActionId,
): Promise<ReadyingAttacker> {
  await toAttackersTurn(s);
  const { attacker, target } = need(s.actors, "the actors");
  const combatant = combatantOf(s, attacker, "the attacker's combatant");
  const apNow = () => apOf(need(woundsStateOf(combatant), "the attacker's wounds state"));
  const spend = async (spent: string) => {
    const reply = await requestSpend(attacker, { action: spent });
    return reply.ok ? undefined : reply.refused;
  };
  const options = woundsOptions();
  await adjustPool(combatant, "ap", apCost("ready", [], options) + apCost(action, [], options) - apNow());
  return {
    attacker,
    target,
    combatant,
    readied: await spend(readyAction(choice)),
    apNow,
    has: (status) => isActive(need(woundsEconomyActor(combatant), "the attacker").conditions, status),
    spend,
  };
}
