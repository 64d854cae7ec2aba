/**
 * A Swift Attack on a creature moving through Reach, as a prompted reaction. Seed 001: "When a creature moves through
 * your maximum Reach (and you are facing them), you may make a Swift Attack against them"; "You may only make one
 * Swift Attack per Round"; "if the attack is a melee attack, it only takes 1 Energy to perform".
 *
 * The active GM's client sees every move of a fighting token (combat/token-moved.ts). For each opponent (the other
 * side: whether a player owns the creature, as decision 70 splits a party) whose equipped melee or unarmed weapon
 * reaches where the mover stood before or after the move, facing it there with nothing walling it off (the engine's
 * `movesThroughReach`, `isFacing`), and who could make its Swift Attack now, the GM posts a prompted reaction
 * (chat/reaction-prompt/) offering those weapons. The reactor's attack is the normal card with the roll dialog's
 * Strike set to this Swift Attack, locked (situation/strike.ts `SWIFT_REACH`); its spend, `swiftReach:<messageId>`,
 * is taken only from the GM's open prompt offering it to this combatant (prompted.ts), as the engine's Swift Attack:
 * 1 Energy, the Round's one Swift Attack, so a second click or a replay is refused (rules page decision 72).
 */
import { isFacing } from "../../../../engine/rulesets/energy/geometry/facing.ts";
import { effectiveReach, movesThroughReach } from "../../../../engine/rulesets/energy/geometry/reach.ts";
import { takeAction } from "../../../../engine/rulesets/energy/economy/act.ts";
import type { TokenAt } from "../../../canvas/read-scene.ts";
import type { ScenePair } from "../../../canvas/pair.ts";
import { readPair, readPairBefore } from "../../../canvas/situate.ts";
import { offerReaction } from "../../../chat/reaction-prompt/offer.ts";
import { promptOffersAttack } from "../../../chat/reaction-prompt/offered-attack.ts";
import type { PromptAttack } from "../../../chat/reaction-prompt/prompt.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { energyActorView, energyWeaponOf } from "../documents.ts";
import { isRangedWeapon } from "../ranged-plan.ts";
import { energyOptions } from "../rule-variants.ts";
import { toEnergyWeapon } from "../sources.ts";
import { SWIFT_REACH } from "../situation/strike.ts";
import { swiftThroughReachRequest } from "./requests.ts";
import { energyCombatantData, energyEconomyActor, toEnergyState } from "./state.ts";

const KEY = `${I18N_ROOT}.Energy.SwiftReach`;

/** Could the combatant make its Swift Attack now (able to attack, the Round's Swift Attack unused, 1 Energy)? */
function ableToSwift(combatant: Combatant.Implementation): boolean {
  const data = energyCombatantData(combatant);
  const actor = energyEconomyActor(combatant);
  const round = combatant.combat?.round ?? 0;
  if (!data || !actor) return false;
  return takeAction(actor, toEnergyState(combatant.id ?? "", data), swiftThroughReachRequest(round), energyOptions())
    .ok;
}

/** The reactor faces the mover, with no wall between, where this reading stands. */
const facingClear = (p: ScenePair): boolean =>
  p.clearPath && isFacing(p.attacker.centre, p.attacker.heading, p.target.centre);

/**
 * The item as a weapon a Swift Attack is made with (an equipped melee or unarmed one), or undefined. The GM also pays
 * a Swift Attack only for such a weapon (prompted.ts).
 */
export function swiftWeaponOf(item: Item.Implementation) {
  const weapon = energyWeaponOf(item);
  return weapon && !isRangedWeapon(weapon) && weapon.data.equipped ? weapon : undefined;
}

/** The equipped melee and unarmed weapons of `reactor` whose Reach the move went through, facing the mover. */
function swiftWeapons(
  reactor: TokenDocument.Implementation,
  moved: TokenDocument.Implementation,
  origin: TokenAt,
): PromptAttack[] {
  const view = reactor.actor ? energyActorView(reactor.actor) : undefined;
  const before = readPairBefore("energy", reactor, moved, origin);
  const after = readPair("energy", reactor, moved);
  if (!reactor.actor || !view || !before || !after) return [];
  // The move is read where it started and where it ended: Foundry reports a finished move with its origin.
  const faced = [before, after].filter(facingClear).map((p) => p.spaces);
  return reactor.actor.items.contents.flatMap((item) => {
    const weapon = swiftWeaponOf(item);
    if (!weapon) return [];
    const reach = effectiveReach(toEnergyWeapon(weapon).reach, view.source.size);
    return movesThroughReach(faced, reach) ? [{ itemId: weapon.id, name: weapon.name }] : [];
  });
}

/**
 * GM, when a fighting token moved: a Swift Attack prompt for the opponents whose Reach it went through (the other side:
 * whether a player owns the creature), not defeated, able to make one now. Nothing is posted when nobody may make one
 * (every step of every fight would otherwise leave a line in chat).
 */
export async function offerSwiftThroughReach(
  mover: Combatant.Implementation,
  moved: TokenDocument.Implementation,
  origin: TokenAt,
): Promise<void> {
  const side = mover.actor?.hasPlayerOwner;
  if (side === undefined) return;
  const rule = {
    attacksOf: (other: Combatant.Implementation, token: TokenDocument.Implementation) =>
      other.isDefeated || other.actor?.hasPlayerOwner !== !side ? [] : swiftWeapons(token, moved, origin),
    able: ableToSwift,
  };
  const offer = {
    reaction: SWIFT_REACH,
    label: `${KEY}.label`,
    line: `${KEY}.moves`,
    choices: { [SWIFT_REACH]: true },
  };
  await offerReaction(mover, offer, rule);
}

/**
 * Does an open prompt of the GM's offer `attacker` a Swift Attack with `itemId` against `target` now? Only then may an
 * attack be planned as one (combat-room.ts): the Reach was read on the move, so the plan does not measure it again
 * (rules page decisions 72 and 91). No target, no prompt.
 */
export function swiftReachOffered(
  attacker: Actor.Implementation,
  itemId: string,
  target: Actor.Implementation | undefined,
): boolean {
  return target !== undefined && promptOffersAttack(SWIFT_REACH, attacker, itemId, target);
}
