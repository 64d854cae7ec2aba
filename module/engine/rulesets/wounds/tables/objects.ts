/**
 * AP costs the seed lists for handling objects (seed 004).
 * - Retrieve or Stow an Item: "The AP cost for different containers are as follows".
 * - Use an Object: "Many items include an AP cost in their descriptions. Other actions have an AP cost as listed
 *   below or at the GM's discretion."
 */
export const CONTAINERS = ["scabbard", "pouch", "backpack"] as const;
export type Container = (typeof CONTAINERS)[number];

export interface ContainerRow {
  readonly id: Container;
  readonly label: string;
  readonly ap: number;
}

export const RETRIEVE_COSTS: Readonly<Record<Container, ContainerRow>> = {
  scabbard: { id: "scabbard", label: "Scabbard or normal pocket", ap: 1 },
  pouch: { id: "pouch", label: "Belt pouch or concealed pocket", ap: 3 },
  backpack: { id: "backpack", label: "Sack or backpack", ap: 6 },
};

export const OBJECT_USES = ["door", "torch", "potion", "bell", "fire"] as const;
export type ObjectUse = (typeof OBJECT_USES)[number];

export interface ObjectUseRow {
  readonly id: ObjectUse;
  readonly label: string;
  readonly ap: number;
}

export const USE_OBJECT_COSTS: Readonly<Record<ObjectUse, ObjectUseRow>> = {
  door: { id: "door", label: "Open or close a door", ap: 2 },
  torch: { id: "torch", label: "Light a torch or candle from an existing flame", ap: 2 },
  potion: { id: "potion", label: "Drink a potion", ap: 4 },
  bell: { id: "bell", label: "Ring a large warning bell", ap: 6 },
  fire: { id: "fire", label: "Start a fire with flint and steel", ap: 8 },
};
