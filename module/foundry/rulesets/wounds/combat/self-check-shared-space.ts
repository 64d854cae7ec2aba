/**
 * The shared-space walk step of the `wounds` self-check (canvas/shared-space.ts, decision 207), on the attacker's
 * turn: "On a success, you can enter their space. Further movement within their space costs double the normal
 * movement." An Ogre from the compendium stands over the attacker (its token 2 × 2 spaces from the attacker's), both
 * Sharing a Space; with 1 yard of movement left, the room refuses the attacker's one-space walk that stays inside the
 * Ogre's space (it costs 2) and lets it walk one space out of it (1). Nothing is moved; both statuses are taken off
 * and the Ogre hidden.
 */
import { SHORTFALL } from "../../../combat/gm-override.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { creatureAt } from "../../../self-check/steps/creature-at.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { oneSpaceDown } from "./self-check-walk.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";

/** The compendium's Ogre (Size 4: two spaces a side, token-spaces.ts). */
const OGRE = "eYgXHGcBFHGmJaVb";
const SHARING = "sharingSpace";

export const sharedSpaceWalked: SkirmishStep = {
  id: "sharedSpaceWalked",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.sharedSpaceWalked`,
  async run(s) {
    await toAttackersTurn(s);
    const { attacker } = need(s.actors, "the actors");
    const token = need(s.tokens, "the tokens").attacker;
    const combatant = combatantOf(s, attacker, "the attacker's combatant");
    const ogreToken = await creatureAt(s, OGRE, { x: token.x, y: token.y }, { width: 2, height: 2 });
    const ogre = need(ogreToken.actor, "the Ogre");
    await attacker.toggleStatusEffect(SHARING, { active: true });
    await ogre.toggleStatusEffect(SHARING, { active: true });
    await combatant.update({ system: { movement: 1 } });
    try {
      expectEqual(
        "a yard's walk inside the Ogre's space with 1 yard left",
        SHORTFALL,
        oneSpaceDown(combatant, token)?.refused,
      );
      expectEqual("a yard's walk out of it", undefined, oneSpaceDown(combatant, token, -1)?.refused);
    } finally {
      await attacker.toggleStatusEffect(SHARING, { active: false });
      await ogre.toggleStatusEffect(SHARING, { active: false });
      // Hidden, it flanks nobody and covers nothing for the steps after this one (decision 185).
      await ogreToken.update({ hidden: true });
    }
  },
};
