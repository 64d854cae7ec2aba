/**
 * The `momentum` self-check's lean out of full cover (rules page decision 125): "While you are in full cover, you can
 * lean towards a space next to you, allowing you to see and target anything as if you were standing in that space.
 * You have half cover while leaning out of full cover." A wall is drawn along the edge between the two creatures'
 * spaces and down past them, so the Raider's Throwing Darts find no line of sight to the Guard. The one acting leans
 * out towards the other through the room's spend (free: its pools unchanged); the darts then see the Guard — from the
 * Raider's lean space, or past the leaning Guard's cover at half cover. It stops leaning: full cover again. The wall
 * is taken away after, whatever happened.
 */
import { I18N_ROOT } from "../../constants.ts";
import { roomOf } from "../../combat/rooms.ts";
import { sceneSituationFor } from "../../canvas/situate.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { poolOf } from "../../self-check/steps/pools.ts";
import { leanOf } from "./canvas/lean.ts";
import { leanOutAction, STOP_LEANING } from "./combat/lean-actions.ts";
import { MOMENTUM_COMBAT_ROOM } from "./combat-room.ts";
import { actingAndOther } from "./self-check-fighters.ts";

/** The compendium Barbarian Raider's ranged weapon (packs/_source/momentum-monsters). */
const RANGED_WEAPON = "Throwing Darts";
const NO_SIGHT = `${I18N_ROOT}.Canvas.Refusal.noLineOfSight`;

export const leanStep: SkirmishStep = {
  id: "lean",
  labelKey: `${I18N_ROOT}.Momentum.SelfCheck.lean`,
  async run(s) {
    const { acting, other, who } = actingAndOther(s);
    const room = need(roomOf(acting), "the momentum combat room");
    const scene = need(s.scene, "the scene");
    const { attacker, target } = need(s.actors, "the actors");
    const darts = need(attacker.items.find((i) => i.name === RANGED_WEAPON) ?? undefined, `the ${RANGED_WEAPON}`);
    const targetToken = need(s.tokens, "the tokens").target;
    const own = need(acting.token, "the acting creature's token");
    const theirs = need(other.token, "the other's token");
    const edge = Math.max(own.x, theirs.x);
    const [drawn] = (await scene.createEmbeddedDocuments("Wall", [
      { c: [edge, own.y, edge, own.y + 2 * scene.grid.size] },
    ])) ?? [undefined];
    const wall = need(drawn, "the wall between the two");
    const read = () =>
      sceneSituationFor(
        "momentum",
        MOMENTUM_COMBAT_ROOM,
        { actor: attacker, item: darts },
        {
          actor: target,
          token: targetToken,
        },
      );
    try {
      expectEqual("the darts behind full cover", NO_SIGHT, read()?.refusal?.refused);
      const ap = poolOf(s, who, "ap").value;
      const lean = { action: leanOutAction(need(other.id, "the other combatant's id")) };
      expectEqual(`the ${who}'s lean`, undefined, await room.spend(acting, lean));
      expectThat(leanOf(acting) !== undefined, `the ${who} leans`, leanOf(acting));
      expectEqual(`the ${who}'s AP after the free lean`, ap, poolOf(s, who, "ap").value);
      const seen = read();
      expectEqual("the darts past the lean", undefined, seen?.refusal);
      if (who === "target") expectEqual("the leaning Guard's half cover", true, seen?.defaults["halfCover"]);
      expectEqual("stopping the lean", undefined, await room.spend(acting, { action: STOP_LEANING }));
      expectEqual("the darts once it stopped", NO_SIGHT, read()?.refusal?.refused);
    } finally {
      await wall.delete();
    }
  },
};
