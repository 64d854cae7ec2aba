/**
 * The Checks section of the `wounds` sheets (checks/combat-check-offers.ts, docs/rules/wounds.md decisions 193–194):
 * the TN the table set (− / + on the sheet, not stored: "may use a TN other than your target's Defense") and one Roll
 * button per combat check the creature can make, with the exact chance of meeting that TN, in words for screen
 * readers; then the jumps, long and high, with a run-up or standing (checks/roll-jump.ts), which meet no TN, the
 * checks after a jump (a landing's, a ledge's) against the same TN, and the
 * yards of a jump declared over turns with its Declare button (checks/take-jump.ts); then the rounds of a timed act
 * and its Start button (combat/timed-act.ts).
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import { successProbability } from "../../../../engine/core/odds/request.ts";
import { percentText } from "../../../applications/parts/hit-chance.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import { COMBAT_CHECK_KEYS, combatCheckName } from "../checks/combat-check-name.ts";
import { JUMP_KEYS, JUMP_OFFERS, jumpName, landingName } from "../checks/jump-text.ts";
import { LANDING_CHECKS, landingCheckRequest } from "../../../../engine/rulesets/wounds/movement/jump.ts";
import { CHECK_TN, combatCheckOffers, offeredCheckRequest } from "../checks/combat-check-offers.ts";
import type { WoundsOptions } from "../../../../engine/rulesets/wounds/options.ts";
import { QUICKEN_CHECKS, type QuickenCheck } from "../../../../engine/rulesets/wounds/economy/quickly.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { TIMED_ROUNDS } from "../combat/timed-rounds.ts";
import { JUMP_YARDS } from "../checks/jump-over-turns.ts";
import { stepButtons } from "../../../applications/parts/stepper.ts";
import { toWoundsCreature } from "../sources.ts";
import type { WoundsSheetActor } from "./sheet-data.ts";

export interface CombatCheckRow {
  readonly id: string;
  readonly name: string;
  readonly chanceText: string;
  readonly ariaLabel: string;
}

const QUICKLY_KEYS = `${I18N_ROOT}.Wounds.Quickly`;
const TIMED_KEYS = `${I18N_ROOT}.Wounds.Timed`;

export interface JumpRow {
  readonly kind: string;
  /** "true" or "false", as the button's data attribute carries it. */
  readonly runUp: string;
  readonly name: string;
  readonly ariaLabel: string;
}

/** The GM's More quickly control (decision 195): shown to a GM in combat, the check called for pressed. */
export interface QuicklyContext {
  readonly heading: string;
  readonly hint: string;
  readonly buttons: readonly { readonly check: string; readonly text: string; readonly pressed: boolean }[];
}

/** The timed act's rounds (the sheet's stepper) and its Start button (decision 196). */
export interface TimedContext {
  readonly heading: string;
  readonly roundsText: string;
  readonly rounds: number;
  readonly steps: readonly {
    readonly delta: number;
    readonly label: string;
    readonly text: string;
    readonly disabled: boolean;
  }[];
  readonly startText: string;
  readonly startLabel: string;
}

/** The yards of a jump declared over turns (the sheet's stepper) and its Declare button (decision 215). */
export interface JumpOverTurnsContext {
  readonly heading: string;
  readonly yardsText: string;
  readonly steps: TimedContext["steps"];
  readonly declareText: string;
  readonly declareLabel: string;
}

export interface CombatChecksContext {
  readonly heading: string;
  readonly timed: TimedContext;
  readonly jumpOverTurns: JumpOverTurnsContext;
  readonly quickly: QuicklyContext | null;
  readonly jumpHeading: string;
  readonly jumpRollText: string;
  readonly jumps: readonly JumpRow[];
  /** The checks after a jump, a landing's and a ledge's, against the section's TN (decision 217). */
  readonly landings: readonly CombatCheckRow[];
  readonly tnText: string;
  readonly steps: readonly {
    readonly delta: number;
    readonly label: string;
    readonly text: string;
    readonly disabled: boolean;
  }[];
  readonly rows: readonly CombatCheckRow[];
}

