/**
 * Damage types (seed 000): "There are thirteen types of damage: Kinetic, Thermal, Cold, Electrical, Radiation,
 * Chemical, Sonic, Toxic, Umbral, Entropic, Crystal, Aetheric, and Lucent." Listed in the seed's order.
 *
 * `physical` is the one rule the seed attaches: "Unless stated otherwise, normal armor only protects you from
 * physical damage, not energy attack such as fire or lightning." Only Kinetic is physical ("Considered the default
 * type of damage for mundane weapons"); fire is Thermal and lightning Electrical, the seed's own energy examples.
 */

export const DAMAGE_TYPES = [
  "kinetic",
  "thermal",
  "cold",
  "electrical",
  "radiation",
  "chemical",
  "sonic",
  "toxic",
  "umbral",
  "entropic",
  "crystal",
  "aetheric",
  "lucent",
] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** Kinetic's named kinds: "cutting for blades and axes, piercing for some blades, arrows, and bullets, and impact". */
export const KINETIC_KINDS = ["cutting", "piercing", "impact"] as const;
export type KineticKind = (typeof KINETIC_KINDS)[number];

export interface DamageTypeRow {
  readonly id: DamageType;
  /** Normal armor protects against it. */
  readonly physical: boolean;
  /** The type the seed calls its opposite, if any (Aetheric "is its own opposite"). */
  readonly opposite: DamageType | undefined;
  /** It harms only living creatures; objects are immune ("only harm living creatures"). */
  readonly livingOnly: boolean;
  /** Absorbing it does not damage armor ("may not necessarily damage armor"). */
  readonly sparesArmor: boolean;
  /** The seed sentence the row's flags come from. */
  readonly seedText: string;
}

const row = (
  id: DamageType,
  seedText: string,
  extra: Partial<Omit<DamageTypeRow, "id" | "seedText">> = {},
): DamageTypeRow => ({
  id,
  physical: false,
  opposite: undefined,
  livingOnly: false,
  sparesArmor: false,
  seedText,
  ...extra,
});

export const DAMAGE_TYPE_TABLE: Readonly<Record<DamageType, DamageTypeRow>> = {
  kinetic: row("kinetic", "Considered the default type of damage for mundane weapons", { physical: true }),
  thermal: row("thermal", "More than just fire, Thermal damage can include microwave weapons, lasers, and plasma."),
  cold: row("cold", "When a target is flash cooled … it suffers cold damage."),
  electrical: row("electrical", "Exposure to massive electrical direct current charges is extremely dangerous"),
  radiation: row("radiation", "Radiation usually passes through most armors."),
  chemical: row("chemical", "powerful acids or bases that quickly burn and erode a material or flesh."),
  sonic: row("sonic", "This damage is generally impossible at range through a vacuum"),
  toxic: row("toxic", "Pure toxic damage may not necessarily damage armor, and only harm living creatures.", {
    livingOnly: true,
    sparesArmor: true,
  }),
  // The seed says Umbral "is diametric to Lucent" and Lucent "is opposed to necrotic damage": necrotic is read as
  // Umbral, the only death type among the thirteen.
  umbral: row("umbral", "Umbral damage is diametric to Lucent damage by nature.", { opposite: "lucent" }),
  lucent: row("lucent", "Lucent damage is opposed to necrotic damage.", { opposite: "umbral" }),
  // The seed says Entropic is "opposite to Harmonic damage" and Crystal "is the opposite of Entropic": Harmonic is
  // read as Crystal, the only order type among the thirteen.
  entropic: row("entropic", "This makes Entropic damage opposite to Harmonic damage.", { opposite: "crystal" }),
  crystal: row("crystal", "As such, it is the opposite of Entropic damage.", { opposite: "entropic" }),
  aetheric: row("aetheric", "Unlike other elemental damage, Aetheric damage is its own opposite.", {
    opposite: "aetheric",
  }),
};

export function isPhysical(type: DamageType): boolean {
  return DAMAGE_TYPE_TABLE[type].physical;
}
