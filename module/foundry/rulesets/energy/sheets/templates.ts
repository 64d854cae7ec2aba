/**
 * Template paths of the `energy` sheets, as Foundry loads them (`systems/fray/templates/…`). Pure data, so the
 * sheet classes' PARTS and the browser tests render exactly the same files in the same order.
 */
const ROOT = "systems/fray/templates";
const ENERGY = `${ROOT}/rulesets/energy`;

/** Partials the parts include; Foundry must load them before the first render. */
export const ENERGY_PARTIALS = [
  `${ROOT}/parts/resource-bar.hbs`,
  `${ROOT}/sheets/field.hbs`,
  `${ROOT}/sheets/item-row.hbs`,
  `${ENERGY}/parts/attacks.hbs`,
  `${ROOT}/sheets/actions.hbs`,
  `${ENERGY}/parts/rolls.hbs`,
  `${ENERGY}/parts/rest.hbs`,
  `${ENERGY}/parts/defenses.hbs`,
  `${ENERGY}/parts/conditions.hbs`,
  `${ENERGY}/parts/item-groups.hbs`,
] as const;

/** The header is shared by the character and NPC sheets. */
export const CHARACTER_PARTS = {
  header: `${ENERGY}/character/header.hbs`,
  tabs: `${ROOT}/sheets/tabs.hbs`,
  main: `${ENERGY}/character/main.hbs`,
  inventory: `${ENERGY}/character/inventory.hbs`,
  abilities: `${ENERGY}/character/abilities.hbs`,
  biography: `${ENERGY}/character/biography.hbs`,
} as const;

export const NPC_PARTS = {
  header: CHARACTER_PARTS.header,
  block: `${ENERGY}/npc/stat-block.hbs`,
} as const;

export const ITEM_PARTS = { body: `${ENERGY}/item/item-sheet.hbs` } as const;
