/**
 * The flanking step of the `contest` self-check (canvas/flanking.ts): the attacker's side made friendly and the
 * target's hostile, a second Classical Knight placed on the target's far side, in line and within its Longsword's
 * reach: "When at least two allied characters have a foe in their reach between them, such that one could draw a
 * straight line and connect all three characters, the foe is flanked." The attacker's roll dialog then starts with
 * the Flanked row on; hidden by the GM the ally flanks nobody (decision 157); shown again, it turns neutral (no longer
 * the attacker's ally) and the row is off. Both dispositions go back for the steps after; the neutral ally stays until
 * the run removes its scene and actor.
 */
import { I18N_ROOT } from "../../../constants.ts";
import { sceneSituationFor } from "../../../canvas/situate.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { creatureAt } from "../../../self-check/steps/creature-at.ts";
import { CONTEST_COMBAT_ROOM } from "../combat-room.ts";

/** v13 `CONST.TOKEN_DISPOSITIONS` (foundryvtt.com/api/variables/CONST.TOKEN_DISPOSITIONS.html), as values. */
const FRIENDLY = 1 as CONST.TOKEN_DISPOSITIONS;
const NEUTRAL = 0 as CONST.TOKEN_DISPOSITIONS;
const HOSTILE = -1 as CONST.TOKEN_DISPOSITIONS;

export function flankedFromCanvas(allyId: string): SkirmishStep {
  return {
    id: "flankedFromCanvas",
    labelKey: `${I18N_ROOT}.Contest.SelfCheck.flankedFromCanvas`,
    async run(s) {
      const { attacker, target } = need(s.actors, "the actors");
      const tokens = need(s.tokens, "the tokens");
      const weapon = need(attacker.items.get(need(s.weaponId, "the weapon")), "the attacker's weapon");
      const dispositions = { attacker: tokens.attacker.disposition, target: tokens.target.disposition };
      await tokens.attacker.update({ disposition: FRIENDLY });
      await tokens.target.update({ disposition: HOSTILE });
      // The space beyond the target, on the line from the attacker through it.
      const farSide = { x: 2 * tokens.target.x - tokens.attacker.x, y: 2 * tokens.target.y - tokens.attacker.y };
      const ally = await creatureAt(s, allyId, farSide, { disposition: FRIENDLY });
      const read = () =>
        sceneSituationFor(
          "contest",
          CONTEST_COMBAT_ROOM,
          { actor: attacker, item: weapon },
          { actor: target, token: tokens.target },
        );
      expectEqual("the roll dialog's Flanked row", true, read()?.defaults["flanked"]);
      await ally.update({ hidden: true });
      expectEqual("the Flanked row beside an ally the GM has hidden", undefined, read()?.defaults["flanked"]);
      await ally.update({ hidden: false });
      await ally.update({ disposition: NEUTRAL });
      expectEqual("the Flanked row beside a neutral creature", undefined, read()?.defaults["flanked"]);
      await tokens.attacker.update({ disposition: dispositions.attacker });
      await tokens.target.update({ disposition: dispositions.target });
    },
  };
}
