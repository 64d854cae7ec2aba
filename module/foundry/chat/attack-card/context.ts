/**
 * The attack card's template context for one viewer: what each row shows and which buttons this viewer gets. Pure:
 * the caller supplies the totals read from the stored rolls and what the viewer owns.
 */
import { I18N_ROOT } from "../../constants.ts";
import type { Localizer } from "../../applications/parts/resource-bar.ts";
import type { AttackCardData, Outcome, TargetRow } from "./data.ts";

export interface Viewer {
  readonly isGM: boolean;
  /** Does the viewer own the attacking actor? */
  readonly ownsAttacker: boolean;
  /** Does the viewer own this row's target? */
  ownsTarget(row: TargetRow): boolean;
  /** Show exact odds to this viewer (GM always; players by the world setting). */
  readonly showOdds: boolean;
  /** Hide this row's name and defense numbers from this viewer (an NPC the viewer does not own, by setting). */
  hides(row: TargetRow): boolean;
}

export interface RowTotals {
  readonly attack: number | undefined;
  readonly defense: number | undefined;
}

const OUTCOME_ICON: Readonly<Record<Outcome, string>> = {
  hit: "fa-solid fa-check",
  miss: "fa-solid fa-xmark",
  pending: "fa-solid fa-hourglass-half",
};

export function attackCardContext(
  card: AttackCardData,
  totals: (row: TargetRow) => RowTotals,
  viewer: Viewer,
  i18n: Localizer,
) {
  const key = `${I18N_ROOT}.Card`;
  return {
    title: i18n.format(`${key}.title`, { name: card.attacker.name, item: card.attacker.itemName }),
    rows: card.targets.map((row) => {
      const t = totals(row);
      const hidden = viewer.hides(row);
      const name = hidden ? i18n.localize(`${key}.hiddenName`) : row.name;
      const canDefend =
        row.actorUuid !== "" &&
        (viewer.isGM || viewer.ownsTarget(row)) &&
        row.defense.status === "none" &&
        row.outcome !== "miss" &&
        row.damage.status === "none";
      const canApply = (viewer.isGM || viewer.ownsAttacker) && row.outcome === "hit" && row.damage.status !== "applied";
      return {
        key: row.key,
        name,
        attackText: hidden
          ? i18n.format(`${key}.attackHidden`, { total: String(t.attack ?? "?") })
          : i18n.format(`${key}.attack`, { total: String(t.attack ?? "?"), against: String(row.against) }),
        oddsText: viewer.showOdds
          ? i18n.format(`${key}.odds`, { percent: String(Math.round(row.hitChance * 100)) })
          : "",
        defenseText: t.defense === undefined ? "" : i18n.format(`${key}.defense`, { total: String(t.defense) }),
        outcome: row.outcome,
        outcomeText: i18n.localize(`${key}.outcome.${row.outcome}`),
        outcomeIcon: OUTCOME_ICON[row.outcome],
        damageText: row.damage.status === "none" ? "" : row.damage.summary,
        undone: row.damage.status === "undone",
        undoneText: i18n.localize(`${key}.undone`),
        canDefend,
        defendLabel: i18n.format(`${key}.defendLabel`, {
          name,
        }),
        canApply,
        applyLabel: i18n.format(`${key}.applyLabel`, { name }),
        canUndo: viewer.isGM && row.damage.status === "applied",
        undoLabel: i18n.format(`${key}.undoLabel`, { name }),
      };
    }),
  };
}
export type AttackCardContext = ReturnType<typeof attackCardContext>;
