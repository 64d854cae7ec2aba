/**
 * The Rest section of the `energy` character sheet (rest/rests.ts): a Short Rest block with or without its Recovery
 * Surge (and the Aura that surge restores) and a Long Rest, each a button that says why it cannot be taken now.
 */
import { recoveryValue } from "../../../../engine/rulesets/energy/defense/derived.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { REST_KINDS, restRefusal, type RestKind } from "../rest/rests.ts";
import { toEnergyActor } from "../sources.ts";
import type { EnergySheetActor } from "./sheet-data.ts";

const KEY = `${I18N_ROOT}.Energy.Rest`;

export interface RestButtonContext {
  readonly kind: RestKind;
  readonly text: string;
  /** Why it cannot be taken now; empty when it can. */
  readonly reason: string;
  readonly reasonId: string;
}

export interface RestContext {
  readonly heading: string;
  readonly surgesText: string;
  readonly buttons: readonly RestButtonContext[];
}

export function restContext(i18n: Localizer, actor: EnergySheetActor, inCombat: boolean): RestContext {
  const resting = toEnergyActor(actor.system, []);
  const recovery = String(recoveryValue(resting.creature));
  const buttons = REST_KINDS.map((kind) => {
    const refusal = restRefusal(resting, kind, inCombat);
    return {
      kind,
      text: i18n.format(`${KEY}.button.${kind}`, { aura: recovery }),
      reason: refusal ? i18n.localize(`${KEY}.Refusal.${refusal}`) : "",
      reasonId: `${actor.id}-rest-${kind}-reason`,
    };
  });
  return {
    heading: i18n.localize(`${KEY}.heading`),
    surgesText: i18n.format(`${KEY}.surgesLeft`, { count: String(resting.creature.recoverySurges) }),
    buttons,
  };
}
