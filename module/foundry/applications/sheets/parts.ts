/**
 * The PARTS maps of the actor and item sheets, built from a room's template paths (its templates.ts): every room
 * lays its sheets out the same way, so only the paths and the partials differ.
 */

export interface CharacterPartPaths {
  readonly header: string;
  readonly tabs: string;
  readonly main: string;
  readonly inventory: string;
  readonly abilities: string;
  readonly biography: string;
}

export interface NpcPartPaths {
  readonly header: string;
  readonly block: string;
}

/**
 * Partials every actor sheet may include whatever its room lists: the combat pools (actions.hbs includes them) and
 * the links to the ruleset's compendiums (each room's inventory tab includes them).
 */
export const SHARED_ACTOR_PARTIALS = [
  "systems/fray/templates/parts/combat-pools.hbs",
  "systems/fray/templates/parts/compendium-links.hbs",
] as const;

/** The room's partials and the shared ones, each once (Foundry loads a part's `templates` before the first render). */
function actorPartials(partials: readonly string[]): string[] {
  return [...new Set([...partials, ...SHARED_ACTOR_PARTIALS])];
}

/** The character sheet: header, then tabs whose parts scroll on their own under the fixed header and tab strip. */
export function characterSheetParts(paths: CharacterPartPaths, partials: readonly string[]) {
  const templates = actorPartials(partials);
  return {
    header: { template: paths.header, templates },
    tabs: { template: paths.tabs },
    main: { template: paths.main, templates, scrollable: [""] },
    inventory: { template: paths.inventory, templates, scrollable: [""] },
    abilities: { template: paths.abilities, templates, scrollable: [""] },
    biography: { template: paths.biography, scrollable: [""] },
  };
}

/** The character parts that show the odds against the current target. */
export const CHARACTER_TARGET_PARTS = ["main"] as const;

/** The NPC sheet: one compact, scrolling stat block under the shared header. */
export function npcSheetParts(paths: NpcPartPaths, partials: readonly string[]) {
  const templates = actorPartials(partials);
  return {
    header: { template: paths.header, templates },
    block: { template: paths.block, templates, scrollable: [""] },
  };
}

/** The NPC parts that show the odds against the current target. */
export const NPC_TARGET_PARTS = ["block"] as const;

/** One item sheet body per room; the field partial is the only one it includes. */
export function itemSheetParts(body: string) {
  return { body: { template: body, templates: ["systems/fray/templates/sheets/field.hbs"], scrollable: [""] } };
}
