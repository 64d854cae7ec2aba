/**
 * The attacks list: one row per equipped weapon (per weapon on an NPC's stat block) with its damage, AV and an Attack button whose label gives the
 * exact chance to hit the user's current target. The chance is the combat room's `planAttack` (the same plan the
 * roll dialog and the chat card start from), handed in as `odds`; without a target the button says so. A ranged
 * row also says which range band the canvas put the target in, with its reason. A character's melee weapon has a Throw
 * button too ("Throwing a weapon is a ranged attack. Weapons without the Thrown property deal half damage when thrown
 * unless the Hit Roll is a natural 20"), with the throw's own odds; it opens the attack with the `throw` choice.
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  attackButton,
  attacksFrame,
  type AttackButtonContext,
  type AttacksFrame,
  type SheetRefusal,
} from "../../../applications/sheets/attacks-frame.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import { rangedProfile } from "../../../../engine/rulesets/energy/attack/draw-weight.ts";
import { unarmedDamage } from "../../../../engine/rulesets/energy/dice/damage.ts";
import { toEnergyWeapon } from "../sources.ts";
import { mayThrow, THROW } from "../situation/throw.ts";
import { choiceLabel, damageDiceText, sheetText } from "./labels.ts";
import {
  throwOddsKey,
  type EnergyAttackOdds,
  type EnergySheetActor,
  type EnergySheetItem,
  type EnergySheetInput,
} from "./sheet-data.ts";

export interface AttackRowContext {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly damageText: string;
  readonly detailText: string;
  /** "AV 17" for melee and thrown weapons; empty for ranged ones (they roll a Miss Chance instead). */
  readonly avText: string;
  /** Why the canvas put a ranged attack in the close or far band; empty otherwise. */
  readonly rangeText: string;
  readonly button: AttackButtonContext;
  /** The Throw button of a melee weapon (its `data-attack-choice`, situation/throw.ts); null for other weapons. */
  readonly throwButton: (AttackButtonContext & { readonly choice: string }) | null;
}

export type AttacksContext = AttacksFrame<AttackRowContext>;

type Weapon = Extract<EnergySheetItem, { kind: "weapon" }>;

/** What a button says when the room planned nothing for its weapon (an actor of another ruleset's model). */
const UNPLANNED: SheetRefusal = { refused: "FRAY.Energy.Refusal.notEnergy" };

function detailText(i18n: Localizer, weapon: Weapon): string {
  const w = weapon.system;
  const kind = choiceLabel(i18n, "WeaponKind", w.kind);
  // "Unarmed attacks are melee attacks with Reach0".
  if (w.kind === "unarmed") return sheetText(i18n, "Attack.reach", { kind, reach: 0 });
  return w.kind === "melee"
    ? sheetText(i18n, "Attack.reach", { kind, reach: w.reach })
    : sheetText(i18n, "Attack.range", { kind, range: w.range.maximum });
}

function button(i18n: Localizer, weapon: Weapon, input: AttacksInput): AttackButtonContext {
  // A ranged attack names its Miss Chance before the Ranged Evasion roll where a melee one names its AV.
  const ranged = weapon.system.kind === "ranged" || weapon.system.kind === "thrown";
  const aria = ranged ? "Attack.ariaTargetRanged" : "Attack.ariaTarget";
  return attackButton(
    i18n,
    sheetText,
    weapon,
    { target: input.target, odds: input.odds[weapon.id] },
    {
      text: sheetText(i18n, "Attack.button"),
      unplanned: UNPLANNED,
      ariaLabel: (odds, target, percent, band) =>
        sheetText(i18n, aria, { weapon: weapon.name, target, percent, band, av: odds.av }),
    },
  );
}

