/**
 * The flanking step of the `wounds` self-check (canvas/flanking.ts): the attacker's side made friendly, a second Town
 * Guard placed on the target's far side, both within their spears' reach: "that target becomes flanked as long as
 * there is at least a 120-degree separation between any two of the surrounding creatures from the center of the
 * target's space". The attacker's roll dialog then starts with the Flanked row on; hidden by the GM the ally flanks
 * nobody (decision 185); shown again, the ally turns neutral
 * ("hostile creatures" only flank) and the attacker's disposition goes back for the steps after.
 */
import { I18N_ROOT } from "../../../constants.ts";
import { sceneSituationFor } from "../../../canvas/situate.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { creatureAt } from "../../../self-check/steps/creature-at.ts";
import { WOUNDS_COMBAT_ROOM } from "../combat-room.ts";

/** v13 `CONST.TOKEN_DISPOSITIONS` (foundryvtt.com/api/variables/CONST.TOKEN_DISPOSITIONS.html), as values. */
export const FRIENDLY = 1 as CONST.TOKEN_DISPOSITIONS;
export const NEUTRAL = 0 as CONST.TOKEN_DISPOSITIONS;
export const HOSTILE = -1 as CONST.TOKEN_DISPOSITIONS;
/** The space east of the target (the shared setup's attacker stands west of it, on row 1). */
const FAR_SIDE = { x: 300, y: 100 } as const;

export function flankedFromCanvas(allyId: string): SkirmishStep {
  return {
    id: "flankedFromCanvas",
    labelKey: `${I18N_ROOT}.Wounds.SelfCheck.flankedFromCanvas`,
    async run(s) {
      const { attacker, target } = need(s.actors, "the actors");
      const tokens = need(s.tokens, "the tokens");
      const weapon = need(attacker.items.get(need(s.weaponId, "the weapon")), "the attacker's weapon");
      const disposition = tokens.attacker.disposition;
      await tokens.attacker.update({ disposition: FRIENDLY });
      const ally = await creatureAt(s, allyId, FAR_SIDE, { disposition: FRIENDLY });
      const read = () =>
        sceneSituationFor(
          "wounds",
          WOUNDS_COMBAT_ROOM,
          { actor: attacker, item: weapon },
          {
            actor: target,
            token: tokens.target,
          },
        );
      expectEqual("the roll dialog's Flanked row", true, read()?.defaults["flanked"]);
      await ally.update({ hidden: true });
      expectEqual("the Flanked row beside an ally the GM has hidden", undefined, read()?.defaults["flanked"]);
      await ally.update({ hidden: false });
      await ally.update({ disposition: NEUTRAL });
      expectEqual("the Flanked row beside a neutral creature", undefined, read()?.defaults["flanked"]);
      await tokens.attacker.update({ disposition });
    },
  };
}
