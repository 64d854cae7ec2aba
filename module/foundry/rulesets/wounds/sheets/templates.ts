/**
 * Template paths of the `wounds` sheets, as Foundry loads them (`systems/fray/templates/…`). Pure data, so the sheet
 * classes' PARTS and the browser tests render exactly the same files in the same order.
 */
const ROOT = "systems/fray/templates";
const WOUNDS = `${ROOT}/rulesets/wounds`;

/** Partials the parts include; Foundry must load them before the first render. */
export const WOUNDS_PARTIALS = [
  `${ROOT}/parts/resource-bar.hbs`,
  `${ROOT}/sheets/field.hbs`,
  `${ROOT}/sheets/item-row.hbs`,
  `${ROOT}/sheets/actions.hbs`,
  `${WOUNDS}/parts/attacks.hbs`,
  `${WOUNDS}/parts/defenses.hbs`,
  `${WOUNDS}/parts/wound-grid.hbs`,
  `${WOUNDS}/parts/skills.hbs`,
  `${WOUNDS}/parts/combat-checks.hbs`,
  `${WOUNDS}/parts/conditions.hbs`,
  `${WOUNDS}/parts/item-groups.hbs`,
  `${WOUNDS}/parts/rest.hbs`,
  `${WOUNDS}/parts/heal.hbs`,
  `${WOUNDS}/parts/invested.hbs`,
] as const;

/** The header is shared by the character and NPC sheets. */
export const CHARACTER_PARTS = {
  header: `${WOUNDS}/character/header.hbs`,
  tabs: `${ROOT}/sheets/tabs.hbs`,
  main: `${WOUNDS}/character/main.hbs`,
  inventory: `${WOUNDS}/character/inventory.hbs`,
  abilities: `${WOUNDS}/character/abilities.hbs`,
  biography: `${WOUNDS}/character/biography.hbs`,
} as const;

export const NPC_PARTS = {
  header: CHARACTER_PARTS.header,
  block: `${WOUNDS}/npc/stat-block.hbs`,
} as const;

export const ITEM_PARTS = { body: `${WOUNDS}/item/item-sheet.hbs` } as const;
