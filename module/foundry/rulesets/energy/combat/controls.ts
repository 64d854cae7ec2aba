/**
 * The `energy` combatant controls, the GM's or the combatant's owner's: Pass ("waiting to act": done for the Round)
 * Initiative, rolled to interrupt another creature of the combat ("You may try to perform an action in response
 * to another creature's action … by rolling Initiative"), against one creature or several at once (the user's
 * targets), and Hold, declining the contests it is challenged to; the GM's Initiative race ("a race to see who
 * accomplishes an instantaneous task first") and Surprise of a whole party at combat start (surprise.ts).
 */
import type { Refusal } from "../../../combat-room.ts";
import type { ControlArgs, ControlSpec } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { opponentIds } from "./opponents.ts";
import { rollEnergyInterrupt, rollEnergyRace } from "./interrupts.ts";
import { energyCombatantData } from "./state.ts";
import { SURPRISE_CONTROL, surpriseParty } from "./surprise.ts";

const KEYS = `${I18N_ROOT}.Energy.Tracker`;

export const PASS_CONTROL: ControlSpec = { id: "pass", label: `${KEYS}.pass`, who: "owner", takesChoice: false };

/** Its choice names the creature interrupted, or several (opponents.ts). */
export const INTERRUPT_CONTROL: ControlSpec = {
  id: "interrupt",
  label: `${KEYS}.initiative`,
  who: "owner",
  takesChoice: true,
};

/** The GM's race between the row's creature and the chosen one or several (opponents.ts). */
export const RACE_CONTROL: ControlSpec = { id: "race", label: `${KEYS}.race`, who: "gm", takesChoice: true };

/** Declines Initiative contests this Round (or rolls them again): a toggle of the combatant's owner. */
export const HOLD_CONTROL: ControlSpec = { id: "hold", label: `${KEYS}.hold`, who: "owner", takesChoice: false };

export const ENERGY_CONTROLS: readonly ControlSpec[] = [
  INTERRUPT_CONTROL,
  HOLD_CONTROL,
  PASS_CONTROL,
  RACE_CONTROL,
  SURPRISE_CONTROL,
];

const refused = (code: string): Refusal => ({ refused: `${I18N_ROOT}.Query.refused.${code}` });

/** Done for this Round; refused when it already passed. */
async function passRound(combatant: Combatant.Implementation): Promise<Refusal | undefined> {
  const data = energyCombatantData(combatant);
  if (!data) return undefined;
  if (data.passed) return { refused: `${I18N_ROOT}.Combat.refused.alreadyPassed` };
  await combatant.update({ system: { passed: true } });
  return undefined;
}

/**
 * "You may decide not to roll Initiative and treat the situation as if you had lost Initiative (possibly saving your
 * Initiative roll for later)": the owner decides before the challenge comes, for the rest of the Round, and may
 * change its mind; a challenge then finds the creature declining (interrupts.ts).
 */
async function toggleHold(combatant: Combatant.Implementation): Promise<Refusal | undefined> {
  const data = energyCombatantData(combatant);
  if (!data) return undefined;
  await combatant.update({ system: { holdsInitiative: !data.holdsInitiative } });
  return undefined;
}

/** The other creatures of the same combat the choice names, read from the combat itself; undefined: any unknown. */
function opponentsOf(
  combatant: Combatant.Implementation,
  choice: string | undefined,
): Combatant.Implementation[] | undefined {
  const ids = choice === undefined ? [] : opponentIds(choice);
  const found = ids.flatMap((id) => {
    const other = id === combatant.id ? undefined : combatant.combat?.combatants.get(id);
    return other ? [other] : [];
  });
  return found.length > 0 && found.length === ids.length ? found : undefined;
}

/** Interrupt one creature or several of the same combat with one roll. */
async function interrupt(
  combatant: Combatant.Implementation,
  choice: string | undefined,
): Promise<Refusal | undefined> {
  const against = opponentsOf(combatant, choice);
  if (!against) return refused("unknownOpponent");
  await rollEnergyInterrupt(combatant, against);
  return undefined;
}

/** The GM's race: the row's creature against the chosen ones. */
async function raceAgainst(
  combatant: Combatant.Implementation,
  choice: string | undefined,
): Promise<Refusal | undefined> {
  const against = opponentsOf(combatant, choice);
  if (!against) return refused("unknownOpponent");
  await rollEnergyRace([combatant, ...against]);
  return undefined;
}

export function actEnergy(
  combatant: Combatant.Implementation,
  controlId: string,
  args: ControlArgs,
): Promise<Refusal | undefined> {
  if (controlId === PASS_CONTROL.id) return passRound(combatant);
  if (controlId === HOLD_CONTROL.id) return toggleHold(combatant);
  if (controlId === INTERRUPT_CONTROL.id) return interrupt(combatant, args.choice);
  if (controlId === RACE_CONTROL.id) return raceAgainst(combatant, args.choice);
  if (controlId === SURPRISE_CONTROL.id) return surpriseParty(combatant);
  return Promise.resolve(refused("unsupported"));
}
