/**
 * An act gives a hidden creature away (seed 002, Hide): "You stop being hidden if an enemy sees you or you take any
 * action that would clearly give away your location. You stay hidden until the end of the turn if this happens during
 * your turn." Which acts do is the engine's `givesAwayLocation` (decisions 134 and 158): the card's weapon attack and
 * an Ability that attacks or deals damage, once paid (spend.ts), and a contest with an enemy, once paid (contest.ts,
 * escape.ts, pass-enemy.ts). On the active GM's client: the engine's `reveal` on the relation as stored
 * (effects/hidden-from.ts; a Hidden set by hand: from every enemy in the combat). An attack keeps its advantage: it
 * was planned, and is planned again by the GM, while Hidden still stands this turn.
 */
import { givesAwayLocation, type LocatingAct } from "../../../../engine/rulesets/momentum/actions/give-away.ts";
import { reveal } from "../../../../engine/rulesets/momentum/relations.ts";
import { withStoredHidden, writeHidden } from "../effects/hidden-from.ts";
import type { MomentumAbilitySource } from "../sources.ts";
import { enemiesOf } from "./enemies.ts";
import { momentumEconomyActor } from "./state.ts";
import { isOwnTurn } from "./turn.ts";

/** Using this Ability, as the engine weighs it: does it roll against a target, does it deal damage? */
export function abilityAct(ability: MomentumAbilitySource): LocatingAct {
  return { kind: "ability", rolls: ability.delivery !== "effect", dealsDamage: ability.damage.length > 0 };
}

/** GM: `combatant` took `act`; when it gives its location away, it is revealed. */
export async function revealBy(combatant: Combatant.Implementation, act: LocatingAct): Promise<void> {
  const round = combatant.combat?.round ?? 0;
  const actor = momentumEconomyActor(combatant, round);
  const doc = combatant.actor;
  if (!actor || !doc || combatant.id === null || !doc.statuses.has("hidden") || !givesAwayLocation(act)) return;
  const everyone = enemiesOf(combatant, round).map((o) => o.id);
  const hidden = withStoredHidden(doc, actor.conditions, everyone, round);
  await writeHidden(doc, actor.conditions, reveal(hidden, combatant.id, isOwnTurn(combatant), round));
}
