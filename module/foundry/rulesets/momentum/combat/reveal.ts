/**
 * An attack gives a hidden attacker away (seed 002, Hide): "You stop being hidden if an enemy sees you or you take any
 * action that would clearly give away your location. You stay hidden until the end of the turn if this happens during
 * your turn." On the active GM's client, once the card's weapon attack is paid (spend.ts): the engine's `reveal` on
 * the relation as stored (effects/hidden-from.ts; a Hidden set by hand: from every enemy in the combat). The attack
 * itself keeps its advantage: it was planned, and is planned again by the GM, while Hidden still stands this turn.
 */
import { reveal } from "../../../../engine/rulesets/momentum/relations.ts";
import { withStoredHidden, writeHidden } from "../effects/hidden-from.ts";
import { enemiesOf } from "./enemies.ts";
import { momentumEconomyActor } from "./state.ts";
import { isOwnTurn } from "./turn.ts";

export async function revealByAttack(combatant: Combatant.Implementation): Promise<void> {
  const round = combatant.combat?.round ?? 0;
  const actor = momentumEconomyActor(combatant, round);
  const doc = combatant.actor;
  if (!actor || !doc || combatant.id === null || !doc.statuses.has("hidden")) return;
  const everyone = enemiesOf(combatant, round).map((o) => o.id);
  const hidden = withStoredHidden(doc, actor.conditions, everyone, round);
  await writeHidden(doc, actor.conditions, reveal(hidden, combatant.id, isOwnTurn(combatant), round));
}
