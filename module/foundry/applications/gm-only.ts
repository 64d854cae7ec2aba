/**
 * GM-only windows and tools (the self-check, encounter odds): a player who opens one — a macro can, whatever the
 * menus offer — reads the tool's refusal instead, and nothing runs.
 */
export function gmOnly(refusalKey: string): boolean {
  if (game.user.isGM) return true;
  ui.notifications.warn(refusalKey, { localize: true });
  return false;
}
