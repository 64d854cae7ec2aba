/**
 * The ids of ending an action early (end-early.ts, rules page decision 85), as the sheet offers them and the spend
 * reads them back: `endEarly:<used>`, one per amount the engine's `endEarlyChoices` offers. Plain data, no Foundry
 * globals.
 */
const PREFIX = "endEarly:";

export function endEarlyActionId(used: number): string {
  return `${PREFIX}${used}`;
}

/** The Energy used that `endEarly:<used>` names, or undefined for any other id. */
export function parseEndEarly(action: string): number | undefined {
  if (!action.startsWith(PREFIX)) return undefined;
  const used = Number(action.slice(PREFIX.length));
  return Number.isInteger(used) && used >= 1 ? used : undefined;
}
