/**
 * The lightning step of the `wounds` self-check (decision 227): "Anything that deals lightning damage has its normal
 * effect and additionally deals damage to nearby creatures. The damage dealt in this expanded area is equal to the
 * normal damage reduced by 1 for every foot away the creature is from the original area of effect." The attacker's
 * weapon is made lightning (damage 8) for the step; the target holds Underwater and a Cultist Adept swims beside it.
 * The hit applied on the card deals the adept the damage roll less 3 per yard between them, less its Toughness, as a
 * wound, named on the card (decisions 227, 231), and the swimming adept's footing check after its wound is rolled on
 * its check card, a failure sinking it (decision 251); Undo takes the hit back from both, the adept's wounds as they were
 * and its sinking,
 * and the weapon and the statuses are put back as they were (the adept stays, as other steps' creatures do).
 */
import { lightningSpreadAtYards } from "../../../../engine/rulesets/wounds/special/underwater.ts";
import { sameData } from "../../../data/same-data.ts";
import { readStoredRoll } from "../../../chat/attack-card/stored-roll.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { DAMAGE_STEP_ID } from "../../../procedure/steps/damage.ts";
import { DECLARED_ATTACK_STEP_ID } from "../../../procedure/steps/declared-attack-roll.ts";
import { CheckCardModel } from "../../../chat/check-card/model.ts";
import { checkCardViewContext } from "../../../chat/check-card/render.ts";
import { expectEqual, expectThat, need } from "../../../self-check/expect.ts";
import { newestCheckOf } from "../../../self-check/steps/check-card.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { pressCardButton, targetRow } from "../../../self-check/steps/card.ts";
import { creatureAt } from "../../../self-check/steps/creature-at.ts";
import { WoundsWeaponModel } from "../data/item-models.ts";
import { tokenDistance } from "../healing/healer.ts";
import { ROLL_CHOICE } from "./attack-step.ts";
import { woundsActorView } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { lightningSpreadDealt } from "./lightning-spread.ts";
import { CULTIST_ADEPT, declareAttack, leastHit, toStandardAttack } from "./self-check-attack-actions.ts";

/**
 * The space diagonally above right of the target's (the shared setup's tokens stand on row 1): a space away, off the
 * Interpose step's space beside the target and off the line from the casters below it.
 */
const NEAR_TARGET = { x: 300, y: 0 } as const;
/** Enough damage that the adept a space away is still reached. */
const LIGHTNING_DAMAGE = 8;

/** The creature's wound track and state flags: what the spread writes. */
function woundsOf(actor: Actor.Implementation): Record<string, unknown> {
  const { source } = need(woundsActorView(actor), "a wounds creature");
  return { wounds: { ...source.wounds }, state: { ...source.state } };
}

export const lightningSpreadsUnderwater: SkirmishStep = {
  id: "lightningSpreadsUnderwater",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.lightningSpreadsUnderwater`,
  async run(s) {
    const { attacker, target } = need(s.actors, "the actors");
    const weapon = need(attacker.items.get(need(s.weaponId, "the weapon")), "the attacker's weapon");
    const model = weapon.system;
    if (!(model instanceof WoundsWeaponModel)) throw new Error("the attacker's weapon is no wounds weapon");
    const was = { damageType: model.damageType, damage: model.damage };
    const token = await creatureAt(s, CULTIST_ADEPT, NEAR_TARGET);
    const adept = need(token.actor, "the Cultist Adept");
    await toStandardAttack(s, attacker);
    await weapon.update({ system: { damageType: "lightning", damage: LIGHTNING_DAMAGE } });
    await target.toggleStatusEffect("underwater", { active: true });
    await adept.toggleStatusEffect("swimming", { active: true });
    const before = woundsOf(adept);
    const checkBefore = newestCheckOf(adept);
    try {
      await declareAttack(s, attacker, weapon.id ?? "");
      const face = leastHit(s, attacker, target);
      s.dice.set(() => face);
      await pressCardButton(s, { action: "step", step: DECLARED_ATTACK_STEP_ID, choice: ROLL_CHOICE });
      await pressCardButton(s, { action: "step", step: DAMAGE_STEP_ID });
      const row = targetRow(s);
      const dealt = need(readStoredRoll(row.damage.roll), "the damage roll").total;
      const yards = need(tokenDistance(target, adept), "the adept beside the target");
      const reached = {
        actor: adept,
        name: token.name,
        hidden: false,
        yards,
        damage: lightningSpreadAtYards(dealt, yards),
      };
      expectEqual("the adept reached", true, reached.damage > 0);
      const struck = woundsOf(adept);
      expectEqual("the adept wounded", false, sameData(struck, before));
      // "whenever you take a wound, you must make another check …, falling or sinking on a failure" (decision 251).
      const footing = newestCheckOf(adept);
      expectThat(
        footing !== undefined && footing !== checkBefore,
        "the adept's footing check on its card",
        footing?.id,
      );
      const card = need(footing, "the adept's footing check").system;
      if (!(card instanceof CheckCardModel)) throw new Error("the adept's footing check is no check card");
      const kept = checkCardViewContext(need(footing, "the check"), card).outcome === "success";
      expectEqual("a failed footing check sinks the adept", !kept, adept.statuses.has("underwater"));
      await pressCardButton(s, { action: "undoDamage" });
      expectEqual("Undo restores the adept", true, sameData(before, woundsOf(adept)));
      expectEqual("Undo takes the adept's sinking back", false, adept.statuses.has("underwater"));
      // What the spread deals the adept as it stands again, against what the card dealt and said.
      const expected = lightningSpreadDealt([reached], woundsOptions());
      expectEqual("the spread on the card", true, row.damage.summary.includes(expected.line));
      expectEqual("the adept's wound and state", true, sameData(expected.others[0]?.system, struck));
    } finally {
      s.dice.set(undefined);
      await target.toggleStatusEffect("underwater", { active: false });
      await weapon.update({ system: was });
      await adept.toggleStatusEffect("swimming", { active: false });
      await adept.toggleStatusEffect("underwater", { active: false });
    }
  },
};
