import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { takeAction, useAttack } from "../../../../module/engine/rulesets/momentum/economy/act.ts";
import { pool } from "../../../../module/engine/rulesets/momentum/economy/combatant.ts";
import type { Pair } from "../../../../module/engine/rulesets/momentum/economy/pay.ts";
import { leanTakeAction, type LeanAction } from "../../../../module/engine/rulesets/momentum/sim/lean-action.ts";
import { actor, combatant, withConditions } from "../fixtures.ts";

const anyPair = fc
  .record({
    ap: fc.integer({ min: 0, max: 3 }),
    attacks: fc.integer({ min: 0, max: 2 }),
    spent: fc.integer({ min: 0, max: 3 }),
    vitality: fc.integer({ min: -3, max: 20 }),
    dead: fc.boolean(),
    statuses: fc.subarray(["stunned", "restrained", "prone", "defending", "shocked"]),
  })
  .map(({ ap, attacks, spent, vitality, dead, statuses }): Pair => {
    const c = combatant({ ap, attacks });
    return {
      actor: withConditions(actor({ vitality: { value: vitality, max: 20 }, dead }), statuses),
      combatant: { ...c, apSpentThisTurn: spent },
    };
  });

/** The engine's way: `takeAction` on the creature's own turn, and for a weapon at once the attack it grants. */
function engine(pair: Pair, action: LeanAction, round: number, abilityAP: number): Pair | undefined {
  const id = action === "weaponAttack" ? "attack" : action;
  const taken = takeAction(pair.actor, pair.combatant, { action: id, round, ownTurn: true, abilityAP });
  if (!taken.ok) return undefined;
  if (action !== "weaponAttack") return taken.state;
  const used = useAttack(taken.state.combatant, true);
  return used.ok ? { actor: taken.state.actor, combatant: used.state } : undefined;
}

describe("the simulation's lean takeAction", () => {
  it("pays and refuses as takeAction (and useAttack) do: the same actor and AP left, or a refusal", () => {
    fc.assert(
      fc.property(
        anyPair,
        fc.constantFrom<LeanAction>("weaponAttack", "useAbility", "defend"),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 3 }),
        (pair, action, round, abilityAP) => {
          const economy = { id: pair.combatant.id, ap: pool(pair.combatant, "ap") };
          const lean = leanTakeAction(pair.actor, economy, action, round, abilityAP);
          const paid = engine(pair, action, round, abilityAP);
          expect(lean === undefined).toBe(paid === undefined);
          if (lean === undefined || paid === undefined) {
            expect(economy.ap, "a refusal pays nothing").toBe(pool(pair.combatant, "ap"));
            return;
          }
          expect(lean).toEqual(paid.actor);
          expect(economy.ap).toBe(pool(paid.combatant, "ap"));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
