import type { ConditionCatalog, ConditionDef } from "../../core/conditions/catalog.ts";
import type { Posture } from "./tables/attack-modifiers.ts";

/**
 * Every condition the `wounds` seed names, with the mechanical effects the excerpt gives them, as data. The excerpt
 * refers to "the wounded condition" and to exhausted, staggered, hobbled, poisoned and others without their own
 * rules text; those carry only what the excerpt says (often nothing yet) and are listed in docs/rules/wounds.md.
 */
export interface WoundsConditionEffects {
  /** Wounded at this severity (1 light … 5 fatal): "you are considered wounded with a severity equal to your highest". */
  readonly woundSeverity?: number;
  readonly noActions?: boolean;
  readonly noReactions?: boolean;
  /** Pinned: "The target is unable to take any other actions while pinned" than escaping it. */
  readonly onlyEscape?: boolean;
  /** "If an effect immobilizes you, you replace your melee, ranged, and Agility defenses with your immobile defense." */
  readonly immobile?: boolean;
  readonly helpless?: boolean;
  /** Added to every attack the holder makes (Distract −2, sharing a space −2). */
  readonly attackModifier?: number;
  /** Added to the holder's melee and ranged defenses (Distract −2, sharing a space −2). */
  readonly defenseModifier?: number;
  /** Added to the holder's ranged weapon attacks and checks (Harry −2). */
  readonly rangedWeaponModifier?: number;
  /** Surprised: "you cannot gain AP until after your first turn". */
  readonly noApGain?: boolean;
  /** The holder's posture, which attackers read from the Modifiers to Attack table. */
  readonly posture?: Exclude<Posture, "standing">;
  /** Defend: the holder may swap or raise its defenses "until your next turn or you receive a wound". */
  readonly defending?: boolean;
  /** Ready an Action: the chosen action may be taken as a reaction. */
  readonly readied?: boolean;
  /** Dying: "A fatal wound will lead to death if not treated promptly"; Stabilize ends it. */
  readonly dying?: boolean;
  /** Staggered: Treat Wound on the holder "automatically fails". */
  readonly treatWoundFails?: boolean;
  /** Treat Condition can end or lessen it ("bleeding, burning, hobbled, or poisoned"). */
  readonly treatable?: boolean;
  /**
   * Climbing or swimming: "Any time you make an attack roll, you must make a Str [Athletics/Climbing] or Str
   * [Athletics/Swimming] check to not fall or sink underwater" (special/climbing.ts).
   */
  readonly footing?: "climbing" | "swimming";
}

export type WoundsConditionDef = ConditionDef<WoundsConditionEffects>;

const def = (
  id: string,
  label: string,
  implies: readonly string[],
  effects: WoundsConditionEffects,
): WoundsConditionDef => ({ id, label, implies, effects });

export const WOUNDS_CONDITION_IDS = [
  "lightlyWounded",
  "moderatelyWounded",
  "severelyWounded",
  "criticallyWounded",
  "fatallyWounded",
  "exhausted",
  "staggered",
  "dying",
  "unconscious",
  "helpless",
  "dead",
  "immobile",
  "pinned",
  "grappling",
  "prone",
  "crouching",
  "surprised",
  "defending",
  "readied",
  "harried",
  "distracted",
  "sharingSpace",
  "outOfControl",
  "hobbled",
  "bleeding",
  "burning",
  "poisoned",
  "climbing",
  "swimming",
  "underwater",
] as const;
export type WoundsConditionId = (typeof WOUNDS_CONDITION_IDS)[number];

/**
 * The catalog. Implications: Dead → Unconscious → Helpless (an unconscious creature can do nothing to protect itself);
 * Pinned → Helpless, Immobile and Grappling ("the target is now helpless and immobile until it succeeds on an Escape
 * attempt as if escaping the grapple, which ends the pin but not the grapple").
 */
export const WOUNDS_CONDITIONS: ConditionCatalog<WoundsConditionEffects> &
  Readonly<Record<WoundsConditionId, WoundsConditionDef>> = {
  lightlyWounded: def("lightlyWounded", "Lightly Wounded", [], { woundSeverity: 1 }),
  moderatelyWounded: def("moderatelyWounded", "Moderately Wounded", [], { woundSeverity: 2 }),
  severelyWounded: def("severelyWounded", "Severely Wounded", [], { woundSeverity: 3 }),
  criticallyWounded: def("criticallyWounded", "Critically Wounded", [], { woundSeverity: 4 }),
  fatallyWounded: def("fatallyWounded", "Fatally Wounded", [], { woundSeverity: 5 }),
  exhausted: def("exhausted", "Exhausted", [], {}),
  staggered: def("staggered", "Staggered", [], { treatWoundFails: true }),
  dying: def("dying", "Dying", [], { dying: true }),
  unconscious: def("unconscious", "Unconscious", ["helpless"], { noActions: true, noReactions: true }),
  helpless: def("helpless", "Helpless", [], { helpless: true }),
  dead: def("dead", "Dead", ["unconscious"], { noActions: true, noReactions: true }),
  immobile: def("immobile", "Immobile", [], { immobile: true }),
  pinned: def("pinned", "Pinned", ["helpless", "immobile", "grappling"], { onlyEscape: true, noReactions: true }),
  grappling: def("grappling", "Grappling", [], {}),
  prone: def("prone", "Prone", [], { posture: "prone" }),
  crouching: def("crouching", "Crouching", [], { posture: "crouching" }),
  surprised: def("surprised", "Surprised", [], { noApGain: true }),
  defending: def("defending", "Defending", [], { defending: true }),
  readied: def("readied", "Readied Action", [], { readied: true }),
  harried: def("harried", "Harried", [], { rangedWeaponModifier: -2 }),
  distracted: def("distracted", "Distracted", [], { attackModifier: -2, defenseModifier: -2 }),
  sharingSpace: def("sharingSpace", "Sharing a Space", [], { attackModifier: -2, defenseModifier: -2 }),
  // A mount whose rider lost control: "will typically attempt to flee from battle by the most obvious route".
  outOfControl: def("outOfControl", "Out of Control", [], {}),
  hobbled: def("hobbled", "Hobbled", [], { treatable: true }),
  bleeding: def("bleeding", "Bleeding", [], { treatable: true }),
  burning: def("burning", "Burning", [], { treatable: true }),
  poisoned: def("poisoned", "Poisoned", [], { treatable: true }),
  climbing: def("climbing", "Climbing", [], { footing: "climbing" }),
  swimming: def("swimming", "Swimming", [], { footing: "swimming" }),
  // Where a swimmer who sank is ("If you sink below the surface"); fighting underwater is the roll dialog's row
  // (decision 74), which this status turns on (decision 209).
  underwater: def("underwater", "Underwater", [], {}),
};

/** The wounded condition for each severity. */
export const SEVERITY_CONDITION = {
  light: "lightlyWounded",
  moderate: "moderatelyWounded",
  severe: "severelyWounded",
  critical: "criticallyWounded",
  fatal: "fatallyWounded",
} as const satisfies Readonly<Record<string, WoundsConditionId>>;
