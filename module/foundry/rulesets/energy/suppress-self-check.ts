/**
 * The `energy` self-check's suppression step (rules page decision 112): "if you are in a bog which Slows anyone inside
 * it, you can use an ability that removes a Slowed condition to spend Agility inside the bog for the rest of the
 * Round". The GM marks the attacker Slowed: a Shift with Agility is refused; the attacker ignores Slowed (stored on
 * its combatant), the Shift is paid, ignoring it again is refused; then the GM takes Slowed off. Through the room's
 * spend, as the GM's own click on the sheet would go.
 */
import { roomOf } from "../../combat/rooms.ts";
import { I18N_ROOT } from "../../constants.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { SHIFT_AGILITY_ACTION } from "./combat/requests.ts";
import { energyCombatantData } from "./combat/state.ts";
import { suppressActionId } from "./combat/suppress-choices.ts";

export const SUPPRESS_SELF_CHECK: SkirmishStep = {
  id: "suppressSlowed",
  labelKey: `${I18N_ROOT}.Energy.SelfCheck.suppressSlowed`,
  async run(s) {
    const actor = need(s.actors, "the actors").attacker;
    const combatant = need(
      need(s.combat, "the combat").combatants.find((c) => c.actor?.id === actor.id),
      "the attacker's combatant",
    );
    const room = need(roomOf(combatant), "the energy combat room");
    await actor.toggleStatusEffect("slowed", { active: true });
    const slowed = await room.spend(combatant, { action: SHIFT_AGILITY_ACTION });
    expectThat(slowed !== undefined, "a Shift with Agility while Slowed is refused", slowed);
    expectEqual("Slowed ignored", undefined, await room.spend(combatant, { action: suppressActionId("slowed") }));
    expectEqual("the combatant's ignored conditions", "slowed", energyCombatantData(combatant)?.suppressed.join());
    expectEqual("the Shift with Agility", undefined, await room.spend(combatant, { action: SHIFT_AGILITY_ACTION }));
    const again = await room.spend(combatant, { action: suppressActionId("slowed") });
    expectThat(again !== undefined, "ignoring Slowed again is refused", again);
    await actor.toggleStatusEffect("slowed", { active: false });
  },
};
