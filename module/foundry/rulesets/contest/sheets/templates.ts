/**
 * Template paths of the `contest` sheets, as Foundry loads them (`systems/fray/templates/…`). Pure data, so the
 * sheet classes' PARTS and the browser tests render exactly the same files in the same order.
 */
const ROOT = "systems/fray/templates";
const CONTEST = `${ROOT}/rulesets/contest`;

/** Partials the parts include; Foundry must load them before the first render. */
export const CONTEST_PARTIALS = [
  `${ROOT}/parts/resource-bar.hbs`,
  `${ROOT}/sheets/field.hbs`,
  `${ROOT}/sheets/item-row.hbs`,
  `${ROOT}/sheets/actions.hbs`,
  `${CONTEST}/parts/strikes.hbs`,
  `${CONTEST}/parts/traits.hbs`,
  `${CONTEST}/parts/skills.hbs`,
  `${CONTEST}/parts/styles.hbs`,
  `${CONTEST}/parts/protection.hbs`,
  `${CONTEST}/parts/conditions.hbs`,
  `${CONTEST}/parts/item-groups.hbs`,
] as const;

/** The header is shared by the character and NPC sheets. */
export const CHARACTER_PARTS = {
  header: `${CONTEST}/character/header.hbs`,
  tabs: `${ROOT}/sheets/tabs.hbs`,
  main: `${CONTEST}/character/main.hbs`,
  inventory: `${CONTEST}/character/inventory.hbs`,
  abilities: `${CONTEST}/character/abilities.hbs`,
  biography: `${CONTEST}/character/biography.hbs`,
} as const;

export const NPC_PARTS = {
  header: CHARACTER_PARTS.header,
  block: `${CONTEST}/npc/stat-block.hbs`,
} as const;

export const ITEM_PARTS = { body: `${CONTEST}/item/item-sheet.hbs` } as const;
