/**
 * The `energy` self-check's step for using an ability at its listed cost (rules page decision 100): the attacker is
 * given a Short Rest ability listing 2 Energy and 1 Stamina with one use; using it through the room's spend (as the
 * GM's click on the sheet's Use goes) pays both and spends the use; using it again is refused with no use left and
 * pays nothing. The ability is deleted afterwards (its actor is the check's own, deleted at cleanup anyway).
 * Then an ability that enhances an attack (decision 102), used when the last action was that ability rather than an
 * attack, is refused and pays nothing.
 */
import { roomOf } from "../../combat/rooms.ts";
import { I18N_ROOT } from "../../constants.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { Skirmish, SkirmishStep } from "../../self-check/skirmish.ts";
import { poolOf } from "../../self-check/steps/pools.ts";
import { fightsFor } from "../../combat/fights-for.ts";
import { itemActionId } from "./combat/item-actions.ts";

const ABILITY = {
  name: "Self-check: Battle Cry",
  type: "energy-ability" as const,
  system: { energy: 2, stamina: 1, recharge: "shortRest", uses: { value: 1, max: 1 } },
};

/** "you are limited to spending only 4 Stamina to enhance an attack": it needs an attack to enhance. */
const ENHANCING = {
  name: "Self-check: Power Strike",
  type: "energy-ability" as const,
  system: { stamina: 1, enhancesAttack: true },
};

function attackerCombatant(s: Skirmish): Combatant.Implementation {
  const actor = need(s.actors, "the actors").attacker;
  return need(
    need(s.combat, "the combat").combatants.find((c) => fightsFor(c, actor)),
    "the attacker's combatant",
  );
}

/** The attacker's Energy and Stamina as the tracker shows them, as text ("3 Energy, 4 Stamina") to compare. */
function pools(s: Skirmish, less = { energy: 0, stamina: 0 }): string {
  const energy = poolOf(s, "attacker", "energy").value - less.energy;
  return `${energy} Energy, ${poolOf(s, "attacker", "stamina").value - less.stamina} Stamina`;
}

export const ABILITY_SELF_CHECK: SkirmishStep = {
  id: "abilityCost",
  labelKey: `${I18N_ROOT}.Energy.SelfCheck.abilityCost`,
  async run(s) {
    const actor = need(s.actors, "the actors").attacker;
    const combatant = attackerCombatant(s);
    const room = need(roomOf(combatant), "the energy combat room");
    const created = await actor.createEmbeddedDocuments("Item", [ABILITY]);
    const id = need(created?.[0]?.id ?? undefined, "the ability's id");
    try {
      const paid = pools(s, { energy: 2, stamina: 1 });
      expectEqual(
        "the ability paid",
        undefined,
        await room.spend(combatant, { action: itemActionId("useAbility", id) }),
      );
      expectEqual("Energy and Stamina after the ability", paid, pools(s));
      const again = await room.spend(combatant, { action: itemActionId("useAbility", id) });
      expectThat(again !== undefined, "a second use with none left is refused", again);
      expectEqual("Energy and Stamina after the refusal", paid, pools(s));
    } finally {
      await actor.deleteEmbeddedDocuments("Item", [id]);
    }
  },
};

/** Right after `ABILITY_SELF_CHECK`: the last action is that ability, so there is no attack to enhance. */
export const ENHANCING_ABILITY_SELF_CHECK: SkirmishStep = {
  id: "abilityEnhancesAttack",
  labelKey: `${I18N_ROOT}.Energy.SelfCheck.abilityEnhancesAttack`,
  async run(s) {
    const actor = need(s.actors, "the actors").attacker;
    const combatant = attackerCombatant(s);
    const room = need(roomOf(combatant), "the energy combat room");
    const created = await actor.createEmbeddedDocuments("Item", [ENHANCING]);
    const id = need(created?.[0]?.id ?? undefined, "the ability's id");
    try {
      const before = pools(s);
      const refused = await room.spend(combatant, { action: itemActionId("useAbility", id) });
      expectThat(refused !== undefined, "an enhancing ability with no attack to enhance is refused", refused);
      expectEqual("Energy and Stamina after the refusal", before, pools(s));
    } finally {
      await actor.deleteEmbeddedDocuments("Item", [id]);
    }
  },
};
