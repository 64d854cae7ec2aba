/**
 * Harry at the table. Seed 004: "Reaction: Harry. Trigger A creature within reach of your melee weapon attempts to make
 * a ranged weapon attack or check. You use your weapon to threaten and harass the target, making their attacks more
 * difficult. The target suffers a -2 penalty to any ranged weapon attack or check made this round, including to the
 * triggering effect. You can only use this reaction once per round per target."
 *
 * The active GM's client sees every attack card posted in a fight (combat/attack-posted.ts). A `wounds` card is
 * declared before anything is rolled, so when its weapon is a ranged one the GM posts a prompted reaction
 * (chat/reaction-prompt/, no attack: `act`) offering each other combatant whose equipped melee weapon reaches the
 * attacker (the engine's `harryTriggered`), able to react now, a Harry with those weapons. Taking it is its spend,
 * `harry:<messageId>`: the engine's `takeReaction` (2 AP, none at initiative 0, one reaction per prompt, once per
 * round per target), checked on the GM's side against the prompt the GM posted (prompted.ts, spend.ts), after which
 * the attacker is Harried until the end of the round (`applyHarried`), which the card's roll reads when it is rolled
 * (docs/rules/wounds.md decision 104).
 */
import { harryTriggered } from "../../../../engine/rulesets/wounds/actions/triggers.ts";
import { applyHarried, takeReaction } from "../../../../engine/rulesets/wounds/economy/reactions.ts";
import { readPair } from "../../../canvas/situate.ts";
import { offerReaction } from "../../../chat/reaction-prompt/offer.ts";
import type { PromptAttack } from "../../../chat/reaction-prompt/prompt.ts";
import type { PostedAttack } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { woundsWeaponOf } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { woundsEconomyActor, woundsStateOf } from "./actor.ts";
import { scoresOf } from "./initiative.ts";

export const HARRY = "harry";
const KEY = `${I18N_ROOT}.Wounds.Harry`;

/** Could the combatant Harry `target` now (alive, able to react, initiative above 0, not yet this round, the AP)? */
function ableToHarry(combatant: Combatant.Implementation, target: string): boolean {
  const state = woundsStateOf(combatant);
  const actor = woundsEconomyActor(combatant);
  const combat = combatant.combat;
  if (!state || !actor || !combat) return false;
  const request = { reaction: HARRY, trigger: `${HARRY}:probe`, scores: scoresOf(combat), target } as const;
  return takeReaction(actor, state, request, woundsOptions()).ok;
}

/** The equipped melee weapons of `reactor` whose reach the attacker stands within. */
function harryWeapons(reactor: TokenDocument.Implementation, attacker: TokenDocument.Implementation): PromptAttack[] {
  const actor = reactor.actor;
  const pair = readPair("wounds", reactor, attacker);
  if (!actor || !pair) return [];
  return actor.items.contents.flatMap((item) => {
    const weapon = woundsWeaponOf(item);
    if (!weapon || weapon.data.kind === "ranged" || !weapon.data.equipped) return [];
    return harryTriggered(pair.distance, weapon.data.reach, true) ? [{ itemId: weapon.id, name: weapon.name }] : [];
  });
}

/**
 * GM, when a fighting combatant's attack card is posted: a Harry prompt when the attack is a ranged weapon's and a
 * melee weapon reaches the attacker. Nothing is posted when nobody may Harry.
 */
export async function offerHarry(attacker: Combatant.Implementation, attack: PostedAttack): Promise<void> {
  const token = attacker.token;
  const target = attacker.id;
  if (!token || target === null || woundsWeaponOf(attack.item)?.data.kind !== "ranged") return;
  const rule = {
    attacksOf: (_other: Combatant.Implementation, at: TokenDocument.Implementation) => harryWeapons(at, token),
    able: (other: Combatant.Implementation) => ableToHarry(other, target),
  };
  await offerReaction(attacker, { reaction: HARRY, label: `${KEY}.label`, line: `${KEY}.aims`, act: true }, rule);
}

/** GM, once a Harry is paid: "The target suffers a -2 penalty to any ranged weapon attack or check made this round". */
export async function harass(combat: Combat.Implementation, targetId: string): Promise<void> {
  const target = combat.combatants.get(targetId);
  const document = target?.actor;
  const actor = target ? woundsEconomyActor(target) : undefined;
  if (!document || !actor) return;
  await applyConditionChanges(document, actor.conditions, applyHarried(actor.conditions, combat.round));
}
