import { I18N_ROOT, SYSTEM_ID } from "../constants.ts";
import { defineSelfCheckApp } from "./app.ts";

const KEY = `${I18N_ROOT}.SelfCheck`;

/** `init`: the "Run self-check" button in the system's settings, shown to GMs only (`restricted`). */
export function registerSelfCheckMenu(): void {
  game.settings.registerMenu(SYSTEM_ID, "selfCheck", {
    name: `${KEY}.Menu.name`,
    label: `${KEY}.Menu.label`,
    hint: `${KEY}.Menu.hint`,
    icon: "fa-solid fa-stethoscope",
    type: defineSelfCheckApp(),
    restricted: true,
  });
}
