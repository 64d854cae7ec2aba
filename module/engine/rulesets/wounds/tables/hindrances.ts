/**
 * Hinder (seed 004): "Choose one of the hindrances from the following table, then make the associated standard
 * check, causing the described effect on the target on a success." The defender column lists what the attacker's
 * check is compared with; "or" gives the defender the choice (docs/rules/wounds.md).
 */
export const HINDRANCE_IDS = ["disarm", "distract", "shove", "trip"] as const;
export type HindranceId = (typeof HINDRANCE_IDS)[number];

/** A check the attacker rolls, or something the defender opposes it with. */
export type HinderCheck =
  | { readonly kind: "combatCheck"; readonly check: "meleeWeapon" | "power" }
  | { readonly kind: "skillCheck"; readonly notation: string };
export type HinderDefense = HinderCheck | { readonly kind: "defense"; readonly defense: "agility" | "power" };

export interface HindranceRow {
  readonly id: HindranceId;
  readonly label: string;
  /** The seed's cells, verbatim. */
  readonly attackerText: string;
  readonly defenderText: string;
  readonly effectText: string;
  readonly attacker: HinderCheck;
  /** The defender's options (any one of them). */
  readonly defender: readonly HinderDefense[];
}

export const HINDRANCE_TABLE: Readonly<Record<HindranceId, HindranceRow>> = {
  disarm: {
    id: "disarm",
    label: "Disarm",
    attackerText: "Melee weapon check",
    defenderText: "Melee weapon check or Agility defense",
    effectText: "The target drops one item it is holding.",
    attacker: { kind: "combatCheck", check: "meleeWeapon" },
    defender: [
      { kind: "combatCheck", check: "meleeWeapon" },
      { kind: "defense", defense: "agility" },
    ],
  },
  distract: {
    id: "distract",
    label: "Distract",
    attackerText: "Prs [Deception]",
    defenderText: "Prc [Deception]",
    effectText: "The target has a -2 penalty to attack and defense until the end of the round.",
    attacker: { kind: "skillCheck", notation: "Prs [Deception]" },
    defender: [{ kind: "skillCheck", notation: "Prc [Deception]" }],
  },
  shove: {
    id: "shove",
    label: "Shove",
    attackerText: "Power",
    defenderText: "Power or Agility defense",
    effectText:
      "The target is forced to move 1 yard plus up to one third of your margin of success in the direction you choose.",
    attacker: { kind: "combatCheck", check: "power" },
    defender: [
      { kind: "defense", defense: "power" },
      { kind: "defense", defense: "agility" },
    ],
  },
  trip: {
    id: "trip",
    label: "Trip",
    attackerText: "Power",
    defenderText: "Power or Agility defense",
    effectText: "The target is knocked prone.",
    attacker: { kind: "combatCheck", check: "power" },
    defender: [
      { kind: "defense", defense: "power" },
      { kind: "defense", defense: "agility" },
    ],
  },
};

/** Distract: "a -2 penalty to attack and defense until the end of the round". */
export const DISTRACT_PENALTY = -2;
