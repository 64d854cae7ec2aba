/**
 * The Opportunity Attack a spell provokes. Seed 003, Positioning: "A creature provokes an opportunity attack when it
 * performs one of the following actions: … Cast a Spell. Characters that cast spells which don't have the Melee Attack
 * trait." The active GM's client calls it once a spell's Use Magic is paid (spend.ts: `useMagic:<item>`, the engine's
 * `provokes`), and offers it as a move or a stand-up is offered (opportunity.ts): to each foe that has the caster in
 * an equipped melee weapon's reach, able to react, the engine deciding from the spell's Melee Attack trait
 * (`provokesOpportunityAttack`, rules page decision 97).
 */
import type { SpellTraits } from "../../../../engine/rulesets/contest/economy/act.ts";
import { withinReach } from "../../../../engine/rulesets/contest/geometry/reach.ts";
import { readPair } from "../../../canvas/situate.ts";
import { offer as offerOpportunity } from "./opportunity.ts";

export async function offerOpportunityOnCast(caster: Combatant.Implementation, spell: SpellTraits): Promise<void> {
  const token = caster.token;
  if (!token) return;
  await offerOpportunity(caster, "casts", (reactor, reachM) => {
    const pair = readPair("contest", reactor, token);
    return pair && withinReach(pair.distance, reachM)
      ? { kind: "castSpell", meleeAttackTrait: spell.meleeAttack }
      : undefined;
  });
}
