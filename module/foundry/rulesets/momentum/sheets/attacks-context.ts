/**
 * The attacks list: one row per equipped weapon and per Ability that rolls (an attack against Evasion, or the
 * target's Defense Roll against the DR Power), with its damage, hit bonus or Defense Roll, reach or range, and a
 * button whose label gives the exact chance it lands on the user's current target. The chance is the combat room's
 * `planAttack` (the same plan the roll dialog and the chat card start from), handed in as `odds`; without a target the
 * button says so. The click starts the shared card loop (`data-action="attack"`, the item's `rollAttack`). An Ability
 * whose WP the actor does not hold is blocked, the shortfall its reason (rules page decision 100).
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  attackButton,
  attacksFrame,
  type AttackButtonContext,
  type AttacksFrame,
} from "../../../applications/sheets/attacks-frame.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import { MELEE_RANGE_M } from "../../../../engine/rulesets/momentum/geometry/range.ts";
import { shortfall } from "../../../combat/pool-label.ts";
import { momentumPoolLabel } from "../combat/pool-label.ts";
import { abilityCostText } from "./cost-text.ts";
import { damageText, sheetText, statLabel } from "./labels.ts";
import type { MomentumSheetActor, MomentumSheetInput, MomentumSheetItem } from "./sheet-data.ts";

export interface AttackRowContext {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly damageText: string;
  /** "+5 to hit", or the Defense Roll a resisted Ability calls for. */
  readonly rollText: string;
  /** "Melee, reach 1 m" / "Ranged, range 20 m", with an Ability's Tier and cost. */
  readonly detailText: string;
  readonly button: AttackButtonContext;
  /** Why the button cannot be used now ("Not enough WP: needs 3, has 1 (2 short)."); absent: it can. */
  readonly blockedReason?: string;
}

export type AttacksContext = AttacksFrame<AttackRowContext>;

type Weapon = Extract<MomentumSheetItem, { kind: "weapon" }>;
type Ability = Extract<MomentumSheetItem, { kind: "ability" }>;
type Attacking = Weapon | Ability;

/** Is the attack resisted by the target's Defense Roll rather than rolled against its Evasion? */
const resisted = (item: Attacking): boolean => item.kind === "ability" && item.system.delivery === "defenseRoll";

function button(i18n: Localizer, item: Attacking, input: AttacksInput): AttackButtonContext {
  const aria = resisted(item) ? "Attack.ariaResisted" : "Attack.ariaTarget";
  return attackButton(
    i18n,
    sheetText,
    item,
    { target: input.target, odds: input.odds[item.id] },
    {
      text: sheetText(i18n, resisted(item) ? "Attack.useButton" : "Attack.button"),
      unplanned: { refused: "FRAY.Momentum.Refusal.notMomentum" },
      ariaLabel: (odds, target, percent, band) =>
        sheetText(i18n, aria, { weapon: item.name, target, percent, band, against: odds.against }),
    },
  );
}

function reachText(i18n: Localizer, ranged: boolean, range: number): string {
  return ranged
    ? sheetText(i18n, "Attack.ranged", { range })
    : sheetText(i18n, "Attack.melee", { range: Math.max(MELEE_RANGE_M, range) });
}

function rollText(i18n: Localizer, actor: MomentumSheetActor, item: Attacking): string {
  const { derived } = actor.system;
  if (item.kind === "weapon") {
    return sheetText(i18n, "Attack.hitBonus", { bonus: signed(derived.weaponHitBonus[item.id] ?? 0) });
  }
  if (item.system.delivery === "defenseRoll") {
    const kind = statLabel(i18n, item.system.defenseRoll);
    return sheetText(i18n, "Attack.resisted", { kind, power: derived.drPower });
  }
  return sheetText(i18n, "Attack.hitBonus", { bonus: signed(derived.abilityHitBonus) });
}

function detailText(i18n: Localizer, item: Attacking): string {
  if (item.kind === "weapon") return reachText(i18n, item.system.reach === "ranged", item.system.range);
  const reach = reachText(i18n, item.system.range > MELEE_RANGE_M, item.system.range);
  const ability = sheetText(i18n, "Attack.ability", {
    tier: item.system.tier,
    cost: abilityCostText(i18n, item.system.ap, item.system.wp),
  });
  return `${reach} · ${ability}`;
}

/** The WP shortfall of an Ability the actor cannot pay for ("Use Ability" at its WP), or undefined. */
function blockedReason(i18n: Localizer, actor: MomentumSheetActor, item: Attacking): string | undefined {
  const have = actor.system.wp.value;
  if (item.kind !== "ability" || item.system.wp <= have) return undefined;
  const refusal = shortfall(momentumPoolLabel("wp"), item.system.wp, have, i18n);
  return i18n.format(refusal.refused, { ...refusal.data });
}

type AttacksInput = Pick<MomentumSheetInput, "target" | "odds">;

/** Equipped weapons, then Abilities that roll; an Ability that is only an effect is used from its description. */
export function attackingItems(items: readonly MomentumSheetItem[]): Attacking[] {
  const weapons = items.filter((i): i is Weapon => i.kind === "weapon" && i.system.equipped);
  const abilities = items.filter((i): i is Ability => i.kind === "ability" && i.system.delivery !== "effect");
  return [...weapons, ...abilities];
}

export function attacksContext(i18n: Localizer, actor: MomentumSheetActor, input: AttacksInput): AttacksContext {
  const rows = attackingItems(actor.items).map((item) => {
    const blocked = blockedReason(i18n, actor, item);
    return {
      id: item.id,
      name: item.name,
      img: item.img,
      damageText: damageText(i18n, item.system.damage),
      rollText: rollText(i18n, actor, item),
      detailText: detailText(i18n, item),
      button: button(i18n, item, input),
      ...(blocked === undefined ? {} : { blockedReason: blocked }),
    };
  });
  return attacksFrame(i18n, sheetText, input.target, rows);
}
