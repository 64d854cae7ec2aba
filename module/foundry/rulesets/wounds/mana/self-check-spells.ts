/**
 * The spells-and-mana step of the `wounds` self-check (decisions 188–189), on the attacker's turn, taken as the sheet's
 * buttons take them. The GM gives the attacker 4 mana (race mana 4), 2 + 3 AP and two spells that are no attack:
 * Light (2 AP, 1 mana spent) and Stone Skin (3 AP, 2 mana invested, returned when the effect ends). Casting the
 * target's spell is refused; Light spends its mana ("Spending mana reduces your current total"); Stone Skin invests
 * its mana ("your current and maximum mana decrease by the same amount"), a second Stone Skin is refused while the
 * first holds its mana, and ending its effect returns it ("returned as soon as the effect ends"). The spells are
 * deleted again and the mana put back. Then, out of the fight, a Bandit casts a spell out of combat (decision 223).
 */
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { adjustPool } from "../../../combat/economy-access.ts";
import { requestSpend } from "../../../combat/spend.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { WoundsCharacterModel, WoundsNpcModel } from "../data/actor-models.ts";
import { woundsStateOf } from "../combat/actor.ts";
import { castAction } from "../combat/cast-action.ts";
import { endWoundsInvestment } from "./end-effect.ts";
import { castSpellOutOfCombat } from "./cast-out-of-combat.ts";
import { creatureAt } from "../../../self-check/steps/creature-at.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";

const REFUSAL = `${I18N_ROOT}.Wounds.Refusal`;

/** The mana a `wounds` creature stores, with its prepared maximum (after investment). */
function manaOf(actor: Actor.Implementation) {
  const data = actor.system;
  if (!(data instanceof WoundsCharacterModel || data instanceof WoundsNpcModel)) {
    throw new Error("not a wounds creature");
  }
  return { raceMana: data.raceMana, value: data.mana.value, max: data.mana.max, invested: data.invested };
}

export const spellsInvested: SkirmishStep = {
  id: "spellsInvested",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.spellsInvested`,
  async run(s) {
    await toAttackersTurn(s);
    const { attacker, target } = need(s.actors, "the actors");
    const combatant = combatantOf(s, attacker, "the attacker's combatant");
    const apNow = () => apOf(need(woundsStateOf(combatant), "the attacker's wounds state"));
    const cast = async (id: string | null | undefined) => {
      const reply = await requestSpend(attacker, { action: castAction(id ?? "") });
      return reply.ok ? undefined : reply.refused;
    };
    const before = manaOf(attacker);
    const [light, skin] =
      (await attacker.createEmbeddedDocuments("Item", [
        { name: "Light", type: "wounds-ability", system: { kind: "spell", ap: 2, mana: 1 } },
        {
          name: "Stone Skin",
          type: "wounds-ability",
          system: { kind: "spell", ap: 3, mana: 2, manaUse: "invest", retrieve: "effectEnds" },
        },
      ])) ?? [];
    const hex = (
      await target.createEmbeddedDocuments("Item", [{ name: "Hex", type: "wounds-ability", system: { kind: "spell" } }])
    )?.[0];
    try {
      await attacker.update({ system: { raceMana: 4, mana: { value: 4 }, invested: [] } });
      await adjustPool(combatant, "ap", 5 - apNow());
      expectEqual("casting the target's spell", `${REFUSAL}.notASpell`, await cast(hex?.id));
      expectEqual("casting Light", undefined, await cast(light?.id));
      expectEqual("the mana after Light", 3, manaOf(attacker).value);
      expectEqual("casting Stone Skin", undefined, await cast(skin?.id));
      expectEqual("the AP left", 0, apNow());
      expectEqual("the mana after investing", 1, manaOf(attacker).value);
      expectEqual("the maximum after investing", 2, manaOf(attacker).max);
      await adjustPool(combatant, "ap", 3);
      expectEqual("a second Stone Skin", `${REFUSAL}.alreadyInvested`, await cast(skin?.id));
      expectEqual("ending Stone Skin", undefined, await endWoundsInvestment(attacker, skin?.id ?? ""));
      expectEqual("the mana after it ends", 3, manaOf(attacker).value);
      expectEqual("the maximum after it ends", 4, manaOf(attacker).max);
    } finally {
      await attacker.deleteEmbeddedDocuments("Item", [light?.id ?? "", skin?.id ?? ""]);
      await target.deleteEmbeddedDocuments("Item", [hex?.id ?? ""]);
      const { raceMana, value, invested } = before;
      await attacker.update({ system: { raceMana, mana: { value }, invested: [...invested] } });
    }
  },
};

/** A corner of the self-check's scene, away from the fight and from the rest steps' corner. */
const APART = { x: 700, y: 900 } as const;

/**
 * A Bandit of the compendium, not in the fight, casts Ward (1 mana invested) from its sheet's Actions button: "All
 * effects that use mana will either require spending it or investing it", in combat or not (decision 223). Its
 * current and maximum mana fall by 1 and the cast is posted; a second Ward is refused while the first holds its mana.
 */
export function spellCastOutOfCombat(creatureId: string): SkirmishStep {
  return {
    id: "spellCastOutOfCombat",
    labelKey: `${I18N_ROOT}.Wounds.SelfCheck.spellCastOutOfCombat`,
    async run(s) {
      const caster = need((await creatureAt(s, creatureId, APART)).actor, "the casting creature");
      await caster.update({ system: { raceMana: 3, mana: { value: 3 }, invested: [] } });
      const [ward] =
        (await caster.createEmbeddedDocuments("Item", [
          { name: "Ward", type: "wounds-ability", system: { kind: "spell", ap: 3, mana: 1, manaUse: "invest" } },
        ])) ?? [];
      const id = need(ward?.id, "the Ward spell");
      const messages = game.messages.size;
      const before = manaOf(caster);
      expectEqual("casting Ward out of combat", undefined, await castSpellOutOfCombat(caster, id));
      expectEqual("the mana after investing", before.value - 1, manaOf(caster).value);
      expectEqual("the maximum after investing", before.max - 1, manaOf(caster).max);
      expectEqual("the cast's card", messages + 1, game.messages.size);
      expectEqual("a second Ward", `${REFUSAL}.alreadyInvested`, (await castSpellOutOfCombat(caster, id))?.refused);
    },
  };
}
