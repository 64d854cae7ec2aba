/**
 * The attacks list: one row per equipped weapon with its damage, AV and an Attack button whose label gives the
 * exact chance to hit the user's current target. The chance is the combat room's `planAttack` (the same plan the
 * roll dialog and the chat card start from), handed in as `odds`; without a target the button says so.
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { attacksFrame, noTargetButton, type AttacksFrame } from "../../../applications/sheets/attacks-frame.ts";
import { hitBand, percentText, type HitBand } from "../../../applications/parts/hit-chance.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import { choiceLabel, damageDiceText, sheetText } from "./labels.ts";
import type { EnergyAttackOdds, EnergySheetActor, EnergySheetItem, EnergySheetInput } from "./sheet-data.ts";

export interface AttackButtonContext {
  readonly itemId: string;
  readonly text: string;
  /** "86%", or empty without a target or when the room refuses the attack. */
  readonly chanceText: string;
  /** The band in words ("Likely"), "No target", or why the sheet cannot roll it. */
  readonly bandText: string;
  /** CSS modifier and icon: a hit band, "none" without a target, "refused" when the room refuses. */
  readonly band: HitBand | "none" | "refused";
  readonly ariaLabel: string;
}

export interface AttackRowContext {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly damageText: string;
  readonly detailText: string;
  /** "AV 17" for melee and thrown weapons; empty for ranged ones (they roll a Miss Chance instead). */
  readonly avText: string;
  readonly button: AttackButtonContext;
}

export type AttacksContext = AttacksFrame<AttackRowContext>;

type Weapon = Extract<EnergySheetItem, { kind: "weapon" }>;

function detailText(i18n: Localizer, weapon: Weapon): string {
  const w = weapon.system;
  const kind = choiceLabel(i18n, "WeaponKind", w.kind);
  return w.kind === "melee"
    ? sheetText(i18n, "Attack.reach", { kind, reach: w.reach })
    : sheetText(i18n, "Attack.range", { kind, range: w.range.maximum });
}

function button(
  i18n: Localizer,
  weapon: Weapon,
  target: EnergySheetInput["target"],
  odds: EnergyAttackOdds | undefined,
): AttackButtonContext {
  if (!target) return noTargetButton(i18n, sheetText, weapon);
  const common = { itemId: weapon.id, text: sheetText(i18n, "Attack.button") };
  if (!odds || "refused" in odds) {
    const reason = i18n.localize(odds?.refused ?? "FRAY.Energy.Refusal.notEnergy");
    const bandText = sheetText(i18n, "Attack.refused");
    const ariaLabel = sheetText(i18n, "Attack.ariaRefused", { refused: bandText, weapon: weapon.name, reason });
    return { ...common, chanceText: "", bandText, band: "refused", ariaLabel };
  }
  const band = hitBand(odds.hitChance);
  const percent = percentText(odds.hitChance);
  const bandText = sheetText(i18n, `Attack.band.${band}`);
  return {
    ...common,
    chanceText: sheetText(i18n, "Attack.chance", { percent }),
    bandText,
    band,
    ariaLabel: sheetText(i18n, "Attack.ariaTarget", {
      weapon: weapon.name,
      target: target.name,
      percent,
      band: bandText,
      av: odds.av,
    }),
  };
}

function row(i18n: Localizer, actor: EnergySheetActor, weapon: Weapon, input: AttacksInput): AttackRowContext {
  const av = actor.system.derived.weaponAv[weapon.id];
  return {
    id: weapon.id,
    name: weapon.name,
    img: weapon.img,
    damageText: sheetText(i18n, "Attack.damage", {
      dice: damageDiceText(weapon.system.damage),
      masdb: signed(actor.system.derived.masdb),
    }),
    detailText: detailText(i18n, weapon),
    avText: av === undefined ? "" : sheetText(i18n, "Attack.av", { av }),
    button: button(i18n, weapon, input.target, input.odds[weapon.id]),
  };
}

type AttacksInput = Pick<EnergySheetInput, "target" | "odds">;

export function attacksContext(i18n: Localizer, actor: EnergySheetActor, input: AttacksInput): AttacksContext {
  const weapons = actor.items.filter((i): i is Weapon => i.kind === "weapon" && i.system.equipped);
  return attacksFrame(
    i18n,
    sheetText,
    input.target,
    weapons.map((w) => row(i18n, actor, w, input)),
  );
}
