import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundEvents } from "../../../../module/engine/core/turns/round.ts";
import { takeAction } from "../../../../module/engine/rulesets/bonus/economy/act.ts";
import { BONUS_ACTION_IDS } from "../../../../module/engine/rulesets/bonus/economy/actions.ts";
import type { BonusActor } from "../../../../module/engine/rulesets/bonus/economy/actor.ts";
import { assignSurpriseRole } from "../../../../module/engine/rulesets/bonus/economy/ambush.ts";
import { bonusAtBoundary } from "../../../../module/engine/rulesets/bonus/economy/boundary.ts";
import {
  newBonusCombatant,
  type BonusCombatantState,
} from "../../../../module/engine/rulesets/bonus/economy/combatant.ts";
import {
  BONUS_TURN_STRUCTURE,
  bonusInitiativeOrder,
} from "../../../../module/engine/rulesets/bonus/economy/initiative.ts";
import { actor, combatant, withConditions } from "./fixtures.ts";

interface Side {
  actor: BonusActor;
  combatant: BonusCombatantState;
}

describe("a bonus encounter, boundary by boundary", () => {
  it("round 1 of an ambush: the ambusher acts with 3 actions, the ambushed with 1; round 2 both have 2", () => {
    const sides: Record<string, Side> = {
      hunter: {
        actor: { ...actor(), conditions: assignSurpriseRole(actor().conditions, "ambusher") },
        combatant: newBonusCombatant("hunter"),
      },
      prey: {
        actor: { ...actor(), conditions: assignSurpriseRole(actor().conditions, "ambushed") },
        combatant: newBonusCombatant("prey"),
      },
    };
    const order = bonusInitiativeOrder([
      { id: "prey", total: 17, speed: 30 },
      { id: "hunter", total: 12, speed: 30 },
    ]);
    const actionsAtTurnStart: string[] = [];
    for (const round of [1, 2]) {
      for (const event of roundEvents(BONUS_TURN_STRUCTURE, order, round)) {
        for (const [id, side] of Object.entries(sides)) {
          const next = bonusAtBoundary(side.actor, side.combatant, event);
          sides[id] = { actor: next.actor, combatant: next.combatant };
          if (event.kind === "turnStart" && event.combatant === id) {
            actionsAtTurnStart.push(`R${round} ${id} ${next.combatant.economy.pools.actions ?? 0}`);
          }
        }
      }
    }
    expect(actionsAtTurnStart).toEqual(["R1 prey 1", "R1 hunter 3", "R2 prey 2", "R2 hunter 2"]);
  });

  it("property: a refused action changes nothing, an accepted one never leaves a pool negative", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BONUS_ACTION_IDS),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 12 }),
        fc.boolean(),
        fc.subarray(["prone", "bound", "defending"]),
        fc.integer({ min: 1, max: 4 }),
        (action, actions, vigor, offHand, conditions, cost) => {
          const a = withConditions(actor({}, { vigor: { value: vigor, max: 20 } }), conditions);
          const c = combatant(actions);
          const done = takeAction(a, c, { action, round: 2, ownTurn: true, offHand, actions: cost });
          if (!done.ok) {
            expect(done.state.actor).toBe(a);
            expect(done.state.combatant).toBe(c);
            return;
          }
          expect(done.state.combatant.economy.pools.actions).toBeGreaterThanOrEqual(0);
          expect(done.state.actor.creature.vigor.value).toBeGreaterThanOrEqual(0);
          expect(done.state.actor.creature.mana.value).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
