/**
 * Template paths of the `bonus` sheets, as Foundry loads them (`systems/fray/templates/…`). Pure data, so the sheet
 * classes' PARTS and the browser tests render exactly the same files in the same order.
 */
const ROOT = "systems/fray/templates";
const BONUS = `${ROOT}/rulesets/bonus`;

/** Partials the parts include; Foundry must load them before the first render. */
export const BONUS_PARTIALS = [
  `${ROOT}/parts/resource-bar.hbs`,
  `${ROOT}/sheets/field.hbs`,
  `${ROOT}/sheets/item-row.hbs`,
  `${BONUS}/parts/attacks.hbs`,
  `${BONUS}/parts/skill-checks.hbs`,
  `${ROOT}/sheets/actions.hbs`,
  `${BONUS}/parts/defenses.hbs`,
  `${BONUS}/parts/conditions.hbs`,
] as const;

/** The header is shared by the character and NPC sheets. */
export const CHARACTER_PARTS = {
  header: `${BONUS}/character/header.hbs`,
  tabs: `${ROOT}/sheets/tabs.hbs`,
  main: `${BONUS}/character/main.hbs`,
  inventory: `${BONUS}/character/inventory.hbs`,
  abilities: `${BONUS}/character/abilities.hbs`,
  biography: `${BONUS}/character/biography.hbs`,
} as const;

export const NPC_PARTS = {
  header: CHARACTER_PARTS.header,
  block: `${BONUS}/npc/stat-block.hbs`,
} as const;

export const ITEM_PARTS = { body: `${BONUS}/item/item-sheet.hbs` } as const;

/** A Foundry template path as a path in this repository (`templates/…`). */
export function repositoryPath(foundryPath: string): string {
  return foundryPath.replace(/^systems\/fray\//, "");
}
