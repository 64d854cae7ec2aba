/**
 * The healing step of the `wounds` self-check (healing/take-heal.ts): out of the fight, a Bandit of the compendium
 * treats another's light wound from beside it, as its sheet's Treat Wound button does (relayed as `fray.sheetAct`,
 * the GM's own request here). The d20 rolls one below its maximum, a success with no kit's −5 whatever the Bandit's
 * Lore: "On a success, the wound is reduced by one step, plus one step for every 2 points by which your check
 * exceeds the TN", light reduced below light is healed, and "the target takes fatigue equal to the level of its highest
 * remaining wound" (none left: 0). One check card.
 *
 * Then the same healer treats the patient hobbled by a cause that gave TN 2 (decision 156): "you end a hobbled effect"
 * against "the effect's TN" — the status and its TN both gone.
 */
import { I18N_ROOT } from "../../../constants.ts";
import { requestSheetAct } from "../../../queries/sheet-act.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { creatureAt } from "../../../self-check/steps/creature-at.ts";
import { woundsActorView } from "../documents.ts";
import { toWoundsCreature } from "../sources.ts";
import { healRequest } from "./heal-acts.ts";

/** Two adjacent spaces in a corner of the self-check's scene, away from the fight and from the resting Bandit. */
const HEALER_AT = { x: 700, y: 900 } as const;
const PATIENT_AT = { x: 800, y: 900 } as const;

export function woundTreated(creatureId: string): SkirmishStep {
  return {
    id: "woundTreated",
    labelKey: `${I18N_ROOT}.Wounds.SelfCheck.woundTreated`,
    async run(s) {
      const healer = need((await creatureAt(s, creatureId, HEALER_AT)).actor, "the healer");
      const patient = need((await creatureAt(s, creatureId, PATIENT_AT)).actor, "the patient");
      await patient.update({
        system: { wounds: { light: 1, moderate: 0, severe: 0, critical: 0, fatal: 0 }, fatigue: 0 },
      });
      const messages = game.messages.size;
      s.dice.set((faces) => Math.max(1, faces - 1));
      try {
        const request = healRequest({ action: "treatWound", level: "light" }, patient.uuid);
        expectEqual("the treatment taken", true, await requestSheetAct(healer, request));
      } finally {
        s.dice.set(undefined);
      }
      const after = toWoundsCreature(need(woundsActorView(patient), "the patient").source);
      expectEqual("the light wounds after the treatment", 0, after.wounds.light);
      expectEqual("the patient's fatigue after the treatment", 0, after.fatigue);
      expectEqual("the treatment's chat line", messages + 1, game.messages.size);
    },
  };
}

/** The TN a hobbling cause gave the patient: above the moderate wound's 0 a hand-given status takes (decision 156). */
const HOBBLED_TN = 2;

export function hobbleTreated(creatureId: string): SkirmishStep {
  return {
    id: "hobbleTreated",
    labelKey: `${I18N_ROOT}.Wounds.SelfCheck.hobbleTreated`,
    async run(s) {
      const healer = need((await creatureAt(s, creatureId, HEALER_AT)).actor, "the healer");
      const patient = need((await creatureAt(s, creatureId, PATIENT_AT)).actor, "the patient");
      await patient.update({ system: { conditionTns: { hobbled: HOBBLED_TN, poisoned: null } } });
      s.dice.set((faces) => Math.max(1, faces - 1));
      try {
        const request = healRequest({ action: "treatCondition", which: "hobbled" }, patient.uuid);
        expectEqual("the treatment taken", true, await requestSheetAct(healer, request));
      } finally {
        s.dice.set(undefined);
      }
      const after = toWoundsCreature(need(woundsActorView(patient), "the patient").source);
      expectEqual("the hobbled effect's TN after the treatment", undefined, after.conditionTns.hobbled);
    },
  };
}
