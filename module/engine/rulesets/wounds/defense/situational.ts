import type { WoundsActor } from "../status.ts";
import { conditionWith, sumEffect } from "../status.ts";
import type { DefenseKind } from "../tables/defenses.ts";
import { baseDefense, sumParts, type BlockBonus, type DefenseBreakdown, type DefensePart } from "./defenses.ts";

/**
 * The Defense an attack meets, after the situation:
 * - immobilized or underwater: "you replace your melee, ranged, and Agility defenses with your immobile defense"
 *   (underwater: "you use your immobile defense");
 * - Defend: "you may replace your melee and/or ranged defenses with your Power, Agility, Fortitude, or Willpower
 *   defense, or you may gain a +2 bonus to your melee and ranged defenses" (not while immobile: a held creature
 *   cannot dodge its way out);
 * - Distract and sharing a space: −2 to melee and ranged defenses;
 * - mounted: "+1 bonus to melee defense … against any opponents of a size smaller than your mount".
 */
export type DefendChoice = "bonus" | "power" | "agility" | "fortitude" | "willpower";

export interface DefenseSituation {
  /** The Defense the attack targets ("Melee attacks target your melee Defense …"). */
  readonly targets: DefenseKind;
  readonly blocks?: readonly BlockBonus[];
  /** What a Defending creature picks when targeted; no pick = no change. */
  readonly defendChoice?: DefendChoice;
  readonly underwater?: boolean;
  /** The mounted-combat +1 applies against this attacker. */
  readonly mountedAdvantage?: boolean;
}

export const DEFEND_BONUS = 2;
export const MOUNTED_BONUS = 1;

const REPLACED_WHEN_IMMOBILE: readonly DefenseKind[] = ["melee", "ranged", "agility"];

function replaced(by: DefenseBreakdown, kind: DefenseKind, label: string): DefenseBreakdown {
  const part: DefensePart = { id: `replacedBy:${by.kind}`, label, value: by.total };
  return { kind, total: by.total, parts: [part], replacedBy: by.kind };
}

export function defenseAgainst(actor: WoundsActor, s: DefenseSituation): DefenseBreakdown {
  const c = actor.creature;
  const blocks = s.blocks ?? [];
  const physical = s.targets === "melee" || s.targets === "ranged";
  const immobile = s.underwater === true || conditionWith(actor, "immobile") !== undefined;
  let defense = baseDefense(s.targets, c, blocks);
  if (immobile && REPLACED_WHEN_IMMOBILE.includes(s.targets)) {
    defense = replaced(baseDefense("immobile", c), s.targets, "Immobile defense");
  } else if (physical && conditionWith(actor, "defending") !== undefined && s.defendChoice !== undefined) {
    if (s.defendChoice === "bonus") {
      defense = { ...defense, parts: [...defense.parts, { id: "defend", label: "Defend", value: DEFEND_BONUS }] };
    } else {
      defense = replaced(baseDefense(s.defendChoice, c, blocks), s.targets, `Defend: ${s.defendChoice} defense`);
    }
  }
  const extra: DefensePart[] = [];
  const penalty = physical ? sumEffect(actor, "defenseModifier") : 0;
  if (penalty !== 0) extra.push({ id: "conditions", label: "Conditions", value: penalty });
  if (s.targets === "melee" && s.mountedAdvantage === true) {
    extra.push({ id: "mounted", label: "Mounted against a smaller foe", value: MOUNTED_BONUS });
  }
  const parts = [...defense.parts, ...extra];
  const replacedBy = defense.replacedBy === undefined ? {} : { replacedBy: defense.replacedBy };
  return { kind: s.targets, total: sumParts(parts), parts, ...replacedBy };
}

/** The Defense an attack actually meets: the one that replaced the targeted Defense, else the targeted one. */
export function defenseMet(defense: DefenseBreakdown): DefenseKind {
  return defense.replacedBy ?? defense.kind;
}
