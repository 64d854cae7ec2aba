/**
 * One action's check, rolled on the GM's client and posted (docs/rules/wounds.md decision 172): against a number, a
 * check card (chat/check-card/, decision 155); against the other creature's own roll (Hinder's Disarm and Distract),
 * the shared opposed card (chat/opposed-card/), its tie rule the world's `opposedTies`. The plan's effect runs once
 * the outcome is known and before the card is posted, so the card says what the documents now carry. Rolled for
 * another user's creature, so public whatever the GM's roll mode.
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import type { RollResult } from "../../../../engine/core/dice/result.ts";
import { winsOpposed } from "../../../../engine/core/odds/opposed.ts";
import { rollCheckCard, type CheckFollowUp } from "../../../chat/check-card/post.ts";
import type { OpposedTies } from "../../../chat/opposed-card/data.ts";
import { postOpposedCard } from "../../../chat/opposed-card/post.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { PUBLIC_ROLL } from "../../../dice/roll-visibility.ts";
import { woundsOptions } from "../rule-variants.ts";
import { checkCardCritical } from "./critical.ts";

/** What the check decided: whether it succeeded, by how much (over the TN, or over the other's total), its total. */
export interface CheckOutcome {
  readonly success: boolean;
  readonly margin: number;
  readonly total: number;
}

/** The other creature's roll in an opposed check, as the opposed card names it. */
export interface Opposing {
  readonly actor: Actor.Implementation;
  readonly check: string;
  readonly request: DiceRequest;
}

export interface CheckPlan {
  /** What is rolled, as the card names it ("Pin on Ogre"), localized. */
  readonly check: string;
  /** The taker's request; it carries its TN unless an `opposing` roll is its opposition. */
  readonly request: DiceRequest;
  /** A wild roll (a combat check) names its criticals; a standard skill check does not (decision 2). */
  readonly wild: boolean;
  readonly opposing?: Opposing;
  /** What the outcome does to the documents, in words for the card. */
  readonly effect: (outcome: CheckOutcome) => Promise<readonly string[]>;
}

async function evaluated(request: DiceRequest) {
  const roll = FrayRoll.fromRequest(request);
  await roll.evaluate();
  return { roll, result: roll.interpret(request) };
}

/** The card's tie rule from `opposedTies`: the hinderer is the card's initiator, the engine's "attacker". */
function cardTies(): OpposedTies {
  return woundsOptions().opposedTies === "attacker" ? "initiator" : "opponent";
}

async function rollOpposed(actor: Actor.Implementation, plan: CheckPlan, opposing: Opposing): Promise<void> {
  const own = await evaluated(plan.request);
  const theirs = await evaluated(opposing.request);
  const margin = own.result.total - theirs.result.total;
  const success = winsOpposed(own.result.total, theirs.result.total, woundsOptions().opposedTies);
  const effects = await plan.effect({ success, margin, total: own.result.total });
  await postOpposedCard({
    action: plan.check,
    ties: cardTies(),
    initiator: { actor, check: plan.check, request: plan.request, roll: own.roll },
    opponents: [{ actor: opposing.actor, check: opposing.check, request: opposing.request, roll: theirs.roll }],
    effects,
    visibility: PUBLIC_ROLL,
  });
}

/** Rolls the plan's check, does what its outcome does, and posts the card. */
export async function rollCheckPlan(actor: Actor.Implementation, plan: CheckPlan): Promise<void> {
  if (plan.opposing) {
    await rollOpposed(actor, plan, plan.opposing);
    return;
  }
  const followUp = async (result: RollResult): Promise<CheckFollowUp> => {
    // A check with no TN (a second Dash) succeeds as rolled: its total is what it does.
    const outcome = { success: result.success ?? true, margin: result.margin ?? 0, total: result.total };
    return { effects: await plan.effect(outcome), rolls: [] };
  };
  await rollCheckCard({
    actor,
    check: plan.check,
    request: plan.request,
    critical: checkCardCritical(plan.wild),
    followUp,
    visibility: PUBLIC_ROLL,
  });
}
