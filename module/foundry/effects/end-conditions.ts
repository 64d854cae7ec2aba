/**
 * Conditions a hit ends (`AppliedDamage.ends`: a status whose rules end it when its holder is wounded, say), and
 * their return on Undo. Each ended status is kept with the Undo snapshot with the system's own flags its effect
 * carried (an expiry, combat/expiry.ts), and Undo turns the status on again with those flags, so it ends when it
 * would have.
 */
import { SYSTEM_ID } from "../constants.ts";
import { isStatusEffect } from "../version/status-effects.ts";

export interface EndedCondition {
  readonly status: string;
  readonly flags: Readonly<Record<string, unknown>>;
}

function systemFlags(effect: { readonly flags: unknown }): Record<string, unknown> {
  const flags = effect.flags;
  if (typeof flags !== "object" || flags === null) return {};
  const own: unknown = (flags as Record<string, unknown>)[SYSTEM_ID];
  return typeof own === "object" && own !== null ? { ...(own as Record<string, unknown>) } : {};
}

/** Turn each status off that the actor has; what was ended, for Undo. */
export async function endConditions(
  actor: Actor.Implementation,
  statuses: readonly string[] = [],
): Promise<EndedCondition[]> {
  const ended: EndedCondition[] = [];
  for (const status of statuses) {
    if (!isStatusEffect(status) || !actor.statuses.has(status)) continue;
    const [effect] = actor.effects.filter((e) => e.statuses.has(status));
    const flags = effect ? systemFlags(effect) : {};
    await actor.toggleStatusEffect(status, { active: false });
    if (!actor.statuses.has(status)) ended.push({ status, flags });
  }
  return ended;
}

/** The ended conditions read back from a stored snapshot: only well-formed entries. */
function asEnded(value: unknown): EndedCondition[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { status, flags } = entry as { status?: unknown; flags?: unknown };
    if (typeof status !== "string") return [];
    const own = typeof flags === "object" && flags !== null ? (flags as Record<string, unknown>) : {};
    return [{ status, flags: own }];
  });
}

/** Undo: each ended status on again, with its flags. */
export async function restoreConditions(actor: Actor.Implementation, stored: unknown): Promise<void> {
  for (const { status, flags } of asEnded(stored)) {
    if (!isStatusEffect(status)) continue;
    const effect = await actor.toggleStatusEffect(status, { active: true });
    if (typeof effect === "object" && Object.keys(flags).length) await effect.update({ flags: { [SYSTEM_ID]: flags } });
  }
}
