/**
 * The `bonus` self-check's object step (docs/rules/bonus.md decision 83): the target, now marked as an inanimate
 * object, is attacked again and the damage applied at once, through the object pipeline. Seed 000: "When you attack
 * an object or construct you deal damage to its Durability … A.R. is simply subtracted from the damage done to the
 * object". The Apply is refused while a defense is still awaited, so it going through shows the object had none;
 * only Durability drops (an object has no Health to lose).
 */
import { I18N_ROOT } from "../../constants.ts";
import { DAMAGE_STEP_ID } from "../../procedure/steps/damage.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { FaceRule } from "../../self-check/dice-script.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { attackStep, pressCardButton, targetRow } from "../../self-check/steps/card.ts";
import { bonusActorView } from "./documents.ts";

const STEP = `${I18N_ROOT}.Bonus.SelfCheck`;

function tracks(actor: Actor.Implementation): { readonly durability: number; readonly health: number } {
  const source = need(bonusActorView(actor), `${actor.name} as a bonus creature`).source;
  return { durability: source.durability.value, health: source.health.value };
}

/** `faces`: the attack's and the damage's dice (high enough to hit and to get past the object's Armor Rank). */
export function objectTargetStep(faces: FaceRule): SkirmishStep {
  const attack = attackStep(`${STEP}.attack`, faces, "hit");
  return {
    id: "objectTarget",
    labelKey: `${STEP}.objectTarget`,
    async run(s) {
      const { target } = need(s.actors, "the actors");
      await target.update({ system: { object: true } });
      await attack.run(s);
      const before = tracks(target);
      s.dice.set(faces);
      await pressCardButton(s, { action: "step", step: DAMAGE_STEP_ID });
      s.dice.set(undefined);
      expectEqual("the damage's status on the card, with no defense awaited", "applied", targetRow(s).damage.status);
      const after = tracks(target);
      expectThat(after.durability < before.durability, `Durability dropped from ${String(before.durability)}`, after);
      expectEqual("the object's Health", before.health, after.health);
    },
  };
}
