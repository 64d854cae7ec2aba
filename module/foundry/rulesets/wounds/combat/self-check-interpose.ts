/**
 * The Interpose step of the `wounds` self-check (attack/interpose.ts), on the attacker's turn after the Rebuff: a
 * second creature from the compendium is placed beside the target, the two Grappling; the attacker declares an
 * attack on the target, and the target's Interpose, rolled with its first die at its maximum (a wild roll that
 * explodes), makes the other creature the attack's target: "Select a target you are grappling and make a Power or
 * Agility check against the higher of your opponent's Power and Agility defenses … If you succeed, your target becomes
 * the target of the attack."
 */
import { I18N_ROOT } from "../../../constants.ts";
import { rollAttack } from "../../../flows/attack.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { pressCardButton, targetRow } from "../../../self-check/steps/card.ts";
import { INTERPOSE_STEP_ID } from "../attack/interpose.ts";
import { creatureAt } from "../../../self-check/steps/creature-at.ts";
import { turnOf } from "./self-check-turn.ts";

/** The grid space beside the target's, away from the attacker (the shared setup's tokens stand on row 1). */
const BESIDE_TARGET = { x: 300, y: 100 } as const;

/** The wild die at its maximum once (it explodes), then one below it. */
function explodingOnce(): (faces: number) => number {
  let first = true;
  return (faces) => {
    const face = first ? faces : Math.max(1, faces - 1);
    first = false;
    return face;
  };
}

export function interposeOffered(targetId: string): SkirmishStep {
  return {
    id: "interposeTaken",
    labelKey: `${I18N_ROOT}.Wounds.SelfCheck.interposeTaken`,
    async run(s) {
      const { attacker, target } = need(s.actors, "the actors");
      await turnOf(s, attacker);
      const shield = await creatureAt(s, targetId, BESIDE_TARGET);
      const shieldActor = need(shield.actor, "the grappled creature");
      await target.toggleStatusEffect("grappling", { active: true });
      await shieldActor.toggleStatusEffect("grappling", { active: true });
      const token = need(canvas.tokens?.get(need(s.tokens, "the tokens").target.id ?? ""), "the target on the canvas");
      token.setTarget(true, { releaseOthers: true });
      await rollAttack(attacker, need(s.weaponId, "the weapon"), { skipDialog: true });
      s.card = need(game.messages.contents.filter((m) => m.type === "attack").at(-1), "the attack card");
      expectEqual("the card's target before the Interpose", target.uuid, targetRow(s).actorUuid);
      s.dice.set(explodingOnce());
      await pressCardButton(s, { action: "step", step: INTERPOSE_STEP_ID, choice: `power_${shield.id ?? ""}` });
      s.dice.set(undefined);
      expectEqual("the card's target after the Interpose", shieldActor.uuid, targetRow(s).actorUuid);
      // The target lets go: the steps after fight one on one.
      await target.toggleStatusEffect("grappling", { active: false });
    },
  };
}