/** A melee weapon's Throw: a ranged attack, named so in its label (the no-target and refused labels too). */
function throwButton(i18n: Localizer, weapon: Weapon, input: AttacksInput): AttackRowContext["throwButton"] {
  if (!mayThrow({ id: weapon.id, name: weapon.name, data: weapon.system })) return null;
  const text = sheetText(i18n, "Attack.throw");
  const odds = input.odds[throwOddsKey(weapon.id)];
  const button = attackButton(
    i18n,
    sheetText,
    weapon,
    { target: input.target, odds },
    {
      text,
      unplanned: UNPLANNED,
      ariaLabel: (planned, target, percent, band) =>
        sheetText(i18n, "Attack.ariaThrow", { weapon: weapon.name, target, percent, band, av: planned.av }),
    },
  );
  const thrown = { ...button, text, choice: THROW };
  if (button.band === "none") {
    return { ...thrown, ariaLabel: sheetText(i18n, "Attack.ariaThrowNoTarget", { weapon: weapon.name }) };
  }
  if (button.band !== "refused") return thrown;
  const refusal = odds && "refused" in odds ? odds : UNPLANNED;
  const reason = refusal.data ? i18n.format(refusal.refused, { ...refusal.data }) : i18n.localize(refusal.refused);
  const data = { refused: button.bandText, weapon: weapon.name, reason };
  return { ...thrown, ariaLabel: sheetText(i18n, "Attack.ariaThrowRefused", data) };
}

/** The range band the canvas read ("4 m away: within the first range of 5 m"); empty in the middle band. */
function rangeText(i18n: Localizer, odds: EnergyAttackOdds | undefined): string {
  const note = odds && !("refused" in odds) ? odds.rangeNote : undefined;
  return note ? (note.data ? i18n.format(note.key, { ...note.data }) : i18n.localize(note.key)) : "";
}

/**
 * Melee: dice + MASDB; ranged: dice + Draw Weight's Extra Damage; thrown: the dice alone; unarmed: "Damage = MASAB
 * (min 1)" (seed's formulas).
 */
function damageText(i18n: Localizer, actor: EnergySheetActor, weapon: Weapon): string {
  if (weapon.system.kind === "unarmed") {
    return sheetText(i18n, "Attack.damageUnarmed", { damage: unarmedDamage(actor.system.derived.masab) });
  }
  const dice = damageDiceText(weapon.system.damage);
  if (weapon.system.kind === "melee") {
    return sheetText(i18n, "Attack.damage", { dice, masdb: signed(actor.system.derived.masdb) });
  }
  const extra = rangedProfile(toEnergyWeapon({ id: weapon.id, name: weapon.name, data: weapon.system }))?.extraDamage;
  return extra ? sheetText(i18n, "Attack.damageDraw", { dice, extra: signed(extra) }) : dice;
}

function row(
  i18n: Localizer,
  actor: EnergySheetActor,
  weapon: Weapon,
  input: AttacksInput,
  throws: boolean,
): AttackRowContext {
  const av = actor.system.derived.weaponAv[weapon.id];
  return {
    id: weapon.id,
    name: weapon.name,
    img: weapon.img,
    damageText: damageText(i18n, actor, weapon),
    detailText: detailText(i18n, weapon),
    rangeText: input.target ? rangeText(i18n, input.odds[weapon.id]) : "",
    avText: av === undefined ? "" : sheetText(i18n, "Attack.av", { av }),
    button: button(i18n, weapon, input),
    throwButton: throws ? throwButton(i18n, weapon, input) : null,
  };
}

type AttacksInput = Pick<EnergySheetInput, "target" | "odds">;

export function attacksContext(
  i18n: Localizer,
  actor: EnergySheetActor,
  input: AttacksInput,
  /** "all" on an NPC's stat block: a monster's natural weapons are its attacks whether or not marked equipped. */
  which: "equipped" | "all" = "equipped",
): AttacksContext {
  const weapons = actor.items.filter((i): i is Weapon => i.kind === "weapon" && (which === "all" || i.system.equipped));
  return attacksFrame(
    i18n,
    sheetText,
    input.target,
    // A stat block's weapons are mostly natural ones (a bite, a claw), and it must fit its window: the Throw is the
    // character sheet's (decision 127).
    weapons.map((w) => row(i18n, actor, w, input, which === "equipped")),
  );
}
