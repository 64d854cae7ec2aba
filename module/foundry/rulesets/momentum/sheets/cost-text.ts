/** What actions and Abilities cost in words: "2 AP", "3 AP + 3 NM", "2 AP · 3 WP", "Free". */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { sheetText } from "./labels.ts";

/** An action's cost (`ap`, `rp`, `nm` pools) joined with "+"; nothing: free. */
export function actionCostText(i18n: Localizer, cost: Readonly<Record<string, number>>): string {
  const parts = (["ap", "rp", "nm"] as const)
    .filter((pool) => (cost[pool] ?? 0) > 0)
    .map((pool) => sheetText(i18n, `Cost.${pool}`, { count: cost[pool] ?? 0 }));
  return parts.length > 0 ? parts.join(" + ") : sheetText(i18n, "Cost.free");
}

/** An Ability's AP and WP ("Use Ability costs the AP the Ability states", rules page decision 41). */
export function abilityCostText(i18n: Localizer, ap: number, wp: number): string {
  const parts = [
    ap > 0 ? sheetText(i18n, "Cost.ap", { count: ap }) : "",
    wp > 0 ? sheetText(i18n, "Cost.wp", { count: wp }) : "",
  ].filter((p) => p !== "");
  return parts.length > 0 ? parts.join(" · ") : sheetText(i18n, "Cost.free");
}
