/**
 * The `energy` self-check's suppression step (rules page decision 123): "if you are in a bog which Slows anyone inside
 * it, you can use an ability that removes a Slowed condition to spend Agility inside the bog for the rest of the
 * Round". The GM marks the attacker Slowed: a Shift with Agility is refused; the attacker uses an ability that removes
 * Slowed (its Use, through the room's spend as the GM's click on the sheet goes), so Slowed is ignored (stored on its
 * combatant) and the Shift is paid; using it again ignores nothing twice. Then the GM takes Slowed off and the
 * ability is deleted (its actor is the check's own, deleted at cleanup anyway).
 */
import { roomOf } from "../../combat/rooms.ts";
import { I18N_ROOT } from "../../constants.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { itemActionId } from "./combat/item-actions.ts";
import { SHIFT_AGILITY_ACTION } from "./combat/requests.ts";
import { energyCombatantData } from "./combat/state.ts";
import { combatantOf } from "../../self-check/steps/combatant-of.ts";

const FREE_STRIDE = {
  name: "Self-check: Free Stride",
  type: "energy-ability" as const,
  system: { removes: { slowed: true } },
};

export const SUPPRESS_SELF_CHECK: SkirmishStep = {
  id: "suppressSlowed",
  labelKey: `${I18N_ROOT}.Energy.SelfCheck.suppressSlowed`,
  async run(s) {
    const actor = need(s.actors, "the actors").attacker;
    const combatant = combatantOf(s, actor, "the attacker's combatant");
    const room = need(roomOf(combatant), "the energy combat room");
    const created = await actor.createEmbeddedDocuments("Item", [FREE_STRIDE]);
    const id = need(created?.[0]?.id ?? undefined, "the ability's id");
    const use = { action: itemActionId("useAbility", id) };
    try {
      await actor.toggleStatusEffect("slowed", { active: true });
      const slowed = await room.spend(combatant, { action: SHIFT_AGILITY_ACTION });
      expectThat(slowed !== undefined, "a Shift with Agility while Slowed is refused", slowed);
      expectEqual("the ability removing Slowed used", undefined, await room.spend(combatant, use));
      expectEqual("the combatant's ignored conditions", "slowed", energyCombatantData(combatant)?.suppressed.join());
      expectEqual("the Shift with Agility", undefined, await room.spend(combatant, { action: SHIFT_AGILITY_ACTION }));
      expectEqual("the ability used again", undefined, await room.spend(combatant, use));
      expectEqual("Slowed ignored once", "slowed", energyCombatantData(combatant)?.suppressed.join());
      await actor.toggleStatusEffect("slowed", { active: false });
    } finally {
      await actor.deleteEmbeddedDocuments("Item", [id]);
    }
  },
};
