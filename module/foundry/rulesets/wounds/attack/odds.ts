/**
 * The odds a `wounds` attack is shown with before it is rolled, in words (docs/rules/wounds.md decision 72): the chance
 * of a hit and of each wound level dealt, from the engine's exact `woundOdds`.
 */
import type { WoundOdds } from "../../../../engine/rulesets/wounds/procedures/wound-odds.ts";
import type { LocalizedText } from "../../../combat-room.ts";
import { ATTACK_KEY } from "./plan.ts";

/** One decimal: a wound level a few tenths of a percent likely still shows. */
export const percent = (p: number): string => String(Math.round(p * 1000) / 10);

/** "hit 35% · no wound 5% · light 10% · moderate 10% · severe 5% · critical 3% · fatal 2%". */
export function woundOddsText(odds: WoundOdds): LocalizedText {
  const { levels } = odds;
  return {
    key: `${ATTACK_KEY}.Card.odds`,
    data: {
      hit: percent(odds.hit),
      none: percent(odds.noWound),
      light: percent(levels.light),
      moderate: percent(levels.moderate),
      severe: percent(levels.severe),
      critical: percent(levels.critical),
      fatal: percent(levels.fatal),
    },
  };
}
