/**
 * A player's edit of a creature's Fighting Styles pays for the gear it buys (rules page decision 155): "Expanding a
 * fighting style by adding a weapon, armor, or shield to its list costs 25 XP". The engine's `payStyleEdit` prices the
 * submitted styles against the stored ones from the unspent XP the form sends; short of XP, the styles stay as they
 * were (the rest of the form still saves) and the shortfall is named. Pure: the sheet class hands in the stored
 * styles and the submitted form data (already put back into lists, list-edits.ts).
 */
import { payStyleEdit } from "../../../../engine/rulesets/contest/style/styles.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { StyleSource } from "../sources.ts";

const NOT_ENOUGH_XP = `${I18N_ROOT}.Contest.Refusal.notEnoughXp`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A submitted style's gear list; a malformed entry lists nothing (the data model refuses it anyway). */
function gearOf(style: unknown): readonly string[] {
  const gear = isRecord(style) ? style["gear"] : undefined;
  return Array.isArray(gear) ? gear.filter((g): g is string => typeof g === "string") : [];
}

export interface ChargedEdit {
  readonly data: object;
  readonly refusal?: Refusal;
}

/** The form data with the XP the styles' edit costs taken off, or with the styles kept as stored and the refusal. */
export function chargeStyleEdit(
  stored: { readonly styles: readonly StyleSource[]; readonly xp: number },
  data: object,
): ChargedEdit {
  const system = isRecord(data) ? data["system"] : undefined;
  if (!isRecord(system) || !Array.isArray(system["styles"])) return { data };
  const sent = system["xp"];
  const xp = typeof sent === "number" && Number.isFinite(sent) ? sent : stored.xp;
  const before = stored.styles.map((s) => s.gear);
  const paid = payStyleEdit(before, system["styles"].map(gearOf), xp);
  if (paid.ok) return { data: { ...data, system: { ...system, xp: paid.state } } };
  const refusal = { refused: NOT_ENOUGH_XP, data: { need: paid.reason.need ?? 0, have: xp } };
  return { data: { ...data, system: { ...system, styles: stored.styles } }, refusal };
}
