/**
 * The item-cost step of the `wounds` self-check (item-acts.ts; rules page decisions 178–180), on the attacker's turn.
 * The GM gives the attacker a Battle Cry (2 AP, 2 stamina) and 3 + 4 + 2 AP, and sets its stamina to 1; it retrieves
 * an item from a belt pouch ("Belt pouch or concealed pocket: 3"), drinks a potion ("Drink a potion: 4") and shouts
 * the Battle Cry: 1 stamina paid and 1 fatigue taken ("your stamina instead becomes 0 and you take fatigue equal to
 * the excess stamina cost"), no AP left. A Use an Object naming another creature's item is refused. The Battle Cry
 * is deleted again and stamina and fatigue put back.
 */
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { adjustPool } from "../../../combat/economy-access.ts";
import { requestSpend } from "../../../combat/spend.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { WoundsCharacterModel, WoundsNpcModel } from "../data/actor-models.ts";
import { woundsStateOf } from "./actor.ts";
import { abilityAction, containerAction, itemUseAction, objectUseAction } from "./item-acts.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";

const AP = 3 + 4 + 2;

/** The stamina and fatigue stored on a `wounds` creature. */
function vitals(actor: Actor.Implementation): { readonly stamina: number; readonly fatigue: number } {
  const data = actor.system;
  if (!(data instanceof WoundsCharacterModel || data instanceof WoundsNpcModel))
    throw new Error("not a wounds creature");
  return { stamina: data.stamina.value, fatigue: data.fatigue };
}

export const itemActsPaid: SkirmishStep = {
  id: "itemActsPaid",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.itemActsPaid`,
  async run(s) {
    await toAttackersTurn(s);
    const { attacker, target } = need(s.actors, "the actors");
    const combatant = combatantOf(s, attacker, "the attacker's combatant");
    const apNow = () => apOf(need(woundsStateOf(combatant), "the attacker's wounds state"));
    const spend = async (action: string) => {
      const reply = await requestSpend(attacker, { action });
      return reply.ok ? undefined : reply.refused;
    };
    const before = vitals(attacker);
    const cry = (
      await attacker.createEmbeddedDocuments("Item", [
        { name: "Battle Cry", type: "wounds-ability", system: { kind: "ability", ap: 2, stamina: 2 } },
      ])
    )?.[0];
    const club = (await target.createEmbeddedDocuments("Item", [{ name: "Club", type: "wounds-gear" }]))?.[0];
    try {
      await attacker.update({ system: { stamina: { value: 1 } } });
      await adjustPool(combatant, "ap", AP - apNow());
      expectEqual("the GM's AP", AP, apNow());
      const refused = `${I18N_ROOT}.Wounds.Refusal.unknownAction`;
      expectEqual("using the target's item", refused, await spend(itemUseAction(need(club, "the club").id)));
      expectEqual("retrieving from a belt pouch", undefined, await spend(containerAction("pouch")));
      expectEqual("the AP after the pouch", AP - 3, apNow());
      expectEqual("drinking a potion", undefined, await spend(objectUseAction("potion")));
      expectEqual("the AP after the potion", 2, apNow());
      expectEqual("the Battle Cry", undefined, await spend(abilityAction(need(cry, "the Battle Cry").id)));
      expectEqual("the AP after the Battle Cry", 0, apNow());
      expectEqual("the stamina left", 0, vitals(attacker).stamina);
      expectEqual("the fatigue for the excess", before.fatigue + 1, vitals(attacker).fatigue);
    } finally {
      await attacker.deleteEmbeddedDocuments("Item", [cry?.id ?? ""]);
      await target.deleteEmbeddedDocuments("Item", [club?.id ?? ""]);
      await attacker.update({ system: { stamina: { value: before.stamina }, fatigue: before.fatigue } });
    }
  },
};
