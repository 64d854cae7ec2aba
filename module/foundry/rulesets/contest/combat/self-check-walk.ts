/**
 * The token-walk step of the `contest` self-check (token-move.ts), on the attacker's turn of round 2: "while moving a
 * number of meters up to their speed (this movement does not cost them action points)". The room refuses a move of
 * one square more than the metres left, naming the shortfall, and a Grappled creature's move ("prohibiting them from
 * moving"); then the GM walks the attacker's token one square and back, and the GM's client pays the 2 m from the
 * turn's movement. The target is made the attacker's ally meanwhile (one disposition, rules page decision 85), so the
 * walk beside it provokes nothing; its disposition goes back after.
 */
import { SHORTFALL } from "../../../combat/gm-override.ts";
import { roomOf } from "../../../combat/rooms.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { eventually, expectEqual, need } from "../../../self-check/expect.ts";
import type { Skirmish, SkirmishStep } from "../../../self-check/skirmish.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { contestStateOf } from "./actor.ts";
import { combatantOf } from "./self-check-steps.ts";

const CANNOT_MOVE = `${I18N_ROOT}.Contest.Refusal.cannotMove`;

/** The attacker's metres of this turn's movement (the room's own pool; the tracker's row shows it beside the AP). */
export const metresLeft = (s: Skirmish): number =>
  need(contestStateOf(combatantOf(s, "attacker")), "the attacker's contest state").economy.pools.movement ?? 0;

/** The GM moves `token` by `rows` squares down (up when negative); the GM's client pays it (`moveToken`). */
async function walkRows(s: Skirmish, token: TokenDocument.Implementation, rows: number, left: number): Promise<void> {
  const size = need(token.parent, "the token's scene").grid.size;
  await token.update({ y: token.y + rows * size });
  await eventually(
    () => metresLeft(s) === left,
    `${left} m left after the walk`,
    () => metresLeft(s),
  );
}

export const tokenWalk: SkirmishStep = {
  id: "tokenWalk",
  labelKey: `${I18N_ROOT}.Contest.SelfCheck.tokenWalk`,
  async run(s) {
    await toAttackersTurn(s);
    const acting = combatantOf(s, "attacker");
    const actor = need(acting.actor, "the attacker's actor");
    const room = need(roomOf(acting), "the contest combat room");
    const moving = need(room.tokenMoving, "the room's check of a token's move");
    const tokens = need(s.tokens, "the tokens");
    const token = tokens.attacker;
    const size = need(token.parent, "the token's scene").grid.size;
    const left = metresLeft(s);
    const from = { x: token.x, y: token.y };
    // A straight move: its path is the destination alone, as core passes a single-waypoint drag (combat/token-path.ts).
    const far = { x: from.x, y: from.y + (left + 1) * size };
    const near = { x: from.x, y: from.y + size };
    const beyond = moving(acting, from, far, [far]);
    expectEqual(`a move of ${left + 1} m with ${left} m left`, SHORTFALL, beyond?.refused);
    expectEqual("a move within the metres left", undefined, moving(acting, from, near, [near]));
    await actor.toggleStatusEffect("grappled", { active: true });
    try {
      expectEqual("a Grappled creature's move", CANNOT_MOVE, moving(acting, from, near, [near])?.refused);
    } finally {
      await actor.toggleStatusEffect("grappled", { active: false });
    }
    const disposition = tokens.target.disposition;
    await tokens.target.update({ disposition: token.disposition });
    try {
      await walkRows(s, token, 1, left - 1);
      await walkRows(s, token, -1, left - 2);
    } finally {
      await tokens.target.update({ disposition });
    }
  },
};
