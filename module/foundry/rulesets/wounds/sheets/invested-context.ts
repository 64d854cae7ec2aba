/**
 * The sheet's Invested mana section: each investment the creature holds (seed 004: "When you invest mana, your current
 * and maximum mana decrease by the same amount until you retrieve the invested mana, as that mana is placed into an
 * object or tied up in a particular effect"), its mana and how it comes back ("Usually, it is either returned as soon
 * as the effect ends, or can be retrieved at your option at the end of a long rest"). One returned when its effect
 * ends has an End effect button (mana/end-effect.ts, decision 189); one retrieved at a long rest waits for the rest.
 * Pure.
 */
import type { Investment } from "../../../../engine/rulesets/wounds/creature.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { choiceLabel, sheetText } from "./labels.ts";

export interface InvestedRowContext {
  readonly id: string;
  readonly label: string;
  /** "4 mana · When the effect ends". */
  readonly detail: string;
  /** The End effect button's text and accessible name; null when the investment waits for a long rest. */
  readonly end: { readonly text: string; readonly ariaLabel: string } | null;
}

export interface InvestedContext {
  readonly heading: string;
  /** Empty when nothing is invested: the section is not shown. */
  readonly rows: readonly InvestedRowContext[];
}

export function investedContext(i18n: Localizer, invested: readonly Investment[]): InvestedContext {
  return {
    heading: sheetText(i18n, "Section.invested"),
    rows: invested.map((i) => ({
      id: i.id,
      label: i.label,
      detail: [sheetText(i18n, "Invested.amount", { count: i.amount }), choiceLabel(i18n, "Retrieve", i.retrieve)].join(
        " · ",
      ),
      end:
        i.retrieve === "effectEnds"
          ? {
              text: sheetText(i18n, "Invested.end"),
              ariaLabel: sheetText(i18n, "Invested.endLabel", { name: i.label, count: i.amount }),
            }
          : null,
    })),
  };
}
