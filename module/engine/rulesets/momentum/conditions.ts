import type { ConditionCatalog, ConditionDef } from "../../core/conditions/catalog.ts";
import type { DamageType } from "./tables/damage-types.ts";

/**
 * Every condition `momentum` uses, with its mechanics as data. The seed's Status Effects list is "not in the
 * excerpt" ("You can find a list of all Status Effects here"), so Fray ships the statuses the text names (Bleeding,
 * Prone, Restrained, Stunned, Blinded, Grabbed, plus fear as Frightened), one per Elemental damage type ("Every
 * Elemental damage type has exactly one Status Effect that is linked to it"), and the markers the actions create
 * (Defending, Taking Cover, Hidden, Climbing, Commanding, Surprised, Downed, Dead), and the two markers of the
 * effects the Rounds and Turns section orders by (Acting First, Acting Last: the features and Abilities that set them
 * are not in the excerpt, so the GM or an item's effect marks them). Each effect is a decision in
 * docs/rules/momentum.md. Procedures read these flags; nothing tests a condition id where a flag would do.
 */

/** "three categories of Status Effects: Physical, Mental, and Elemental"; markers that are not Status Effects are
 * "state" (they are not negative effects and are not resisted). */
export type ConditionCategory = "physical" | "mental" | "elemental" | "state";

export type EdgeKind = "advantage" | "disadvantage";

export interface MomentumConditionEffects {
  readonly category: ConditionCategory;
  /** Cannot spend AP ("If you cannot use 3AP or 2RP for some reason, like when you are Restrained or Stunned"). */
  readonly noAP?: boolean;
  /** Cannot spend RP (same sentence). */
  readonly noRP?: boolean;
  /** Cannot move by its own movement. */
  readonly immobile?: boolean;
  /** Multiplies Basic Movement (Chilled: ½). */
  readonly movementFactor?: number;
  /** Edge on the holder's own attack rolls. */
  readonly attackEdge?: EdgeKind;
  /** Edge on every attack roll against the holder (Defending: "Attack rolls against you have disadvantage"). */
  readonly attackedEdge?: EdgeKind;
  /** Edge on melee / ranged attack rolls against the holder (Prone). */
  readonly meleeAttackedEdge?: EdgeKind;
  readonly rangedAttackedEdge?: EdgeKind;
  /** Edge on the holder's DR (Defending: "you have advantage on all your DR"). */
  readonly drEdge?: EdgeKind;
  /** Edge on the holder's Skill Checks. */
  readonly checkEdge?: EdgeKind;
  /** Taking Cover: Evasion and DR bonuses that hold while the holder is in half cover. */
  readonly halfCoverEvasion?: number;
  readonly halfCoverDR?: number;
  /** Taking Cover: "You also no longer grant half-cover to creatures of the same size category". */
  readonly noCoverToSameSize?: boolean;
  /** Added to the holder's Armor (Corroded: −2). */
  readonly armorModifier?: number;
  /** RP lost at each round start (Shocked: 1). */
  readonly rpLoss?: number;
  /** Cannot see (Blinded): it does not notice hidden creatures and cannot stop a Hide. */
  readonly cannotSee?: boolean;
  /** Damage at the start of each of the holder's turns: an Elemental type, or Vitality loss (Bleeding). */
  readonly tick?: { readonly type: DamageType } | { readonly vitalityLoss: true };
  /** Surprised: acts at the end of the first round. */
  readonly actsAtRoundEnd?: boolean;
  /** "Any effect that allows a creature to act first in a round" (turns/initiative.ts). */
  readonly actsFirst?: boolean;
  /** "an effect that forces them to act last in a round" (turns/initiative.ts). */
  readonly actsLast?: boolean;
  /** Commanding: "direct control over all of your summons". */
  readonly controlsSummons?: boolean;
}

export type MomentumConditionDef = ConditionDef<MomentumConditionEffects>;

