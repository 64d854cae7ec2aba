/**
 * Interrupt Initiative: "You compare your Initiative roll to that of the creature you are reacting to. If your roll
 * is higher, you win the Initiative". Both sides use their one roll of the Round ("You may only roll Initiative
 * once per Round"; a second is an automatic failure); a tie loses (engine `challengerWins`). The opponent may have
 * declined beforehand: it then loses without rolling.
 */
import { checkEdge } from "../../../../engine/rulesets/energy/attack/situation.ts";
import { initiativeRequest } from "../../../../engine/rulesets/energy/dice/check.ts";
import {
  challengerWins,
  initiativeBonus,
  useInitiativeRoll,
  type InitiativeStanding,
} from "../../../../engine/rulesets/energy/economy/initiative.ts";
import type { EnergyOptions } from "../../../../engine/rulesets/energy/options.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { energyOptions } from "../rule-variants.ts";
import { energyCombatantData, energyEconomyActor, fromEnergyState, toEnergyState } from "./state.ts";

const KEY = `${I18N_ROOT}.Energy.Interrupt`;

/** The outcome of one interrupt Initiative contest (also recorded on the challenger and posted to chat). */
export interface InterruptOutcome {
  readonly challenger: { readonly id: string; readonly total: number | null };
  readonly opponent: { readonly id: string; readonly total: number | null };
  readonly won: boolean;
}

interface Side {
  readonly standing: InitiativeStanding;
  readonly roll?: FrayRoll;
}

/**
 * Uses the combatant's roll of the Round: rolls it, or an automatic failure when it was already used. The opponent
 * that holds its Initiative (`holdsInitiative`, its owner's choice on the tracker) declines instead: "treat the
 * situation as if you had lost Initiative (possibly saving your Initiative roll for later)": its roll stays unused.
 */
async function rollSide(
  combatant: Combatant.Implementation,
  options: EnergyOptions,
  mayDecline: boolean,
): Promise<Side> {
  const data = energyCombatantData(combatant);
  const actor = energyEconomyActor(combatant);
  if (!data || !actor || combatant.id === null) return { standing: { kind: "declined" } };
  const used = useInitiativeRoll(toEnergyState(combatant.id, data));
  if (used.automaticFailure) return { standing: { kind: "automaticFailure" } };
  if (mayDecline && data.holdsInitiative) return { standing: { kind: "declined" } };
  const request = initiativeRequest(initiativeBonus(actor.creature), checkEdge(actor).edge, options);
  const roll = FrayRoll.fromRequest(request);
  await roll.evaluate();
  const total = roll.interpret(request).total;
  await combatant.update({ system: { ...fromEnergyState(used.combatant), initiative: total } });
  return { standing: { kind: "rolled", total }, roll };
}

const totalOf = (s: InitiativeStanding): number | null => (s.kind === "rolled" ? s.total : null);

export async function rollEnergyInterrupt(
  challenger: Combatant.Implementation,
  opponent: Combatant.Implementation,
): Promise<InterruptOutcome> {
  // The world's dice of Initiative (`checkDice`) for both sides of the contest.
  const options = energyOptions();
  const mine = await rollSide(challenger, options, false);
  const theirs = await rollSide(opponent, options, true);
  const won = challengerWins(mine.standing, theirs.standing);
  const outcome: InterruptOutcome = {
    challenger: { id: challenger.id ?? "", total: totalOf(mine.standing) },
    opponent: { id: opponent.id ?? "", total: totalOf(theirs.standing) },
    won,
  };
  const data = energyCombatantData(challenger);
  if (data) {
    const entry = {
      against: outcome.opponent.id,
      won,
      total: outcome.challenger.total,
      opponentTotal: outcome.opponent.total,
    };
    await challenger.update({ system: { interrupts: [...data.interrupts, entry] } });
  }
  const show = (s: InitiativeStanding): string =>
    s.kind === "rolled" ? String(s.total) : game.i18n.localize(`${KEY}.${s.kind}`);
  const text = game.i18n.format(won ? `${KEY}.won` : `${KEY}.lost`, {
    opponent: opponent.name ?? "",
    mine: show(mine.standing),
    theirs: show(theirs.standing),
  });
  const rolls = [mine.roll, theirs.roll].filter((r): r is FrayRoll => r !== undefined);
  await postSummary(game.i18n.localize(`${KEY}.title`), [{ name: challenger.name ?? "", text }], rolls);
  return outcome;
}
