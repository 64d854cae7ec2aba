/**
 * A Cinematic's Skill Check on the active GM's client (the owner's `cinematicCheck` control, relayed as
 * `fray.combatAct`; rules page decision 142): "Should the GM agree, you must then make a Skill Check determined by the
 * GM. On a success, you perform your Cinematic Action and Reaction as intended. On a failure, you are unsuccessful,
 * and the GM determines what happens." The GM re-derives everything but the skill and the number the GM named at the
 * table: that the combatant paid a Cinematic this round whose check is not made yet (its record, written by the GM's
 * own spend), the check's Stat Bonus and Skill Level and its conditions' edges from the actor, and the Cooperative
 * Cinematic Action's advantage from the record ("everyone has to make a Skill Check. It does not have to be the same
 * Skill Check, and they make it with advantage"). The check is marked made before it is rolled, so a second request
 * finds none. Posted on the shared check card, public; a cooperative's card names every participant and, once the
 * last has rolled, whether they succeed ("if everybody succeeds on their Skill Check. A failure on the Skill Check of
 * one participant can be compensated by a critical success of another participant").
 */
import type { RollResult } from "../../../../engine/core/dice/result.ts";
import { resolveCheck } from "../../../../engine/rulesets/momentum/dice/check.ts";
import { cooperativeVerdict, skillCheckRequest } from "../../../../engine/rulesets/momentum/dice/cinematic-check.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import type { Refusal } from "../../../combat-room.ts";
import type { ControlSpec } from "../../../combat/room.ts";
import { rollCheckCard, type CheckFollowUp } from "../../../chat/check-card/post.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { PUBLIC_ROLL } from "../../../dice/roll-visibility.ts";
import { parseCheckChoice } from "../checks/skill-check-choice.ts";
import { momentumOptions } from "../rule-variants.ts";
import { actorField } from "../sheets/labels.ts";
import { cinematicOf, cooperativeMembers, openCinematic } from "./cinematic-record.ts";
import type { CinematicRecord } from "./cinematic-roles.ts";
import { momentumEconomyActor } from "./state.ts";

const KEY = `${I18N_ROOT}.Momentum.Cinematic`;
const REFUSAL = `${I18N_ROOT}.Momentum.Refusal`;
const NO_CINEMATIC: Refusal = { refused: `${REFUSAL}.noCinematicCheck` };
const MALFORMED: Refusal = { refused: `${REFUSAL}.malformedCheck` };

export const CINEMATIC_CHECK_CONTROL: ControlSpec = {
  id: "cinematicCheck",
  label: `${I18N_ROOT}.Momentum.Tracker.cinematicCheck`,
  who: "owner",
  takesChoice: true,
};

/** One participant's line: its check's outcome, or that it is still to roll. */
function memberLine(member: Combatant.Implementation): string {
  const record = cinematicOf(member);
  const outcome = !record?.rolled ? "toRoll" : !record.success ? "failure" : record.critical ? "critical" : "success";
  return game.i18n.format(`${KEY}.member.${outcome}`, { name: member.name ?? "" });
}

/** What the check did: the Cinematic's outcome, or the Cooperative Cinematic Action's standing. */
function outcomeLines(combatant: Combatant.Implementation, record: CinematicRecord, success: boolean): string[] {
  const name = combatant.name ?? "";
  if (record.role === "solo") return [game.i18n.format(`${KEY}.${success ? "performed" : "unsuccessful"}`, { name })];
  const lead = combatant.combat?.combatants.get(record.lead);
  if (!lead) return [];
  const members = cooperativeMembers(lead);
  const verdict = cooperativeVerdict(
    members.map((m) => {
      const r = cinematicOf(m);
      return r?.rolled ? { success: r.success, critical: r.critical } : undefined;
    }),
  );
  const names = members.map((m) => m.name ?? "").join(", ");
  return [...members.map(memberLine), game.i18n.format(`${KEY}.cooperative.${verdict}`, { names })];
}

export async function runCinematicCheck(
  combatant: Combatant.Implementation,
  raw: string | undefined,
): Promise<Refusal | undefined> {
  const asked = parseCheckChoice(raw);
  if (!asked) return MALFORMED;
  const record = openCinematic(combatant);
  const actorDoc = combatant.actor;
  const actor = momentumEconomyActor(combatant, combatant.combat?.round ?? 0);
  if (!record || !actorDoc || !actor) return NO_CINEMATIC;
  // Marked made first: a repeated request (a double click, a replay) finds no check to make.
  await combatant.update({ system: { cinematic: { rolled: true } } });
  const options = momentumOptions();
  const cooperative = record.role !== "solo";
  const request = skillCheckRequest({ actor, ...asked, cooperative }, options);
  const followUp = async (result: RollResult): Promise<CheckFollowUp> => {
    const { success, critical } = resolveCheck(result, options);
    await combatant.update({ system: { cinematic: { success, critical } } });
    return { effects: outcomeLines(combatant, record, success), rolls: [] };
  };
  const skill = actorField(foundryLocalizer(), `skills.${asked.skill}`).label;
  await rollCheckCard({
    actor: actorDoc,
    check: game.i18n.format(`${KEY}.check.${cooperative ? "cooperative" : "solo"}`, { skill }),
    request,
    critical: (result) => (resolveCheck(result, options).critical ? "success" : "none"),
    followUp,
    // Rolled on the GM's client for the player: public, as the Cinematic itself is told to the table.
    visibility: PUBLIC_ROLL,
  });
  return undefined;
}
