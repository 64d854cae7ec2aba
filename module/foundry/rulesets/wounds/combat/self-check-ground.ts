/**
 * The difficult-ground step of the `wounds` self-check (walk-path.ts; rules page decisions 236–238), on the attacker's
 * turn: "Each yard of movement in difficult terrain costs 2, 3, 4, or more yards worth of normal movement." The GM
 * draws a Region with core's Modify Movement Cost behaviour (walking ×2) over the space below the attacker:
 * - with 1 yard left, the room refuses the yard into it as core's waypoints would give it, naming the ground, and lets
 *   a jump over it and the same yard on open ground go;
 * - with 3 yards, the GM moves the token into the Region and back: core gives the live move its terrain, and the GM's
 *   client pays 2 yards in and 1 out (the square entered sets the price).
 * The Region is deleted and the token stands where it stood.
 */
import { I18N_ROOT } from "../../../constants.ts";
import { eventually, expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { woundsStateOf } from "./actor.ts";
import { woundsTokenMoving } from "./token-move.ts";

const ON_GROUND = `${I18N_ROOT}.Wounds.Refusal.noMovementOnGround`;

export const difficultGroundWalked: SkirmishStep = {
  id: "difficultGroundWalked",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.difficultGroundWalked`,
  async run(s) {
    await toAttackersTurn(s);
    const { attacker } = need(s.actors, "the actors");
    const token = need(s.tokens, "the tokens").attacker;
    const combatant = combatantOf(s, attacker, "the attacker's combatant");
    const scene = need(token.parent, "the token's scene");
    const size = scene.grid.size;
    const home = { x: token.x, y: token.y };
    const below = { x: home.x, y: home.y + size };
    const yards = () => need(woundsStateOf(combatant), "a wounds combatant").movement;
    const mud = {
      name: "Fray self-check: mud",
      // v13 `BaseShapeData` of type "rectangle" (pixels); fvtt-types gives `shapes` its typed field's map of shape
      // classes rather than their data, so the data is handed over as the document's create data.
      shapes: [{ type: "rectangle", x: below.x, y: below.y, width: size, height: size }],
      behaviors: [{ type: "modifyMovementCost", system: { difficulties: { walk: 2 } } }],
    };
    const [region] =
      (await scene.createEmbeddedDocuments("Region", [mud as unknown as RegionDocument.CreateData])) ?? [];
    try {
      await combatant.update({ system: { movement: 1 } });
      const into = { ...below, terrain: { difficulty: 2 }, intermediate: false };
      expectEqual(
        "a yard into the Region's ×2 ground with 1 yard left",
        ON_GROUND,
        woundsTokenMoving(combatant, home, below, [into])?.refused,
      );
      expectEqual(
        "a jump over it",
        undefined,
        woundsTokenMoving(combatant, home, below, [{ ...into, action: "jump" }]),
      );
      expectEqual("the same yard on open ground", undefined, woundsTokenMoving(combatant, home, below, [below]));
      await combatant.update({ system: { movement: 3 } });
      await token.update({ y: below.y });
      await eventually(() => yards() === 1, "2 yards paid for the yard into the Region", yards);
      await token.update({ y: home.y });
      await eventually(() => yards() === 0, "1 yard paid for the yard out of it", yards);
    } finally {
      await region?.delete();
      if (token.y !== home.y) await token.update({ y: home.y });
    }
  },
};
