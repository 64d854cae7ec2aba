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
import { eventually, expectEqual, expectThat, need } from "../../../self-check/expect.ts";
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

/**
 * Leaving a shared space ends Sharing a Space only on the creatures no longer in a space with another (decision 222):
 * an Ogre's 2 × 2 token over the attacker's and a second Ogre's token inside it, all three Sharing a Space; the GM
 * moves the attacker two spaces down, out of the space: it loses the status, and the two Ogres, still sharing, keep it.
 * The attacker is moved back, the statuses taken off and both Ogres hidden.
 */
export const sharedSpaceLeft: SkirmishStep = {
  id: "sharedSpaceLeft",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.sharedSpaceLeft`,
  async run(s) {
    await toAttackersTurn(s);
    const { attacker } = need(s.actors, "the actors");
    const token = need(s.tokens, "the tokens").attacker;
    const home = { x: token.x, y: token.y };
    const size = need(token.parent, "the scene").grid.size;
    const ogreToken = await creatureAt(s, OGRE, home, { width: 2, height: 2 });
    const thirdToken = await creatureAt(s, OGRE, { x: home.x + size, y: home.y + size });
    const ogres = [need(ogreToken.actor, "the Ogre"), need(thirdToken.actor, "the second Ogre")];
    for (const creature of [attacker, ...ogres]) await creature.toggleStatusEffect(SHARING, { active: true });
    await combatantOf(s, attacker, "the attacker's combatant").update({ system: { movement: 4 } });
    try {
      await token.update({ y: home.y + 2 * size });
      await eventually(
        () => !attacker.statuses.has(SHARING),
        "the attacker, out of the space, no longer Sharing a Space",
        () => [token.x, token.y],
      );
      const still = ogres.map((ogre) => ogre.statuses.has(SHARING));
      expectThat(still.every(Boolean), "the two Ogres, still in one space, still Sharing a Space", still);
    } finally {
      await token.update({ y: home.y });
      for (const creature of [attacker, ...ogres]) await creature.toggleStatusEffect(SHARING, { active: false });
      await ogreToken.update({ hidden: true });
      await thirdToken.update({ hidden: true });
    }
  },
};