export const MOMENTUM_CONDITION_IDS = [
  "bleeding",
  "prone",
  "restrained",
  "stunned",
  "blinded",
  "grabbed",
  "frightened",
  "corroded",
  "chilled",
  "burning",
  "poisoned",
  "shocked",
  "defending",
  "takingCover",
  "hidden",
  "climbing",
  "commanding",
  "surprised",
  "actingFirst",
  "actingLast",
  "downed",
  "dead",
] as const;
export type MomentumConditionId = (typeof MOMENTUM_CONDITION_IDS)[number];

const def = (
  id: MomentumConditionId,
  label: string,
  effects: MomentumConditionEffects,
  implies: readonly MomentumConditionId[] = [],
): MomentumConditionDef => ({ id, label, implies, effects });

const CANNOT_ACT = { noAP: true, noRP: true, immobile: true } as const;

/**
 * The catalog. One implication: Downed → Prone (a creature below 1 Vitality drops; it cannot stand while it stays
 * below 1). Everything else stands alone.
 */
export const MOMENTUM_CONDITIONS: ConditionCatalog<MomentumConditionEffects> &
  Readonly<Record<MomentumConditionId, MomentumConditionDef>> = {
  bleeding: def("bleeding", "Bleeding", { category: "physical", tick: { vitalityLoss: true } }),
  prone: def("prone", "Prone", {
    category: "physical",
    attackEdge: "disadvantage",
    meleeAttackedEdge: "advantage",
    rangedAttackedEdge: "disadvantage",
  }),
  restrained: def("restrained", "Restrained", { category: "physical", ...CANNOT_ACT, attackedEdge: "advantage" }),
  stunned: def("stunned", "Stunned", { category: "physical", ...CANNOT_ACT, attackedEdge: "advantage" }),
  blinded: def("blinded", "Blinded", {
    category: "physical",
    cannotSee: true,
    attackEdge: "disadvantage",
    attackedEdge: "advantage",
  }),
  grabbed: def("grabbed", "Grabbed", { category: "physical", immobile: true }),
  frightened: def("frightened", "Frightened", {
    category: "mental",
    attackEdge: "disadvantage",
    checkEdge: "disadvantage",
  }),
  corroded: def("corroded", "Corroded", { category: "elemental", tick: { type: "chemical" }, armorModifier: -2 }),
  chilled: def("chilled", "Chilled", { category: "elemental", tick: { type: "cold" }, movementFactor: 0.5 }),
  burning: def("burning", "Burning", { category: "elemental", tick: { type: "heat" } }),
  poisoned: def("poisoned", "Poisoned", { category: "elemental", tick: { type: "poison" }, checkEdge: "disadvantage" }),
  shocked: def("shocked", "Shocked", { category: "elemental", tick: { type: "shock" }, rpLoss: 1 }),
  defending: def("defending", "Defending", { category: "state", attackedEdge: "disadvantage", drEdge: "advantage" }),
  takingCover: def("takingCover", "Taking Cover", {
    category: "state",
    halfCoverEvasion: 2,
    halfCoverDR: 1,
    noCoverToSameSize: true,
  }),
  hidden: def("hidden", "Hidden", { category: "state" }),
  climbing: def("climbing", "Climbing", { category: "state" }),
  commanding: def("commanding", "Commanding", { category: "state", controlsSummons: true }),
  surprised: def("surprised", "Surprised", { category: "state", actsAtRoundEnd: true }),
  actingFirst: def("actingFirst", "Acting First", { category: "state", actsFirst: true }),
  actingLast: def("actingLast", "Acting Last", { category: "state", actsLast: true }),
  downed: def("downed", "Downed", { category: "state", ...CANNOT_ACT }, ["prone"]),
  dead: def("dead", "Dead", { category: "state", ...CANNOT_ACT }),
};

export function isStatusEffect(id: MomentumConditionId): boolean {
  return MOMENTUM_CONDITIONS[id].effects.category !== "state";
}
