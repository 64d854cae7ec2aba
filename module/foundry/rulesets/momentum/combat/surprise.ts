/**
 * Surprise's second half (seed 002): "A creature can be surprised by combat. In such a case, they act at the end of
 * the first round instead of using their normal initiative, and any enemy that is not surprised starts the combat
 * hidden from them." When round 1 begins, on the active GM's client: the engine's `applySurprise` over every
 * combatant (its side: its token's disposition, as Hide's enemies; surprised: the GM's mark on the tracker, decision
 * 72), and each creature that is not surprised is Hidden from its surprised enemies (effects/hidden-from.ts, decision
 * 133). The Surprised condition stays the tracker's mark, counted in round 1 by state.ts.
 */
import { applySurprise, type SurpriseParticipant } from "../../../../engine/rulesets/momentum/turns/surprise.ts";
import { withStoredHidden, writeHidden } from "../effects/hidden-from.ts";
import { enemiesOf } from "./enemies.ts";
import { momentumCombatantData, momentumEconomyActor } from "./state.ts";

interface Fighter {
  readonly document: Actor.Implementation;
  readonly participant: SurpriseParticipant;
}

const FIRST_ROUND = 1;

function fighterOf(combatant: Combatant.Implementation): Fighter[] {
  const actor = momentumEconomyActor(combatant, FIRST_ROUND);
  const data = momentumCombatantData(combatant);
  const document = combatant.actor;
  if (!actor || !data || !document) return [];
  // Already hidden (set by hand before the fight: from every enemy), the surprise adds to it.
  const everyone = enemiesOf(combatant, FIRST_ROUND).map((o) => o.id);
  const conditions = withStoredHidden(document, actor.conditions, everyone, FIRST_ROUND);
  const side = String(combatant.token?.disposition ?? "");
  return [{ document, participant: { id: document.uuid, side, surprised: data.surprised, conditions } }];
}

export async function hideFromTheSurprised(combat: Combat.Implementation): Promise<void> {
  const fighters = combat.combatants.contents.flatMap(fighterOf);
  if (!fighters.some((f) => f.participant.surprised)) return;
  const after = applySurprise(fighters.map((f) => f.participant));
  for (const { document, participant } of fighters) {
    const hidden = after[participant.id];
    if (participant.surprised || !hidden || hidden === participant.conditions) continue;
    await writeHidden(document, participant.conditions, hidden);
  }
}
