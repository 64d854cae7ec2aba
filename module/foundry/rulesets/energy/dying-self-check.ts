/**
 * The `energy` self-check's dying and waking steps (issue 22, decisions 78–79), on the target once the attacks are
 * done: the GM's tracker Stamina − to 0 knocks it out ("Dropping to 0 Stamina will immediately result in
 * unconsciousness") and the Unconscious status shows it; Stamina + wakes it; a creature asleep wakes when the GM takes
 * its Unconscious off ("It is up to the GM to decide when you awaken"); one bleeding out is Stabilized by gaining Aura
 * ("A creature can be stabilized by gaining Aura"). The last step puts its Aura and Stamina back as they were.
 */
import { adjustPool } from "../../combat/economy-access.ts";
import { fightsFor } from "../../combat/fights-for.ts";
import { I18N_ROOT } from "../../constants.ts";
import { eventually, expectEqual, need } from "../../self-check/expect.ts";
import type { Skirmish, SkirmishStep } from "../../self-check/skirmish.ts";
import { energyActorView } from "./documents.ts";

const STEP = `${I18N_ROOT}.Energy.SelfCheck`;
/** The target's Aura and Stamina before these steps, put back by the last one. */
const AURA_BEFORE = "energyAuraBefore";
const STAMINA_BEFORE = "energyStaminaBefore";

const target = (s: Skirmish): Actor.Implementation => need(s.actors, "the actors").target;
const stored = (s: Skirmish) => need(energyActorView(target(s)), "the target as an energy creature").source;
const unconsciousShown = (s: Skirmish): boolean => target(s).statuses.has("unconscious");

function targetCombatant(s: Skirmish): Combatant.Implementation {
  const actor = target(s);
  const combatant = need(s.combat, "the combat").combatants.find((c) => fightsFor(c, actor));
  return need(combatant, "the target's combatant");
}

const staminaToZero: SkirmishStep = {
  id: "staminaToZero",
  labelKey: `${STEP}.staminaToZero`,
  async run(s) {
    const { stamina, aura } = stored(s);
    s.notes.set(AURA_BEFORE, aura.value);
    s.notes.set(STAMINA_BEFORE, stamina.value);
    await adjustPool(targetCombatant(s), "stamina", -stamina.value);
    expectEqual("the target's unconsciousness after Stamina − to 0", "stamina", stored(s).state.unconscious);
    await eventually(
      () => unconsciousShown(s),
      "the target shows Unconscious",
      () => [...target(s).statuses],
    );
  },
};

const staminaBack: SkirmishStep = {
  id: "staminaBack",
  labelKey: `${STEP}.staminaBack`,
  async run(s) {
    await adjustPool(targetCombatant(s), "stamina", 1);
    await eventually(
      () => !unconsciousShown(s),
      "the target wakes",
      () => stored(s).state,
    );
  },
};

const gmWakes: SkirmishStep = {
  id: "gmWakes",
  labelKey: `${STEP}.gmWakes`,
  async run(s) {
    await target(s).toggleStatusEffect("unconscious", { active: true });
    await eventually(
      () => stored(s).state.unconscious === "sleep",
      "the GM's Unconscious is asleep",
      () => stored(s),
    );
    await target(s).toggleStatusEffect("unconscious", { active: false });
    await eventually(
      () => stored(s).state.unconscious === null,
      "the GM woke the target",
      () => stored(s).state,
    );
  },
};

const auraStabilizes: SkirmishStep = {
  id: "auraStabilizes",
  labelKey: `${STEP}.auraStabilizes`,
  async run(s) {
    await target(s).update({ system: { aura: { value: 0 }, state: { bleedingOut: true } } });
    await target(s).update({ system: { aura: { value: 1 } } });
    await eventually(
      () => !stored(s).state.bleedingOut,
      "gaining Aura stabilized the target",
      () => stored(s).state,
    );
    const aura = s.notes.get(AURA_BEFORE);
    const stamina = s.notes.get(STAMINA_BEFORE);
    if (typeof aura === "number" && typeof stamina === "number") {
      await target(s).update({ system: { aura: { value: aura }, stamina: { value: stamina } } });
    }
  },
};

export const DYING_SELF_CHECK: readonly SkirmishStep[] = [staminaToZero, staminaBack, gmWakes, auraStabilizes];
