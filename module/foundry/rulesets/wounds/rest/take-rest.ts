/**
 * A rest taken from the sheet by the actor's owner (it writes only the resting actor; another user's creature is
 * refused, as the rest is its owner's to take): refused while the actor fights in a started combat, or when the
 * engine refuses it; else the engine's rest on the actor as it is now, written back, and one chat line saying what it
 * did. A long rest of a wounded creature rolls its recovery check first ("A recovery check is a Vit check with a
 * penalty equal to your current fatigue", with the cumulative +1), posted with the line.
 */
import type { WoundsCreature } from "../../../../engine/rulesets/wounds/creature.ts";
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import { recoveryCheckRequest, recoveryTotal } from "../../../../engine/rulesets/wounds/healing/recovery.ts";
import { tendingRequest } from "../../../../engine/rulesets/wounds/healing/tending.ts";
import {
  longRest,
  needsRecoveryCheck,
  newDay,
  type LongRestLog,
} from "../../../../engine/rulesets/wounds/rest/long.ts";
import { shortRest, type ShortRestLog } from "../../../../engine/rulesets/wounds/rest/short.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { woundsActorView } from "../documents.ts";
import { healingKitInHand } from "../healing/healer.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toWoundsCreature } from "../sources.ts";
import { restRefusal, restRefusalKey, type RestKind, type RestRefusal } from "./rests.ts";

const KEY = `${I18N_ROOT}.Wounds.Rest`;
const LEVEL = `${I18N_ROOT}.Wounds.Attack.Damage.level`;

/** The stored fields a rest changes. */
function restUpdate(c: WoundsCreature): Record<string, unknown> {
  return {
    wounds: { ...c.wounds },
    stamina: { value: c.stamina },
    mana: { value: c.mana },
    fatigue: c.fatigue,
    exhausted: c.exhausted,
    invested: c.invested,
    recoveryBonus: c.recoveryBonus,
    longRestsToday: c.longRestsToday,
  };
}

function shortText(log: ShortRestLog): string[] {
  const i18n = game.i18n;
  return [
    log.stamina > 0 ? i18n.format(`${KEY}.stamina`, { amount: String(log.stamina) }) : "",
    log.mana > 0 ? i18n.format(`${KEY}.mana`, { amount: String(log.mana) }) : "",
    log.lightWoundRemoved ? i18n.localize(`${KEY}.lightWound`) : "",
  ];
}

function recoveryText(log: LongRestLog, total: number): string {
  const i18n = game.i18n;
  const healed = log.recovery?.healed;
  if (!healed) return i18n.format(`${KEY}.recoveryFailed`, { total: String(total) });
  const to = healed.to === "healed" ? i18n.localize(`${KEY}.healed`) : i18n.localize(`${LEVEL}.${healed.to}`);
  return i18n.format(`${KEY}.recovered`, { total: String(total), from: i18n.localize(`${LEVEL}.${healed.from}`), to });
}

function longText(log: LongRestLog, before: WoundsCreature, after: WoundsCreature, total?: number): string[] {
  const i18n = game.i18n;
  return [
    log.exhaustionEnded ? i18n.localize(`${KEY}.exhaustionEnded`) : "",
    log.lightWoundsHealed > 0 ? i18n.format(`${KEY}.lightWounds`, { count: String(log.lightWoundsHealed) }) : "",
    log.fatigueRecovered > 0 ? i18n.format(`${KEY}.fatigue`, { amount: String(log.fatigueRecovered) }) : "",
    total === undefined || !log.recovery ? "" : recoveryText(log, total),
    after.stamina > before.stamina
      ? i18n.format(`${KEY}.stamina`, { amount: String(after.stamina - before.stamina) })
      : "",
    after.mana > before.mana ? i18n.format(`${KEY}.mana`, { amount: String(after.mana - before.mana) }) : "",
  ];
}

/** Who tends the rester during a tended long rest: another `wounds` creature, read (never written) for its check. */
export interface Tender {
  readonly name: string;
  readonly creature: WoundsCreature;
  readonly hasKit: boolean;
}

/** The tender of `actor`'s rest: `other` when it is another `wounds` creature. */
export function tenderOf(
  actor: Actor.Implementation,
  other: Actor.Implementation | null | undefined,
): Tender | undefined {
  const view = other && other.uuid !== actor.uuid ? woundsActorView(other) : undefined;
  if (!other || !view) return undefined;
  return { name: other.name, creature: toWoundsCreature(view.source), hasKit: healingKitInHand(other) };
}

