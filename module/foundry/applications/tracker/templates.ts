/**
 * Template paths of the tracker, as Foundry loads them (`systems/fray/templates/…`). Pure data, so the tracker class
 * and the browser tests render exactly the same files.
 */
const ROOT = "systems/fray/templates/tracker";

/** Appended to each of core's combatant rows (the pips, states, conditions and controls of one combatant). */
export const ROW_TEMPLATE = `${ROOT}/row.hbs`;

/** The shared resource bar, drawn read-only in a row for the combatant's health: a partial of the row. */
export const RESOURCE_BAR_TEMPLATE = "systems/fray/templates/parts/resource-bar.hbs";

/** A part of its own between core's tracker and footer: the GM's "next round" prompt. */
export const PROMPT_TEMPLATE = `${ROOT}/prompt.hbs`;
