/**
 * Interrupt Initiative: "You compare your Initiative roll to that of the creature you are reacting to. If your roll
 * is higher, you win the Initiative". Both sides use their one roll of the Round ("You may only roll Initiative
 * once per Round"; a second is an automatic failure); a tie loses (engine `challengerWins`). The opponent may have
 * declined beforehand: it then loses without rolling. "There may be times when your one Initiative roll challenges
 * several creatures … in which case you may win Initiative against some creatures and lose against others": the
 * challenger rolls once against every opponent (engine `resolveChallenge`). The shared opposed card shows the contest
 * (decision 129): the challenger's roll against each opponent's, a side that did not roll (declined, or its roll of
 * the Round already used) saying why, each pairing's winner by `challengerWins` with its reason and the challenger's
 * exact chance (`interruptWinProbability`). A race ("a race to see who
 * accomplishes an instantaneous task first") has every racer use its roll, the engine's `raceOrder` placing them.
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import { checkEdge } from "../../../../engine/rulesets/energy/attack/situation.ts";
import { initiativeRequest } from "../../../../engine/rulesets/energy/dice/check.ts";
import { interruptWinProbability } from "../../../../engine/rulesets/energy/dice/odds.ts";
import {
  initiativeBonus,
  raceOrder,
  resolveChallenge,
  useInitiativeRoll,
  type InitiativeStanding,
} from "../../../../engine/rulesets/energy/economy/initiative.ts";
import type { EnergyOptions } from "../../../../engine/rulesets/energy/options.ts";
import {
  postOpposedCard,
  type OpposedDecision,
  type OpposedSideToPost,
  type UnrolledSideToPost,
} from "../../../chat/opposed-card/post.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { energyOptions } from "../rule-variants.ts";
import { energyCombatantData, energyEconomyActor, fromEnergyState, toEnergyState } from "./state.ts";

const KEY = `${I18N_ROOT}.Energy.Interrupt`;
const RACE_KEY = `${I18N_ROOT}.Energy.Race`;
const DECLINED: InitiativeStanding = { kind: "declined" };

/** The outcome of an interrupt Initiative against each opponent (also recorded on the challenger and posted). */
export interface InterruptOutcome {
  readonly challenger: { readonly id: string; readonly total: number | null };
  readonly opponents: readonly { readonly id: string; readonly total: number | null; readonly won: boolean }[];
}

interface Side {
  readonly standing: InitiativeStanding;
  /** The request rolled and its roll; absent for a side that did not roll. */
  readonly rolled?: { readonly request: DiceRequest; readonly roll: FrayRoll };
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
  if (!data || !actor || combatant.id === null) return { standing: DECLINED };
  const used = useInitiativeRoll(toEnergyState(combatant.id, data));
  if (used.automaticFailure) return { standing: { kind: "automaticFailure" } };
  if (mayDecline && data.holdsInitiative) return { standing: DECLINED };
  const request = initiativeRequest(initiativeBonus(actor.creature), checkEdge(actor).edge, options);
  const roll = FrayRoll.fromRequest(request);
  await roll.evaluate();
  const total = roll.interpret(request).total;
  await combatant.update({ system: { ...fromEnergyState(used.combatant), initiative: total } });
  return { standing: { kind: "rolled", total }, rolled: { request, roll } };
}

const totalOf = (s: InitiativeStanding): number | null => (s.kind === "rolled" ? s.total : null);

const show = (s: InitiativeStanding): string =>
  s.kind === "rolled" ? String(s.total) : game.i18n.localize(`${KEY}.${s.kind}`);

const rollsOf = (sides: readonly Side[]): FrayRoll[] => sides.flatMap((s) => (s.rolled ? [s.rolled.roll] : []));

/** A side on the card: its Initiative roll, or why it did not roll. */
function cardSide(actor: Actor.Implementation, side: Side): OpposedSideToPost | UnrolledSideToPost {
  const check = game.i18n.localize(`${KEY}.check`);
  if (side.rolled) return { actor, check, ...side.rolled };
  return { actor, check, noRoll: game.i18n.localize(`${KEY}.${side.standing.kind}`) };
}

/** Why the pairing went as it did, in the words of the rule that decided it (`challengerWins`). */
function reasonKey(mine: InitiativeStanding, theirs: InitiativeStanding, won: boolean): string {
  if (mine.kind !== "rolled") return "challengerFailed";
  if (theirs.kind !== "rolled") return theirs.kind === "declined" ? "opponentDeclined" : "opponentFailed";
  return won ? "higher" : "notHigher";
}

