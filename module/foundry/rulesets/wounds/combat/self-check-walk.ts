/**
 * The walk step of the `wounds` self-check (token-move.ts; rules page decisions 161, 162), last in round 2, on the
 * attacker's turn: "Just like actions, movement requires spending AP … Once AP is spent to move, you can divide the
 * movement however you want for the remainder of the round."
 * - the room refuses the attacker's walk one yard past its pool, naming the shortfall;
 * - the target's walk on the attacker's turn needs the higher initiative ("You may move on another character's turn
 *   as if interrupting their turn with an action"): refused for it when its initiative is not higher;
 * - the attacker buys movement with 1 AP from the tracker; the GM drags its token one space and back: the GM's client,
 *   seeing each move, pays a yard from the pool (the second past a pool of 1 is the GM's override: the pool to 0).
 */
import type { Refusal } from "../../../combat-room.ts";
import { actFor } from "../../../combat/economy-access.ts";
import { SHORTFALL } from "../../../combat/gm-override.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { eventually, expectEqual, expectThat, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { woundsStateOf } from "./actor.ts";
import { BUY_MOVEMENT_CONTROL } from "./controls.ts";
import { woundsTokenMoving } from "./token-move.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";

const TOO_LOW = `${I18N_ROOT}.Wounds.Refusal.initiativeTooLow`;

const yardsOf = (c: Combatant.Implementation): number => need(woundsStateOf(c), "a wounds combatant").movement;

/** Why `c`'s token may not walk one space down (`spaces` down, up when negative) from where it stands (read before the
 * move, nothing moved). */
export function oneSpaceDown(
  c: Combatant.Implementation,
  token: TokenDocument.Implementation,
  spaces = 1,
): Refusal | undefined {
  const size = need(token.parent, "the token's scene").grid.size;
  return woundsTokenMoving(c, { x: token.x, y: token.y }, { x: token.x, y: token.y + spaces * size });
}

/** The target's walk on the attacker's turn: refused for its initiative unless higher, else for its pool if empty. */
function offTurnRefusal(attacker: Combatant.Implementation, target: Combatant.Implementation): string | undefined {
  if ((target.initiative ?? 0) <= (attacker.initiative ?? 0)) return TOO_LOW;
  return yardsOf(target) >= 1 ? undefined : SHORTFALL;
}

export const walkPaid: SkirmishStep = {
  id: "walkPaid",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.walkPaid`,
  async run(s) {
    await toAttackersTurn(s);
    const actors = need(s.actors, "the actors");
    const tokens = need(s.tokens, "the tokens");
    const attacker = combatantOf(s, actors.attacker);
    const target = combatantOf(s, actors.target);
    const pool = yardsOf(attacker);
    expectEqual(
      `a walk of ${String(pool + 1)} yards with ${String(pool)} left`,
      SHORTFALL,
      oneSpaceDown(attacker, tokens.attacker, pool + 1)?.refused,
    );
    expectEqual(
      "the target's walk on the attacker's turn",
      offTurnRefusal(attacker, target),
      oneSpaceDown(target, tokens.target)?.refused,
    );
    await actFor(attacker, BUY_MOVEMENT_CONTROL.id, "1");
    const bought = yardsOf(attacker);
    expectThat(bought > pool, "1 AP buys movement", bought);
    const home = { x: tokens.attacker.x, y: tokens.attacker.y };
    const size = need(tokens.attacker.parent, "the token's scene").grid.size;
    await tokens.attacker.update({ y: home.y + size });
    await eventually(
      () => yardsOf(attacker) === bought - 1,
      "a yard paid for the walk",
      () => yardsOf(attacker),
    );
    await tokens.attacker.update({ y: home.y });
    const left = Math.max(0, bought - 2);
    await eventually(
      () => yardsOf(attacker) === left,
      "the walk back paid",
      () => yardsOf(attacker),
    );
  },
};
