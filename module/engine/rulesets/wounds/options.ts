import type { CheckMechanicId } from "./dice/mechanic.ts";
import type { WoundsActionId } from "./economy/actions.ts";

/**
 * Every choice the `wounds` seed leaves open that GMs may reasonably make differently: the world settings of this
 * ruleset, with Fray's defaults. docs/rules/wounds.md quotes the seed sentence each one extends.
 */
export interface WoundsOptions {
  /** The dice of a check (dice/mechanic.ts): flat `1d20 − 10` or bell-shaped `2d10 − 11`. */
  readonly checkMechanic: CheckMechanicId;
  /** Which checks can be critical: only wild rolls (attacks, combat checks, defense rolls) or every check. */
  readonly criticals: "wildRolls" | "allChecks";
  /** Who wins a tie between two rolled checks (an attack "equals or exceeds" a Defense, so by default the attacker). */
  readonly opposedTies: "attacker" | "defender";
  /** GM overrides of AP costs (economy/actions.ts); missing ids keep Fray's cost. */
  readonly apCosts: Readonly<Partial<Record<WoundsActionId, number>>>;
  /** NPC light slots: 5 + Persona like characters ("persona"), or the tier's 1/2/3 like the other levels ("tier"). */
  readonly npcLightSlots: "persona" | "tier";
  /** A surprised creature gains the AP at the end of its own first turn (true) or only from the next round (false). */
  readonly surprisedGainAtFirstTurnEnd: boolean;
  /** Long rest bullets are judged on "your condition when you start the rest" ("start") or one after another. */
  readonly longRestReads: "start" | "sequential";
  /** Mana cannot be overspent ("refuse"), or overspending it turns the excess into fatigue like stamina. */
  readonly manaOverspend: "refuse" | "fatigue";
  /** Blocked fraction of sight lines from which each cover level starts (combat/cover.ts). */
  readonly coverFrom: Readonly<{ quarter: number; half: number; threeQuarters: number; nineTenths: number }>;
}

export const DEFAULT_WOUNDS_OPTIONS: WoundsOptions = {
  checkMechanic: "d20",
  criticals: "wildRolls",
  opposedTies: "attacker",
  apCosts: {},
  npcLightSlots: "persona",
  surprisedGainAtFirstTurnEnd: true,
  longRestReads: "start",
  manaOverspend: "refuse",
  coverFrom: { quarter: 0.25, half: 0.5, threeQuarters: 0.75, nineTenths: 0.9 },
};
