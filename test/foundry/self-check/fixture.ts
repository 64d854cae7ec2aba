import type { RulesetId } from "../../../module/engine/core/ruleset.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { installSelfCheckWorld, type SelfCheckWorld } from "../../support/fake-foundry/world/self-check-world.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";
import { runSetup } from "../../support/fake-foundry/start-up.ts";
import { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { configureStatusEffects, localizeConfiguredStatusEffects } from "../../../module/foundry/effects/register.ts";
import { registerMovementActions } from "../../../module/foundry/canvas/movement-actions.ts";
import { registerStoredStatuses } from "../../../module/foundry/effects/stored-statuses.ts";
import { activeRulesetId } from "../../../module/foundry/config/settings.ts";
import { shellFor } from "../../../module/foundry/room-lookup.ts";
import { isSelfCheckDocument } from "../../../module/foundry/self-check/flags.ts";
import { installFakeDom } from "../../support/fake-foundry/dom.ts";
import { showWorldRulesetPacks } from "../../../module/foundry/packs/world-packs.ts";

/** Loading the system into a fresh world takes seconds on a busy machine (the whole adapter is imported). */
export const WORLD_TIMEOUT = 30_000;

export type CheckWorld = FakeWorld & SelfCheckWorld;

/**
 * The rulesets whose stored statuses (effects/stored-statuses.ts) this test file's hooks keep in step with the data.
 * `init` runs once per file, as the ruleset set then, and registers that ruleset's; a world of another ruleset has
 * its own registered here, once, as its `init` would have.
 */
const storedStatusesKept = new Set<RulesetId>();

function keepStoredStatuses(ruleset: RulesetId): void {
  if (storedStatusesKept.has(ruleset)) return;
  storedStatusesKept.add(ruleset);
  const stored = shellFor(ruleset)?.statuses.stored;
  if (stored) registerStoredStatuses(stored);
}

/** A fake world of `ruleset` with the system loaded and what the self-check needs (scenes, packs, canvas). */
export async function checkWorld(ruleset: RulesetId): Promise<CheckWorld> {
  const world = await systemWorld();
  // The file's first world: `init` has just run as the ruleset set now, and registered its stored statuses.
  if (storedStatusesKept.size === 0) storedStatusesKept.add(activeRulesetId());
  await fake().game.settings.set("fray", "ruleset", ruleset);
  // The ruleset is chosen before a world loads (it requires a reload): its status effects, stored statuses and movement
  // actions, as `init` sets them.
  localizeConfiguredStatusEffects(ruleset, configureStatusEffects(ruleset));
  keepStoredStatuses(ruleset);
  registerMovementActions();
  // Core's `setup`: the sheets of the loaded rooms are registered (the self-check's first step looks for them).
  runSetup();
  // A client has a document: the canvas' previews read it when a step moves a token (`updateToken`).
  installFakeDom();
  const installed = installSelfCheckWorld(world);
  // The active GM's `ready` (hooks/ready.ts): the other rulesets' packs hidden from players.
  world.as(world.gm);
  await showWorldRulesetPacks();
  return { ...world, ...installed };
}

/** Everything in the world a run could have left: flagged documents, tokens on those scenes, and every message. */
export function leftBehind(w: CheckWorld) {
  return {
    actors: [...w.actors.values()].filter(isSelfCheckDocument).length,
    scenes: w.scenes.size,
    combats: [...FakeCombat.all.values()].length,
    messages: w.messages.size,
  };
}
