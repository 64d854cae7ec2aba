/**
 * `momentum` self-check step for a held Ability (rules page decision 155): "a creature must spend the AP that the
 * action would cost on their turn and name a trigger". Whoever acts now is given 3 AP and a temporary Ability (1 AP,
 * 1 WP, an attack) with 1 WP to pay it, and holds it for a trigger written on its actor: its 1 AP paid, its WP not yet.
 * On the other's turn the GM says the trigger happened and the holder's owner takes the prompt: the Ability's own card
 * is made against the other (the d20 showing 20), its 1 WP paid now, the hold spent, and a second take refused. The
 * WP, the other's Vitality and statuses are put back and the Ability deleted, whatever happened.
 */
import { AP_PER_TURN } from "../../../engine/rulesets/momentum/tables/actions.ts";
import { takePromptedReaction } from "../../chat/reaction-prompt/render.ts";
import { roomOf } from "../../combat/rooms.ts";
import { I18N_ROOT, SYSTEM_ID } from "../../constants.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { useAbilityAction } from "./combat/ability-use.ts";
import { HELD_REACTION } from "./combat/held-action.ts";
import { FIRE_HELD_CONTROL } from "./combat/held-prompt.ts";
import { TRIGGER_FLAG } from "./combat/holdable.ts";
import { HOLD_OPTION } from "./combat/options.ts";
import { momentumCombatantData } from "./combat/state.ts";
import { momentumActorView } from "./documents.ts";
import { actingAndOther } from "./self-check-fighters.ts";
import { withAbility } from "./self-check-forced.ts";
import { newestCard } from "./self-check-redirect.ts";

const BOLT = {
  ap: 1,
  wp: 1,
  delivery: "attack",
  range: 10,
  damage: [{ type: "physical", count: 1, faces: 1, flat: 0 }],
};

export const heldAbilityStep: SkirmishStep = {
  id: "heldAbility",
  labelKey: `${I18N_ROOT}.Momentum.SelfCheck.heldAbility`,
  async run(s) {
    const combat = need(s.combat, "the combat");
    const { acting: holder, other } = actingAndOther(s);
    const actor = need(holder.actor, "the holder's actor");
    const room = need(roomOf(holder), "the momentum combat room");
    const held = () => need(momentumCombatantData(holder), "a momentum combatant").held.action;
    const wp = () => need(momentumActorView(actor), "the holder as a momentum creature").source.wp.value;
    // A plain record, as every room's actor update: the registry types only the rooms it lists.
    const wpUpdate = (value: number): Record<string, unknown> => ({ wp: { value } });
    const wpBefore = wp();
    await withAbility(s, BOLT, async (item) => {
      const itemId = need(item.id, "the Ability's id");
      try {
        await actor.update({ system: wpUpdate(BOLT.wp) });
        expectEqual("the GM's 3 AP", undefined, await room.adjustPool(holder, "ap", AP_PER_TURN));
        await actor.update({ flags: { [SYSTEM_ID]: { [TRIGGER_FLAG]: "When the other raises its weapon" } } });
        const hold = { action: useAbilityAction(itemId), options: { [HOLD_OPTION.id]: 1 } };
        expectEqual("the hold's refusal", undefined, await room.spend(holder, hold));
        expectEqual("the Ability held", "useAbility", held());
        expectEqual("the WP before it fires", BOLT.wp, wp());
        await combat.nextTurn();
        expectThat(combat.combatant?.id === other.id, "the other acts now", combat.combatant?.name);
        expectEqual("the GM's trigger", undefined, await room.act(holder, FIRE_HELD_CONTROL.id, {}));
        const prompt = need(game.messages.contents.at(-1), "the held Ability's prompt");
        s.dice.set(() => 20);
        try {
          await takePromptedReaction(prompt, need(holder.id, "the holder's id"), itemId, true);
        } finally {
          s.dice.set(undefined);
        }
        expectEqual("the card's target", other.actor?.name, newestCard().row.name);
        expectEqual("the WP after it fired", 0, wp());
        expectEqual("the hold after it fired", null, held());
        const take = {
          action: `${HELD_REACTION}:${need(prompt.id, "the prompt's id")}`,
          attack: { itemId, targetUuid: need(other.actor, "the other's actor").uuid },
        };
        expectThat((await room.spend(holder, take)) !== undefined, "a second take of the prompt is refused", prompt.id);
      } finally {
        await actor.update({ system: wpUpdate(wpBefore) });
      }
    });
  },
};
