import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { woundsAtBoundary } from "../../../../module/engine/rulesets/wounds/economy/boundary.ts";
import { takeAction } from "../../../../module/engine/rulesets/wounds/economy/act.ts";
import { apOf } from "../../../../module/engine/rulesets/wounds/economy/combatant.ts";
import { enterFight, type WoundsFighterSpec } from "../../../../module/engine/rulesets/wounds/sim/fighter.ts";
import { leanBoundary, leanTakeAction } from "../../../../module/engine/rulesets/wounds/sim/lean-economy.ts";
import { anEvent, aCreature } from "../arbitraries.ts";
import { actor, combatant, withConditions } from "../fixtures.ts";

const statuses = fc.subarray(["defending", "surprised", "readied", "unconscious", "pinned", "prone"]);
const duration = fc.constantFrom(
  { kind: "permanent" } as const,
  { kind: "untilTurnStart", holder: "me" } as const,
  { kind: "rounds", count: 1 } as const,
);

const aState = fc
  .record({ creature: aCreature, statuses, duration, ap: fc.integer({ min: 0, max: 80 }) })
  .map((s) => ({ actor: withConditions(actor(s.creature), s.statuses, s.duration), ap: s.ap }));

const planFor = (a: ReturnType<typeof actor>) => {
  const spec: WoundsFighterSpec = { id: "me", name: "Me", actor: a, weapons: [], blocks: [], toughness: {} };
  return enterFight(spec, 0).plan;
};

describe("the simulation's lean economy", () => {
  it("gains AP and ends conditions at every boundary as woundsAtBoundary does", () => {
    fc.assert(
      fc.property(aState, anEvent, (state, event) => {
        const engine = woundsAtBoundary(state.actor, combatant(state.ap), event);
        const lean = leanBoundary(state, planFor(state.actor), event, "me");
        expect({ actor: lean.actor, ap: lean.ap }).toEqual({ actor: engine.actor, ap: apOf(engine.combatant) });
      }),
      { numRuns: 1500 },
    );
  });

  it("pays an attack action, Cast a Spell or Defend on its own turn as takeAction does, and refuses what it refuses", () => {
    const actions = fc.constantFrom<"quickAttack" | "standardAttack" | "strongAttack" | "castSpell" | "defend">(
      "quickAttack",
      "standardAttack",
      "strongAttack",
      "castSpell",
      "defend",
    );
    const costs = { quickAttack: 3, standardAttack: 4, strongAttack: 6, castSpell: 4, defend: 2 };
    fc.assert(
      fc.property(aState, actions, fc.integer({ min: 1, max: 5 }), (state, action, round) => {
        const engine = takeAction(state.actor, combatant(state.ap), { action, round, turn: { kind: "own" } });
        const lean = leanTakeAction(state, action, costs[action], "me", round);
        // The simulation never declares an act it must pay over several turns: short of AP it does not act.
        if (!engine.ok || !engine.state.completed) expect(lean).toBeUndefined();
        else expect(lean).toEqual({ actor: engine.state.actor, ap: apOf(engine.state.combatant) });
      }),
      { numRuns: 1500 },
    );
  });
});
