/**
 * The self-check's Disarm offer (maneuver-choices.ts, rules page decision 158): once the attacker wins critically,
 * "Choose an item the target is holding" — the card the GM sees offers one Disarm per item the loser holds, named,
 * and none for anything else. The Forest Bandit holds its Longsword and no shield: one Disarm, for the Longsword.
 * Read from the live card's buttons, so the choice id crosses the same render path a player's click does.
 */
import { AttackCardModel } from "../../chat/attack-card/model.ts";
import { attackCardViewContext } from "../../chat/attack-card/render.ts";
import { I18N_ROOT } from "../../constants.ts";
import { expectEqual, need } from "../../self-check/expect.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { contestSide } from "./documents.ts";

export const disarmOffered: SkirmishStep = {
  id: "disarmOffered",
  labelKey: `${I18N_ROOT}.Contest.SelfCheck.disarmOffered`,
  run(s) {
    const card = need(s.card, "the attack card");
    if (!(card.system instanceof AttackCardModel)) throw new Error(`the attack card has the type "${card.type}"`);
    const target = need(contestSide(need(s.actors, "the actors").target), "the target as a contest creature");
    const row = need(attackCardViewContext(card, card.system).rows[0], "the card's target row");
    const offered = row.actions.filter((b) => b.choice.startsWith("disarm")).map((b) => b.choice);
    const held = target.gear.weapons.filter((w) => w.data.equipped).map((w) => `disarm-${w.id}`);
    expectEqual("the Disarm choices", held.join(", "), offered.join(", "));
    expectEqual("one Disarm per item in hand", true, held.length > 0);
    return Promise.resolve();
  },
};
