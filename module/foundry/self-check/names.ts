import { I18N_ROOT } from "../constants.ts";

/** "Fray self-check: attacker": the name of a document the run creates (`part` is a `FRAY.SelfCheck.Part` key). */
export function selfCheckName(part: "attacker" | "target" | "scene"): string {
  return game.i18n.format(`${I18N_ROOT}.SelfCheck.documentName`, {
    part: game.i18n.localize(`${I18N_ROOT}.SelfCheck.Part.${part}`),
  });
}
