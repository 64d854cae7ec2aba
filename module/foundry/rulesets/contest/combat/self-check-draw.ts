/**
 * The draw-and-stow step of the `contest` self-check (draw-stow.ts, rules page decision 153): "Manipulate. You
 * interact with an object within touch, such as drawing or stowing a sword". The attacker's Manipulate naming its
 * weapon stows it for 1 AP, a second draws it again for 1 AP more; the GM's −/+ then gives the 2 AP back for the
 * steps after.
 */
import { DEFAULT_CONTEST_OPTIONS } from "../../../../engine/rulesets/contest/options.ts";
import { roomOf } from "../../../combat/rooms.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { Skirmish, SkirmishStep } from "../../../self-check/skirmish.ts";
import { poolOf } from "../../../self-check/steps/pools.ts";
import { ContestWeaponModel } from "../data/item-models.ts";
import { drawStowAction, MANIPULATE } from "./draw-stow.ts";
import { combatantOf } from "./self-check-steps.ts";

function drawn(s: Skirmish, weaponId: string): boolean | undefined {
  const system = need(s.actors, "the actors").attacker.items.get(weaponId)?.system;
  return system instanceof ContestWeaponModel ? system.equipped : undefined;
}

export const drawStow: SkirmishStep = {
  id: "drawStow",
  labelKey: `${I18N_ROOT}.Contest.SelfCheck.drawStow`,
  async run(s) {
    const acting = combatantOf(s, "attacker");
    const room = need(roomOf(acting), "the contest combat room");
    const weaponId = need(s.weaponId, "the weapon");
    const cost = DEFAULT_CONTEST_OPTIONS.economy.actionCosts[MANIPULATE];
    const before = poolOf(s, "attacker", "ap").value;
    for (const [step, equipped] of [
      [1, false],
      [2, true],
    ] as const) {
      expectEqual(
        `Manipulate ${String(step)}'s refusal`,
        undefined,
        await room.spend(acting, { action: drawStowAction(weaponId) }),
      );
      expectEqual(`the weapon drawn after Manipulate ${String(step)}`, equipped, drawn(s, weaponId));
      expectEqual(`the AP after Manipulate ${String(step)}`, before - step * cost, poolOf(s, "attacker", "ap").value);
    }
    expectEqual("the GM's −/+ on the AP", undefined, await room.adjustPool(acting, "ap", 2 * cost));
  },
};
