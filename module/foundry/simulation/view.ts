/**
 * The encounter-odds window's view model: the engine's `EncounterOdds` (or the progress of a run) in, localized
 * text out. Percentages are whole numbers, rounds one decimal; the window never formats anything itself.
 */
import type { EncounterOdds, OddsProgress } from "../../engine/sim/odds.ts";
import type { Localizer } from "../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../constants.ts";

const KEY = `${I18N_ROOT}.Simulation`;

export interface MemberOddsView {
  readonly name: string;
  readonly down: string;
  /** The foe most likely to take them down, with its chance; a dash when none ever did. */
  readonly culprit: string;
}

export interface OddsResultView {
  readonly headline: string;
  readonly interval: string;
  readonly rounds: string;
  readonly draws: string;
  readonly fights: string;
  readonly seed: number;
  readonly members: readonly MemberOddsView[];
  readonly assumptions: readonly string[];
  readonly leftOut?: string;
}

export interface OddsProgressView {
  readonly text: string;
  readonly done: number;
  readonly total: number;
}

const percent = (p: number): string => String(Math.round(p * 100));

export function oddsProgressView(i18n: Localizer, progress: OddsProgress): OddsProgressView {
  return {
    text: i18n.format(`${KEY}.progress`, { done: progress.done, total: progress.total }),
    done: progress.done,
    total: progress.total,
  };
}

export function oddsResultView(
  i18n: Localizer,
  odds: EncounterOdds,
  total: number,
  encounter: { readonly leftOut: readonly string[]; readonly assumptions: readonly string[] },
): OddsResultView {
  const fights = odds.cancelled
    ? i18n.format(`${KEY}.fightsCancelled`, { fights: odds.fights, total })
    : i18n.format(`${KEY}.fights`, { fights: odds.fights });
  return {
    headline: i18n.format(`${KEY}.win`, { win: percent(odds.win.p) }),
    interval: i18n.format(`${KEY}.interval`, { low: percent(odds.win.low), high: percent(odds.win.high) }),
    rounds: i18n.format(`${KEY}.rounds`, { rounds: odds.expectedRounds.toFixed(1) }),
    draws: i18n.format(`${KEY}.draws`, { draws: percent(odds.drawRate) }),
    fights,
    seed: odds.seed,
    members: odds.members.map((m) => ({
      name: m.name,
      down: i18n.format(`${KEY}.chance`, { chance: percent(m.downChance) }),
      culprit: m.mostLikelyBy
        ? i18n.format(`${KEY}.culprit`, { name: m.mostLikelyBy.name, chance: percent(m.mostLikelyBy.chance) })
        : i18n.localize(`${KEY}.noCulprit`),
    })),
    assumptions: encounter.assumptions.map((key) => i18n.localize(key)),
    ...(encounter.leftOut.length > 0
      ? { leftOut: i18n.format(`${KEY}.leftOut`, { names: encounter.leftOut.join(", ") }) }
      : {}),
  };
}
