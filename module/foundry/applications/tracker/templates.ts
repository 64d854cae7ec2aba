/**
 * Template paths of the tracker, as Foundry loads them (`systems/fray/templates/…`). Pure data, so the tracker class
 * and the browser tests render exactly the same files.
 */
const ROOT = "systems/fray/templates/tracker";

/** Appended to each of core's combatant rows (the pips, states, conditions and controls of one combatant). */
export const ROW_TEMPLATE = `${ROOT}/row.hbs`;

/** A part of its own between core's tracker and footer: the GM's "next round" prompt. */
export const PROMPT_TEMPLATE = `${ROOT}/prompt.hbs`;
