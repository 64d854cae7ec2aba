/**
 * A planned test in words, for the Strike buttons: what is rolled ("2d20, highest counts, + 4"), against what (the
 * Target Number), each part of the bonus with its source, the boons and banes left after cancelling (the request's
 * audit), and the exact chance of each number of Successes (`successDistribution`). The numbers are the engine's;
 * this file only words them.
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import { successDistribution } from "../../../../engine/rulesets/contest/dice/odds.ts";
import { percentText } from "../../../applications/parts/hit-chance.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import { sheetText } from "./labels.ts";

export interface TestSummary {
  /** "2d20 (highest counts) + 4 vs 11". */
  readonly rolled: string;
  /** "Strength +2 · Classical Knight +2". */
  readonly parts: string;
  /** "Boon: Braced · Bane: Prone cancelled", or empty with none. */
  readonly edge: string;
  /** "0: 30% · 1: 25% · 2: 25% · 3: 20%". */
  readonly successes: string;
}

function diceText(i18n: Localizer, request: DiceRequest): string {
  return request.groups
    .map((g) => {
      const dice = `${g.count}d${g.faces}`;
      return g.keep ? sheetText(i18n, `Test.keep.${g.keep.mode}`, { dice }) : dice;
    })
    .join(" + ");
}

function edgeText(i18n: Localizer, request: DiceRequest): string {
  const mode = request.groups.find((g) => g.keep)?.keep?.mode ?? "highest";
  return (request.audit ?? [])
    .flatMap((entry) => {
      if (entry.type === "cancel") return [sheetText(i18n, "Test.cancel", { boon: entry.source, bane: entry.against })];
      if (entry.type !== "add") return [];
      const kind = mode === "highest" ? "boon" : "bane";
      return [sheetText(i18n, entry.dice > 0 ? `Test.${kind}` : `Test.${kind}NoEffect`, { source: entry.source })];
    })
    .join(" · ");
}

export function testSummary(i18n: Localizer, request: DiceRequest, against: number): TestSummary {
  const bonus = request.modifiers.reduce((sum, m) => sum + m.value, 0);
  const dist = successDistribution({ kind: "roll", label: request.label, request });
  return {
    rolled: sheetText(i18n, "Test.rolled", { dice: diceText(i18n, request), bonus: signed(bonus), against }),
    parts: request.modifiers.map((m) => `${m.source} ${signed(m.value)}`).join(" · "),
    edge: edgeText(i18n, request),
    successes: Array.from(dist.p, (p, i) => ({ n: dist.min + i, p }))
      .filter(({ p }) => p > 0)
      .map(({ n, p }) => sheetText(i18n, "Test.successes", { count: n, percent: percentText(p) }))
      .join(" · "),
  };
}
