import type { RulesetId } from "../../../module/engine/core/ruleset.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { loopWorld, type LoopWorld } from "../chat/world-fixture.ts";

/** A started-or-not combat of the world's ruleset, created as core creates it (`base` types, then `_preCreate`). */
export async function createCombat(ruleset: RulesetId, actors: readonly FakeActor[]): Promise<FakeCombat> {
  await fake().game.settings.set("fray", "ruleset", ruleset);
  const combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments(
    "Combatant",
    actors.map((a) => ({ actorId: a.id })),
  );
  return combat;
}

export function combatantOf(combat: FakeCombat, actor: FakeActor): FakeCombatant {
  const found = combat.combatants.find((c) => c.actorId === actor.id);
  if (!found) throw new Error(`${actor.name} is not in the combat`);
  return found;
}

/** A combatant's stored `system`, as plain data. */
export function systemOf(combatant: FakeCombatant): Record<string, unknown> {
  return combatant.system.toObject();
}

/** The loop world in a started bonus combat: Aldo (initiative 15) acts before the Brute (7). */
export async function bonusFight(): Promise<{ w: LoopWorld; combat: FakeCombat }> {
  const w = await loopWorld();
  const combat = await createCombat("bonus", [w.aldo, w.brute]);
  await combatantOf(combat, w.aldo).update({ initiative: 15 });
  await combatantOf(combat, w.brute).update({ initiative: 7 });
  await combat.startCombat();
  return { w, combat };
}