/** The room's word on one pairing: its winner, reason and the challenger's chance before the roll. */
function interruptDecision(
  names: { readonly name: string; readonly opponent: string },
  mine: Side,
  theirs: Side,
  won: boolean,
): OpposedDecision {
  const data = { ...names, mine: show(mine.standing), theirs: show(theirs.standing) };
  return {
    initiatorWins: won,
    reason: game.i18n.format(`${KEY}.reason.${reasonKey(mine.standing, theirs.standing, won)}`, data),
    chance: interruptWinProbability(mine.rolled?.request, theirs.rolled?.request),
  };
}

/** The one opposed card of an interrupt: the challenger against each opponent that is a creature. */
async function postInterruptCard(
  challenger: Combatant.Implementation,
  opponents: readonly Combatant.Implementation[],
  sides: { readonly mine: Side; readonly theirs: readonly Side[] },
  outcome: InterruptOutcome,
): Promise<void> {
  const actor = challenger.actor;
  if (!actor) return;
  const pairs = opponents.flatMap((opponent, i) => {
    const theirs = sides.theirs[i];
    const won = outcome.opponents[i]?.won === true;
    if (!opponent.actor || !theirs) return [];
    const names = { name: actor.name, opponent: opponent.actor.name };
    const decision = interruptDecision(names, sides.mine, theirs, won);
    const effect = game.i18n.format(won ? `${KEY}.won` : `${KEY}.lost`, names);
    return [{ side: { ...cardSide(opponent.actor, theirs), decision }, effect }];
  });
  if (pairs.length === 0) return;
  await postOpposedCard({
    action: game.i18n.localize(`${KEY}.title`),
    initiator: cardSide(actor, sides.mine),
    opponents: pairs.map((p) => p.side),
    effects: pairs.map((p) => p.effect),
  });
}

/** The challenger's one roll against every opponent, each of which may decline (holds its Initiative). */
export async function rollEnergyInterrupt(
  challenger: Combatant.Implementation,
  opponents: readonly Combatant.Implementation[],
): Promise<InterruptOutcome> {
  // The world's dice of Initiative (`checkDice`) for every side of the contest.
  const options = energyOptions();
  const mine = await rollSide(challenger, options, false);
  const theirs: Side[] = [];
  for (const opponent of opponents) theirs.push(await rollSide(opponent, options, true));
  const standings = opponents.map((o, i) => ({ id: o.id ?? "", standing: theirs[i]?.standing ?? DECLINED }));
  const results = resolveChallenge(mine.standing, standings);
  const outcome: InterruptOutcome = {
    challenger: { id: challenger.id ?? "", total: totalOf(mine.standing) },
    opponents: standings.map(({ id, standing }) => ({ id, total: totalOf(standing), won: results[id] === "won" })),
  };
  const data = energyCombatantData(challenger);
  if (data) {
    const entries = outcome.opponents.map((o) => ({
      against: o.id,
      won: o.won,
      total: outcome.challenger.total,
      opponentTotal: o.total,
    }));
    await challenger.update({ system: { interrupts: [...data.interrupts, ...entries] } });
  }
  await postInterruptCard(challenger, opponents, { mine, theirs }, outcome);
  return outcome;
}

/**
 * The GM's race among `racers`: each uses its Initiative roll of the Round (a second roll is an automatic failure, a
 * creature holding its Initiative declines), and one summary names the places, first first. The finishing order.
 */
export async function rollEnergyRace(racers: readonly Combatant.Implementation[]): Promise<string[][]> {
  const options = energyOptions();
  const sides: Side[] = [];
  for (const racer of racers) sides.push(await rollSide(racer, options, true));
  const places = raceOrder(racers.map((r, i) => ({ id: r.id ?? "", standing: sides[i]?.standing ?? DECLINED })));
  const nameOf = (id: string): string => racers.find((r) => r.id === id)?.name ?? "";
  const standingOf = (id: string): InitiativeStanding =>
    sides[racers.findIndex((r) => r.id === id)]?.standing ?? DECLINED;
  const lines = places.map((place, i) => ({
    name: game.i18n.format(`${RACE_KEY}.place`, { place: String(i + 1) }),
    text: place
      .map((id) => game.i18n.format(`${RACE_KEY}.racer`, { name: nameOf(id), roll: show(standingOf(id)) }))
      .join(", "),
  }));
  await postSummary(game.i18n.localize(`${RACE_KEY}.title`), lines, rollsOf(sides));
  return places;
}
