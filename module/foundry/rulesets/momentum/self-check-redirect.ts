/**
 * The `momentum` self-check's miss that strikes the creature in front (rules page decision 124): "Standing behind a
 * creature of the same size category or bigger also gives you half cover, but all attacks that miss you target the
 * creature in front of you instead, possibly leading it to be hit". The creature that does not act steps one square
 * back along their row (off its turn: no metres paid), and a third creature (a Town Guard, medium as both) takes its
 * old square, between the two. The one acting, given its AP by the GM and its ranged weapon equipped, shoots the
 * other, the d20 showing 2 (a miss, not a natural 1). The GM sends the miss on: a follow-up card against the third
 * creature; a second sending is refused. After, the weapon is put away and the creature back in its square; the
 * third creature leaves with the run's scene.
 */
import { AP_PER_TURN } from "../../../engine/rulesets/momentum/tables/actions.ts";
import { AttackCardModel } from "../../chat/attack-card/model.ts";
import { cardData } from "../../chat/attack-card/card-data.ts";
import { roomOf } from "../../combat/rooms.ts";
import { I18N_ROOT } from "../../constants.ts";
import { rollAttack } from "../../flows/attack.ts";
import { gmTakesStep } from "../../procedure/gm-step.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { REDIRECT_STEP_ID } from "./attack/redirect.ts";
import { momentumWeaponOf } from "./documents.ts";
import { actingAndOther, thirdCreatureAt } from "./self-check-fighters.ts";

/** The newest attack card's first row and the card. */
export function newestCard() {
  const card = need(
    [...game.messages.values()].filter((m) => m.system instanceof AttackCardModel).at(-1),
    "an attack card",
  );
  const model = card.system;
  if (!(model instanceof AttackCardModel)) throw new Error("not an attack card");
  return { card, row: need(cardData(model).targets[0], "the card's row") };
}

export const redirectMissStep: SkirmishStep = {
  id: "redirectMiss",
  labelKey: `${I18N_ROOT}.Momentum.SelfCheck.redirectMiss`,
  async run(s) {
    const { acting, other } = actingAndOther(s);
    const shooter = need(acting.actor, "the acting creature's actor");
    const room = need(roomOf(acting), "the momentum combat room");
    const weapon = need(
      shooter.items.find((i) => momentumWeaponOf(i)?.data.reach === "ranged"),
      "the acting creature's ranged weapon",
    );
    const theirs = need(other.token, "the other's token");
    const home = { x: theirs.x, y: theirs.y };
    const size = need(s.scene, "the scene").grid.size;
    const step = Math.sign(home.x - need(acting.token, "the acting creature's token").x) * size;
    // The one acting pays the Attack action (2 AP) for its shot: the GM gives it its AP first.
    expectEqual("the GM's AP", undefined, await room.adjustPool(acting, "ap", AP_PER_TURN));
    await weapon.update({ system: { equipped: true } });
    await theirs.update({ x: home.x + step });
    try {
      const third = await thirdCreatureAt(s, home);
      need(canvas.tokens?.get(need(theirs.id, "the other's token id")), "the other on the canvas").setTarget(true, {
        releaseOthers: true,
      });
      s.dice.set(() => 2);
      try {
        await rollAttack(shooter, need(weapon.id, "the weapon's id"), { skipDialog: true });
      } finally {
        s.dice.set(undefined);
      }
      const shot = newestCard();
      expectEqual("the shot at the other", "miss", shot.row.outcome);
      const sent = await gmTakesStep(
        need(shot.card.id, "the card's id"),
        shot.row.key,
        REDIRECT_STEP_ID,
        third.id ?? "",
      );
      expectEqual("the GM sends the miss on", true, sent.ok);
      const follow = newestCard();
      expectThat(follow.card.id !== shot.card.id, "a follow-up card is posted", follow.card.id);
      expectEqual("the follow-up card's target", third.actor?.uuid, follow.row.actorUuid);
      const again = await gmTakesStep(
        need(shot.card.id, "the card's id"),
        shot.row.key,
        REDIRECT_STEP_ID,
        third.id ?? "",
      );
      expectEqual("a second sending", false, again.ok);
    } finally {
      await weapon.update({ system: { equipped: false } });
      await theirs.update({ x: home.x });
    }
  },
};
