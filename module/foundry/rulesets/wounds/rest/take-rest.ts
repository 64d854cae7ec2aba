/**
 * A rest taken from the sheet by the actor's owner (it writes only the resting actor; another user's creature is
 * refused, as the rest is its owner's to take): refused while the actor fights in a started combat, or when the
 * engine refuses it; else the engine's rest on the actor as it is now, written back, and one chat line saying what it
 * did. A long rest of a wounded creature rolls its recovery check ("A recovery check is a Vit check with a penalty
 * equal to your current fatigue", with the cumulative +1) and is posted as that check's card, saying what the rest did.
 */
import type { WoundsCreature } from "../../../../engine/rulesets/wounds/creature.ts";
import type { RollResult } from "../../../../engine/core/dice/result.ts";
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
import { rollCheckCard, type CheckFollowUp } from "../../../chat/check-card/post.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { checkCardCritical } from "../checks/critical.ts";
import { woundsActorView } from "../documents.ts";
import { healingKitInHand } from "../healing/healer.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toWoundsCreature } from "../sources.ts";
import { restRefusal, restRefusalKey, type RestKind, type RestRefusal } from "./rests.ts";

const KEY = `${I18N_ROOT}.Wounds.Rest`;
const LEVEL = `${I18N_ROOT}.Wounds.Attack.Damage.level`;

/** The stored fields a rest changes. */
export function restUpdate(c: WoundsCreature): Record<string, unknown> {
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

function recoveryText(log: LongRestLog): string {
  const i18n = game.i18n;
  const healed = log.recovery?.healed;
  if (!healed) return i18n.localize(`${KEY}.recoveryFailed`);
  const to = healed.to === "healed" ? i18n.localize(`${KEY}.healed`) : i18n.localize(`${LEVEL}.${healed.to}`);
  return i18n.format(`${KEY}.recovered`, { from: i18n.localize(`${LEVEL}.${healed.from}`), to });
}

function longText(log: LongRestLog, before: WoundsCreature, after: WoundsCreature): string[] {
  const i18n = game.i18n;
  return [
    log.exhaustionEnded ? i18n.localize(`${KEY}.exhaustionEnded`) : "",
    log.lightWoundsHealed > 0 ? i18n.format(`${KEY}.lightWounds`, { count: String(log.lightWoundsHealed) }) : "",
    log.fatigueRecovered > 0 ? i18n.format(`${KEY}.fatigue`, { amount: String(log.fatigueRecovered) }) : "",
    log.recovery ? recoveryText(log) : "",
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

interface Rested {
  readonly creature: WoundsCreature;
  readonly parts: readonly string[];
}

/** What the rest did, in words; "nothing to recover" when it did nothing. */
function restText(parts: readonly string[]): string {
  return parts.filter((p) => p !== "").join(" · ") || game.i18n.localize(`${KEY}.nothing`);
}

/** A rest that makes no recovery check, or the engine's refusal (already ruled out by `restRefusal`). */
function restWithoutCheck(c: WoundsCreature, kind: RestKind): Rested | RestRefusal {
  if (kind === "newDay") return { creature: newDay(c), parts: [game.i18n.localize(`${KEY}.newDayText`)] };
  if (kind === "short") {
    const out = shortRest(c);
    return out.ok ? { creature: out.state.creature, parts: shortText(out.state.log) } : out.reason.code;
  }
  const out = longRest(c, { sleptWithin24h: true, retrieve: retrievedAtRest(c) }, woundsOptions());
  return out.ok
    ? { creature: out.state.creature, parts: longText(out.state.log, c, out.state.creature) }
    : out.reason.code;
}

/** Invested mana that "can be retrieved at your option at the end of a long rest": the option is taken (decision 110). */
const retrievedAtRest = (c: WoundsCreature): string[] =>
  c.invested.filter((i) => i.retrieve === "longRest").map((i) => i.id);

/**
 * A long rest that makes its recovery check, posted as a check card by the rester (its own roll mode). The benefits
 * apply "in order", so its fatigue penalty is the fatigue left after the rest's fatigue step (decision 111). A tender
 * rolls its Lor [Healing/Wounds] check beside it, "substituting your check result for their recovery check if it is
 * higher" (decision 151): its roll is on the card, and the rest uses the higher total.
 */
async function restWithCheck(
  actor: Actor.Implementation,
  c: WoundsCreature,
  kind: RestKind,
  tender?: Tender,
): Promise<RestRefusal | undefined> {
  const options = woundsOptions();
  const before = longRest(c, { sleptWithin24h: true }, options);
  if (!before.ok) return before.reason.code;
  const followUp = async (result: RollResult): Promise<CheckFollowUp> => {
    const tending = tender ? await rolledTotal(tendingRequest(tender.creature, tender.hasKit, options)) : undefined;
    const total = recoveryTotal(result.total, tending?.total);
    const out = longRest(c, { sleptWithin24h: true, retrieve: retrievedAtRest(c), recoveryCheck: total }, options);
    if (!out.ok) return { effects: [], rolls: [] };
    await actor.update({ system: restUpdate(out.state.creature) });
    const tended =
      tending && tender
        ? game.i18n.format(`${KEY}.tending`, {
            name: tender.name,
            total: String(tending.total),
            own: String(result.total),
          })
        : "";
    return {
      effects: [restText([tended, ...longText(out.state.log, c, out.state.creature)])],
      rolls: tending ? [tending.roll] : [],
    };
  };
  await rollCheckCard({
    actor,
    check: game.i18n.format(`${KEY}.check.${kind === "longTended" ? "longTended" : "long"}`, {
      tender: tender?.name ?? "",
    }),
    request: recoveryCheckRequest({ ...c, fatigue: before.state.creature.fatigue }, options),
    critical: checkCardCritical(false),
    followUp,
  });
  return undefined;
}

async function rolledTotal(request: DiceRequest): Promise<{ roll: FrayRoll; total: number }> {
  const roll = FrayRoll.fromRequest(request);
  await roll.evaluate();
  return { roll, total: roll.interpret(request).total };
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
  const checked = !refusal && (kind === "long" || kind === "longTended") && needsRecoveryCheck(before);
  const rested =
    refusal ??
    (checked
      ? await restWithCheck(actor, before, kind, kind === "longTended" ? tending : undefined)
      : restWithoutCheck(before, kind));
  if (typeof rested === "string") {
    notifyRefusal({ refused: restRefusalKey(rested) });
    return false;
  }
  // The recovery check's card said what the rest did.
  if (!rested) return true;
  await actor.update({ system: restUpdate(rested.creature) });
  const title = game.i18n.format(`${KEY}.title.${kind}`, { name: actor.name, tender: tending?.name ?? "" });
  await postSummary(title, [{ name: actor.name, text: restText(rested.parts) }]);
  return true;
}
