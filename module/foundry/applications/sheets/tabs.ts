/**
 * A sheet's tab strip as plain data. The markup (templates/sheets/tabs.hbs) follows ApplicationV2's own tab
 * contract — `data-action="tab"`, `data-group`, `data-tab` on direct children of `.tabs`, and `.tab` sections with the
 * same group — so Foundry switches tabs and remembers them in `tabGroups`; the buttons are real `<button>`s so the
 * strip is keyboard reachable (core's anchors are not).
 */

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
