/**
 * Template paths of the `momentum` sheets, as Foundry loads them (`systems/fray/templates/…`). Pure data, so the
 * sheet classes' PARTS and the browser tests render exactly the same files in the same order.
 */
const ROOT = "systems/fray/templates";
const MOMENTUM = `${ROOT}/rulesets/momentum`;

/** Partials the parts include; Foundry must load them before the first render. */
export const MOMENTUM_PARTIALS = [
  `${ROOT}/parts/resource-bar.hbs`,
  `${ROOT}/sheets/field.hbs`,
  `${ROOT}/sheets/item-row.hbs`,
  `${ROOT}/sheets/actions.hbs`,
  `${MOMENTUM}/parts/attacks.hbs`,
  `${MOMENTUM}/parts/defenses.hbs`,
  `${MOMENTUM}/parts/affinities.hbs`,
  `${MOMENTUM}/parts/skills.hbs`,
  `${MOMENTUM}/parts/conditions.hbs`,
  `${MOMENTUM}/parts/item-groups.hbs`,
  `${MOMENTUM}/parts/hold.hbs`,
  `${MOMENTUM}/parts/skill-check.hbs`,
] as const;

/** The header is shared by the character and NPC sheets. */
export const CHARACTER_PARTS = {
  header: `${MOMENTUM}/character/header.hbs`,
  tabs: `${ROOT}/sheets/tabs.hbs`,
  main: `${MOMENTUM}/character/main.hbs`,
  inventory: `${MOMENTUM}/character/inventory.hbs`,
  abilities: `${MOMENTUM}/character/abilities.hbs`,
  biography: `${MOMENTUM}/character/biography.hbs`,
} as const;

export const NPC_PARTS = {
  header: CHARACTER_PARTS.header,
  block: `${MOMENTUM}/npc/stat-block.hbs`,
} as const;

export const ITEM_PARTS = { body: `${MOMENTUM}/item/item-sheet.hbs` } as const;