function timedContext(i18n: Localizer, rounds: number): TimedContext {
  const roundsText = i18n.format(`${TIMED_KEYS}.rounds`, { rounds });
  return {
    heading: i18n.localize(`${TIMED_KEYS}.heading`),
    roundsText,
    rounds,
    steps: stepButtons(TIMED_ROUNDS, rounds, (delta) => i18n.format(`${TIMED_KEYS}.step`, { delta })),
    startText: i18n.localize(`${TIMED_KEYS}.start`),
    startLabel: i18n.format(`${TIMED_KEYS}.ariaStart`, { rounds }),
  };
}

function jumpOverTurnsContext(i18n: Localizer, yards: number): JumpOverTurnsContext {
  return {
    heading: i18n.localize(`${JUMP_KEYS}.overTurns`),
    yardsText: i18n.format(`${JUMP_KEYS}.yards`, { yards }),
    steps: stepButtons(JUMP_YARDS, yards, (delta) => i18n.format(`${JUMP_KEYS}.step`, { delta })),
    declareText: i18n.localize(`${JUMP_KEYS}.declare`),
    declareLabel: i18n.format(`${JUMP_KEYS}.ariaDeclare`, { yards }),
  };
}

function quicklyContext(i18n: Localizer, picked: QuickenCheck | null): QuicklyContext {
  const button = (check: QuickenCheck | "") => ({
    check,
    text: check === "" ? i18n.localize(`${QUICKLY_KEYS}.off`) : i18n.format(`${QUICKLY_KEYS}.pick`, { check }),
    pressed: (check === "" ? null : check) === picked,
  });
  return {
    heading: i18n.localize(`${QUICKLY_KEYS}.heading`),
    hint: i18n.localize(`${QUICKLY_KEYS}.hint`),
    buttons: [...QUICKEN_CHECKS.map(button), button("")],
  };
}

export function combatChecksContext(
  i18n: Localizer,
  actor: WoundsSheetActor,
  tn: number,
  options: WoundsOptions,
  quick: { readonly shown: boolean; readonly picked: QuickenCheck | null } = { shown: false, picked: null },
  timedRounds: number = TIMED_ROUNDS.initial,
  jumpYards: number = JUMP_YARDS.initial,
): CombatChecksContext {
  const creature = toWoundsCreature(actor.system);
  const tnText = i18n.format(`${COMBAT_CHECK_KEYS}.tn`, { tn: signed(tn) });
  const row = (id: string, name: string, request: DiceRequest): CombatCheckRow => {
    const percent = percentText(successProbability(request));
    return {
      id,
      name,
      chanceText: i18n.format(`${COMBAT_CHECK_KEYS}.chance`, { percent }),
      ariaLabel: i18n.format(`${COMBAT_CHECK_KEYS}.ariaRoll`, { check: name, tn: signed(tn), percent }),
    };
  };
  const rows = combatCheckOffers(actor.items).map((offer) =>
    row(offer.id, combatCheckName(i18n, offer), offeredCheckRequest(creature, offer, tn, options)),
  );
  const landings = LANDING_CHECKS.map((check) =>
    row(check, landingName(i18n, check), landingCheckRequest(creature, check, tn, options)),
  );
  const steps = stepButtons(CHECK_TN, tn, (delta) => i18n.format(`${COMBAT_CHECK_KEYS}.step`, { delta }));
  return {
    heading: i18n.localize(`${COMBAT_CHECK_KEYS}.heading`),
    quickly: quick.shown ? quicklyContext(i18n, quick.picked) : null,
    timed: timedContext(i18n, timedRounds),
    jumpOverTurns: jumpOverTurnsContext(i18n, jumpYards),
    tnText,
    steps,
    rows,
    landings,
    jumpHeading: i18n.localize(`${JUMP_KEYS}.heading`),
    jumpRollText: i18n.localize(`${JUMP_KEYS}.roll`),
    jumps: JUMP_OFFERS.map(({ kind, runUp }) => {
      const name = jumpName(i18n, kind, runUp);
      return { kind, runUp: String(runUp), name, ariaLabel: i18n.format(`${JUMP_KEYS}.ariaRoll`, { jump: name }) };
    }),
  };
}
