/**
 * What a healing action did, in words (the check card shows the check's total and TN beside it): what it did to the
 * patient, the fatigue Treat
 * Wound gives ("Whether the check succeeds or fails, the target takes fatigue equal to the level of its highest
 * remaining wound"), and the healing kit's −5 when the healer had none.
 */
import type { TreatWoundOutcome } from "../../../../engine/rulesets/wounds/healing/treat-wound.ts";
import type { WoundLevel } from "../../../../engine/rulesets/wounds/tables/wound-levels.ts";
import { I18N_ROOT } from "../../../constants.ts";

const KEY = `${I18N_ROOT}.Wounds.Heal`;
const LEVEL = `${I18N_ROOT}.Wounds.Attack.Damage.level`;

const level = (l: WoundLevel): string => game.i18n.localize(`${LEVEL}.${l}`);

/** What a successful treatment did: the wound moved down to a level, or below light and healed. */
function reducedText(from: WoundLevel, to: WoundLevel | "healed"): string {
  return to === "healed"
    ? game.i18n.format(`${KEY}.healed`, { level: level(from) })
    : game.i18n.format(`${KEY}.reduced`, { from: level(from), to: level(to) });
}

/** The text with the healing kit's −5 named when the healer had none. */
export const withKit = (text: string, kit: boolean): string =>
  kit ? text : `${text} ${game.i18n.localize(`${KEY}.noKit`)}`;

function treatWoundText(treated: WoundLevel, outcome: TreatWoundOutcome | undefined, kit: boolean): string {
  const i18n = game.i18n;
  const result = outcome?.result ?? "failed";
  const effect =
    result === "reduced" && outcome?.to !== undefined
      ? reducedText(treated, outcome.to)
      : i18n.format(`${KEY}.result.${result}`, { level: level(treated) });
  const fatigue = i18n.format(`${KEY}.fatigue`, { amount: String(outcome?.fatigue ?? 0) });
  return withKit(`${effect} · ${fatigue}`, kit);
}

function stabilizeText(stable: boolean, kit: boolean): string {
  return withKit(game.i18n.localize(`${KEY}.${stable ? "stabilized" : "stillDying"}`), kit);
}

export const healedText = { treatWound: treatWoundText, stabilize: stabilizeText };
