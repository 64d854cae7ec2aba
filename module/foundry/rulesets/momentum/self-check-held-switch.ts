/**
 * `momentum` self-check step for a held Switch Places (rules page decisions 154, 156): "a creature must spend the AP
 * that the action would cost on their turn and name a trigger"; "They must use a reaction (1 RP), or this action
 * fails". The other stands beside whoever acts now, on its side; the one acting, given 3 AP, holds Switch Places
 * naming it (1 AP paid, the ally kept). On the other's turn the GM says the trigger happened: the ally would react on
 * its own turn, so under "RP can be used to act outside of your turn" (the default) the firing is refused and the hold
 * kept (decision 156). The skirmish has no third fighter on whose turn the ally could react, so the step then plays
 * the world without that rule for the answer (the GM's setting put back after, decision 165): the GM says the trigger
 * happened again, the ally's owner is prompted and its answer swaps the two, once. The squares and side are put back
 * after, whatever happened (a hold left is lost at the holder's next turn start).
 */
import { AP_PER_TURN } from "../../../engine/rulesets/momentum/tables/actions.ts";
import { roomOf } from "../../combat/rooms.ts";
import { variantSettingKey } from "../../config/rule-variants.ts";
import { I18N_ROOT, SYSTEM_ID } from "../../constants.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { ALLOW_HELD_SWITCH } from "./combat/held-switch.ts";
import { FIRE_HELD_CONTROL } from "./combat/held-prompt.ts";
import { TRIGGER_FLAG } from "./combat/holdable.ts";
import { HOLD_OPTION } from "./combat/options.ts";
import { moveByRules } from "./combat/rules-move.ts";
import { momentumCombatantData } from "./combat/state.ts";
import { SWITCH_PLACES, switchPlacesAction } from "./combat/switch-places.ts";
import { momentumOptions } from "./rule-variants.ts";
import { actingAndOther } from "./self-check-fighters.ts";

const STEP = `${I18N_ROOT}.Momentum.SelfCheck`;
/** The world setting of "RP can be used to act outside of your turn" (`reactionsOffTurnOnly`). */
const OFF_TURN_ONLY = variantSettingKey("momentum", "reactionsOffTurnOnly");
const at = (p: { readonly x: number; readonly y: number }) => `${String(p.x)},${String(p.y)}`;

export const heldSwitchStep: SkirmishStep = {
  id: "heldSwitch",
  labelKey: `${STEP}.heldSwitch`,
  async run(s) {
    const combat = need(s.combat, "the combat");
    const { acting: holder, other } = actingAndOther(s);
    const actor = need(holder.actor, "the holder's actor");
    const room = need(roomOf(holder), "the momentum combat room");
    const data = () => need(momentumCombatantData(holder), "a momentum combatant").held;
    const own = need(holder.token, "the holder's token");
    const theirs = need(other.token, "the other's token");
    const homes = {
      own: { x: own.x, y: own.y },
      theirs: { x: theirs.x, y: theirs.y, disposition: theirs.disposition },
    };
    const beside = { x: own.x, y: own.y + need(s.scene, "the scene").grid.size };
    // Off its turn the other moves freely: it stands beside the holder, on its side.
    await theirs.update({ ...beside, disposition: own.disposition });
    let restoreRule = false;
    try {
      expectEqual("the GM's 3 AP", undefined, await room.adjustPool(holder, "ap", AP_PER_TURN));
      await actor.update({ flags: { [SYSTEM_ID]: { [TRIGGER_FLAG]: "When the other is struck" } } });
      const allyId = need(other.id, "the other's id");
      const hold = { action: switchPlacesAction(allyId), options: { [HOLD_OPTION.id]: 1 } };
      expectEqual("the hold's refusal", undefined, await room.spend(holder, hold));
      expectEqual("the ally held", `${SWITCH_PLACES} ${allyId}`, `${String(data().action)} ${data().ally}`);
      await combat.nextTurn();
      expectThat(combat.combatant?.id === other.id, "the other acts now", combat.combatant?.name);
      if (momentumOptions().reactionsOffTurnOnly) {
        const fired = await room.act(holder, FIRE_HELD_CONTROL.id, {});
        const cannot = `${I18N_ROOT}.Momentum.Refusal.allyCannotReact`;
        expectEqual("the trigger on the ally's own turn", cannot, fired?.refused);
        expectEqual("the hold after the refusal", SWITCH_PLACES, data().action);
        restoreRule = true;
        await game.settings.set(SYSTEM_ID, OFF_TURN_ONLY, false);
      }
      expectEqual("the GM's trigger", undefined, await room.act(holder, FIRE_HELD_CONTROL.id, {}));
      const prompt = need(game.messages.contents.at(-1)?.id, "the held switch's prompt");
      const answer = {
        action: `${ALLOW_HELD_SWITCH}:${prompt}`,
        attack: { itemId: SWITCH_PLACES, targetUuid: actor.uuid },
      };
      expectEqual("the ally's answer", undefined, await room.spend(other, answer));
      expectEqual("the holder's square", at(beside), at(own));
      expectThat((await room.spend(other, answer)) !== undefined, "a second answer is refused", prompt);
    } finally {
      if (restoreRule) await game.settings.set(SYSTEM_ID, OFF_TURN_ONLY, true);
      await theirs.update(homes.theirs);
      await moveByRules(own, homes.own);
    }
  },
};
