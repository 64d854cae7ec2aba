/**
 * Rebuff at the table. Seed 004: "Reaction: Rebuff. Trigger A creature you can see attempts to approach closer than
 * your weapon's optimal reach. You use your weapon to make an attack against the target before it moves. On a hit,
 * the severity of any wound dealt is increased one step."
 *
 * The active GM's client sees every move of a fighting token (combat/token-moved.ts). When the move brought it closer
 * to another combatant and inside the optimal reach of one of that combatant's equipped melee weapons, in its sight
 * (the engine's `rebuffTriggered`), the GM posts a prompted reaction (chat/reaction-prompt/) offering each such
 * combatant, able to react now, a Rebuff with those weapons. The reactor's attack is the normal card with the Rebuff
 * chosen (+1 wound level, dialog locked on it); its spend, `rebuff:<messageId>`, is the engine's `takeReaction`
 * (3 AP, none at initiative 0, one reaction per prompt), checked on the GM's side against the prompt the GM posted
 * (spend.ts). The token has already moved when Foundry reports it: the attack is rolled where the creature stands now,
 * inside the reach, and the GM moves it back if the Rebuff stops it (docs/rules/wounds.md decision 102).
 */
import { rebuffTriggered } from "../../../../engine/rulesets/wounds/actions/triggers.ts";
import { coverFromFraction } from "../../../../engine/rulesets/wounds/combat/cover.ts";
import { takeReaction } from "../../../../engine/rulesets/wounds/economy/reactions.ts";
import type { TokenAt } from "../../../canvas/read-scene.ts";
import { readPair, readPairBefore } from "../../../canvas/situate.ts";
import { offerReaction } from "../../../chat/reaction-prompt/offer.ts";
import type { PromptAttack } from "../../../chat/reaction-prompt/prompt.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsWeaponOf } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { REBUFF_TOGGLE } from "../situation/catalog.ts";
import { woundsEconomyActor, woundsStateOf } from "./actor.ts";
import { scoresOf } from "./initiative.ts";

export const REBUFF = "rebuff";
const KEY = `${I18N_ROOT}.Wounds.Rebuff`;

/** Could the combatant take a Rebuff now (alive, able to react, initiative above 0, the AP)? */
function ableToRebuff(combatant: Combatant.Implementation): boolean {
  const state = woundsStateOf(combatant);
  const actor = woundsEconomyActor(combatant);
  const combat = combatant.combat;
  if (!state || !actor || !combat) return false;
  const request = { reaction: REBUFF, trigger: `${REBUFF}:probe`, scores: scoresOf(combat) } as const;
  return takeReaction(actor, state, request, woundsOptions()).ok;
}

/**
 * The item as a weapon a Rebuff is made with (an equipped melee one), or undefined. The GM also pays a Rebuff only for
 * such a weapon (prompted.ts).
 */
export function rebuffWeaponOf(item: Item.Implementation) {
  const weapon = woundsWeaponOf(item);
  return weapon && weapon.data.kind !== "ranged" && weapon.data.equipped ? weapon : undefined;
}

/** The equipped melee weapons of `reactor` whose optimal reach the move crossed, in its sight. */
function rebuffWeapons(
  reactor: TokenDocument.Implementation,
  moved: TokenDocument.Implementation,
  origin: TokenAt,
): PromptAttack[] {
  const actor = reactor.actor;
  const before = readPairBefore("wounds", reactor, moved, origin);
  const after = readPair("wounds", reactor, moved);
  if (!actor || !before || !after) return [];
  const canSee = coverFromFraction(after.cover.fraction, woundsOptions()) !== "noLineOfSight";
  return actor.items.contents.flatMap((item) => {
    const weapon = rebuffWeaponOf(item);
    if (!weapon) return [];
    const triggered = rebuffTriggered(canSee, before.distance, after.distance, weapon.data.reach);
    return triggered ? [{ itemId: weapon.id, name: weapon.name }] : [];
  });
}

/**
 * GM, when a fighting token moved: a Rebuff prompt for the combatants whose reach it approached. Nothing is posted
 * when nobody may Rebuff (every step of every fight would otherwise leave a line in chat).
 */
export async function offerRebuff(
  mover: Combatant.Implementation,
  moved: TokenDocument.Implementation,
  origin: TokenAt,
): Promise<void> {
  const rule = {
    attacksOf: (_other: Combatant.Implementation, token: TokenDocument.Implementation) =>
      rebuffWeapons(token, moved, origin),
    able: ableToRebuff,
  };
  const offer = {
    reaction: REBUFF,
    label: `${KEY}.label`,
    line: `${KEY}.approaches`,
    choices: { [REBUFF_TOGGLE]: true },
  };
  await offerReaction(mover, offer, rule);
}
