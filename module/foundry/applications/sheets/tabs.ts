/**
 * A sheet's tab strip as plain data. The markup (templates/sheets/tabs.hbs) follows ApplicationV2's own tab
 * contract — `data-action="tab"`, `data-group`, `data-tab` on direct children of `.tabs`, and `.tab` sections with the
 * same group — so Foundry switches tabs and remembers them in `tabGroups`; the buttons are real `<button>`s so the
 * strip is keyboard reachable (core's anchors are not).
 */
import type { Localizer } from "../parts/resource-bar.ts";
import type { RoomText } from "./attacks-frame.ts";
import { coreText } from "./labels.ts";

/** The group of an actor sheet's main tab strip; the sheet class remembers its active tab by this name. */
export const PRIMARY_TAB_GROUP = "primary";

export interface TabContext {
  readonly id: string;
  readonly group: string;
  readonly label: string;
  readonly active: boolean;
  readonly cssClass: string;
}

export interface TabStrip {
  readonly group: string;
  readonly label: string;
  readonly tabs: readonly TabContext[];
  /** `tab[id]` is the active flag and class of that tab's section. */
  readonly byId: Readonly<Record<string, TabContext>>;
}

/** `active` falls back to the first tab when the remembered one is unknown (a tab removed since). */
export function tabStrip(
  group: string,
  label: string,
  tabs: readonly { readonly id: string; readonly label: string }[],
  active: string | null | undefined,
): TabStrip {
  const current = tabs.some((t) => t.id === active) ? active : tabs[0]?.id;
  const list = tabs.map((t) => ({
    id: t.id,
    group,
    label: t.label,
    active: t.id === current,
    cssClass: t.id === current ? "active" : "",
  }));
  return { group, label, tabs: list, byId: Object.fromEntries(list.map((t) => [t.id, t])) };
}

/** Every ruleset's character sheet has these tabs, in this order; each room names them (`<Room>.Sheet.Tab.<id>`). */
export const CHARACTER_TABS = ["main", "inventory", "abilities", "biography"] as const;
export type CharacterTab = (typeof CHARACTER_TABS)[number];

/** A character sheet's main tab strip, labelled in the room's words. */
export function characterTabStrip(i18n: Localizer, text: RoomText, active: string | null | undefined): TabStrip {
  const tabs = CHARACTER_TABS.map((id) => ({ id, label: text(i18n, `Tab.${id}`) }));
  return tabStrip(PRIMARY_TAB_GROUP, coreText(i18n, "tabs"), tabs, active);
}
