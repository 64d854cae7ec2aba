import { I18N_ROOT } from "../../../constants.ts";

/** An engine action's name ("Treat Wound"), from the room's lang file: for chat lines about acts. */
export function actionName(action: string): string {
  return game.i18n.localize(`${I18N_ROOT}.Wounds.Action.${action}`);
}