async function rolled(request: DiceRequest): Promise<{ roll: FrayRoll; total: number }> {
  const roll = FrayRoll.fromRequest(request);
  await roll.evaluate();
  return { roll, total: roll.interpret(request).total };
}

interface RecoveryRolled {
  readonly rolls: FrayRoll[];
  /** The total the rest uses: the rester's own, or the tender's when it is higher. */
  readonly total: number;
  readonly own: number;
  readonly tending?: number;
}

/**
 * The recovery check's roll and total, rolled only when the long rest will make one. The benefits apply "in order",
 * so its fatigue penalty is the fatigue left after the rest's fatigue step (decision 111): the rest without a check
 * says what that is. A tender rolls its Lor [Healing/Wounds] check beside it, "substituting your check result for
 * their recovery check if it is higher" (decision 151).
 */
async function recoveryRoll(c: WoundsCreature, tender: Tender | undefined): Promise<RecoveryRolled | undefined> {
  if (!needsRecoveryCheck(c)) return undefined;
  const before = longRest(c, { sleptWithin24h: true }, woundsOptions());
  const own = await rolled(recoveryCheckRequest({ ...c, fatigue: before.state.creature.fatigue }, woundsOptions()));
  if (!tender) return { rolls: [own.roll], total: own.total, own: own.total };
  const tending = await rolled(tendingRequest(tender.creature, tender.hasKit, woundsOptions()));
  const total = recoveryTotal(own.total, tending.total);
  return { rolls: [own.roll, tending.roll], total, own: own.total, tending: tending.total };
}

interface Rested {
  readonly creature: WoundsCreature;
  readonly parts: readonly string[];
  readonly rolls: FrayRoll[];
}

/** The rest done, or the engine's refusal (already ruled out by `restRefusal`, but the engine has the last word). */
async function rest(c: WoundsCreature, kind: RestKind, tender: Tender | undefined): Promise<Rested | RestRefusal> {
  if (kind === "newDay") return { creature: newDay(c), parts: [game.i18n.localize(`${KEY}.newDayText`)], rolls: [] };
  if (kind === "short") {
    const out = shortRest(c);
    return out.ok ? { creature: out.state.creature, parts: shortText(out.state.log), rolls: [] } : out.reason.code;
  }
  const check = await recoveryRoll(c, kind === "longTended" ? tender : undefined);
  // Invested mana "can be retrieved at your option at the end of a long rest": the option is taken (decision 110).
  const retrieve = c.invested.filter((i) => i.retrieve === "longRest").map((i) => i.id);
  const input = { sleptWithin24h: true, retrieve, ...(check ? { recoveryCheck: check.total } : {}) };
  const out = longRest(c, input, woundsOptions());
  if (!out.ok) return out.reason.code;
  const tending =
    check?.tending === undefined || !tender
      ? ""
      : game.i18n.format(`${KEY}.tending`, { name: tender.name, total: String(check.tending), own: String(check.own) });
  const parts = [tending, ...longText(out.state.log, c, out.state.creature, check?.total)];
  return { creature: out.state.creature, parts, rolls: check?.rolls ?? [] };
}

/**
 * Rest `actor` (`kind`; a tended long rest tended by `tender`, the user's target); false, with the reason shown, when
 * it cannot rest now.
 */
export async function takeWoundsRest(
  actor: Actor.Implementation,
  kind: RestKind,
  tender?: Actor.Implementation | null,
): Promise<boolean> {
  const view = woundsActorView(actor);
  // A rest writes only the resting creature, and resting is its owner's to decide: nothing to relay (decision 110).
  if (!view || !actor.isOwner) {
    notifyRefusal({ refused: `${I18N_ROOT}.Combat.refused.notOwner` });
    return false;
  }
  const before = toWoundsCreature(view.source);
  const tending = tenderOf(actor, tender);
  const refusal = restRefusal(before, kind, fightingCombatant(actor) !== undefined, tending !== undefined);
  const rested = refusal ?? (await rest(before, kind, tending));
  if (typeof rested === "string") {
    notifyRefusal({ refused: restRefusalKey(rested) });
    return false;
  }
  await actor.update({ system: restUpdate(rested.creature) });
  const text = rested.parts.filter((p) => p !== "").join(" · ") || game.i18n.localize(`${KEY}.nothing`);
  const title = game.i18n.format(`${KEY}.title.${kind}`, { name: actor.name, tender: tending?.name ?? "" });
  await postSummary(title, [{ name: actor.name, text }], rested.rolls);
  return true;
}
