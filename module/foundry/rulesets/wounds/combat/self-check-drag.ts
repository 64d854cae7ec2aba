/**
 * The Drag step of the `wounds` self-check (drag-carry.ts; rules page decision 225), on the attacker's turn, as its
 * sheet's Drag button takes it (relayed as `fray.sheetAct`, the GM's own request here). Seed 004: "If you succeed, you
 * can spend up to 4 AP on movement before the end of the round, moving all others involved in the grapple with you."
 * The GM sets the attacker beside the target, both Grappling, and gives it the Drag's AP and 4 AP of movement; the
 * Drag's wild d20 explodes once (no Bandit's Power defense withstands it) and the won yards are kept on its
 * combatant; its walk one space down carries the target one space down, and its walk back carries it back, the
 * target paying nothing.
 */
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { DRAG_MOVEMENT_AP } from "../../../../engine/rulesets/wounds/actions/grapple.ts";
import { placeToken } from "../../../canvas/push.ts";
import { actFor, adjustPool } from "../../../combat/economy-access.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { requestSheetAct } from "../../../queries/sheet-act.ts";
import { eventually, expectEqual, expectThat, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { woundsOptions } from "../rule-variants.ts";
import { woundsStateOf } from "./actor.ts";
import { BUY_MOVEMENT_CONTROL } from "./controls.ts";
import { dragLeft } from "./drag-carry.ts";

const DRAG = "drag";

export const dragCarried: SkirmishStep = {
  id: "dragCarried",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.dragCarried`,
  async run(s) {
    await toAttackersTurn(s);
    const actors = need(s.actors, "the actors");
    const tokens = need(s.tokens, "the tokens");
    const dragger = combatantOf(s, actors.attacker);
    const size = need(tokens.target.parent, "the scene").grid.size;
    const home = { x: tokens.attacker.x, y: tokens.attacker.y };
    const targetHome = { x: tokens.target.x, y: tokens.target.y };
    await placeToken(tokens.attacker, { x: targetHome.x - size, y: targetHome.y });
    const grappling = async (active: boolean) => {
      for (const actor of [actors.attacker, actors.target]) await actor.toggleStatusEffect("grappling", { active });
    };
    await grappling(true);
    const ap = () => apOf(need(woundsStateOf(dragger), "the attacker's wounds state"));
    await adjustPool(dragger, "ap", apCost(DRAG, [], woundsOptions()) + DRAG_MOVEMENT_AP - ap());
    let dice = 0;
    s.dice.set((faces) => (dice++ === 0 ? faces : faces - 1));
    try {
      expectEqual(
        "Drag",
        true,
        await requestSheetAct(actors.attacker, { act: DRAG, targetUuid: actors.attacker.uuid }),
      );
    } finally {
      s.dice.set(undefined);
    }
    const carried = combatantOf(s, actors.target);
    const pool = () => need(woundsStateOf(carried), "the target's wounds state").movement;
    const targetPool = pool();
    const won = dragLeft(dragger);
    expectThat(won > 0, "the won Drag's yards kept on the attacker's combatant", won);
    await actFor(dragger, BUY_MOVEMENT_CONTROL.id, String(DRAG_MOVEMENT_AP));
    const targetAt = () => [tokens.target.x, tokens.target.y];
    await tokens.attacker.update({ y: targetHome.y + size });
    await eventually(() => tokens.target.y === targetHome.y + size, "the target carried a space down", targetAt);
    await tokens.attacker.update({ y: targetHome.y });
    await eventually(() => tokens.target.y === targetHome.y, "the target carried back", targetAt);
    expectEqual("the target's column", targetHome.x, tokens.target.x);
    expectEqual("the target's movement, carried", targetPool, pool());
    await grappling(false);
    await placeToken(tokens.attacker, home);
  },
};
