/**
 * Shared steps of the encounter in any ruleset: the combat of the world's ruleset with a combatant per token
 * (created as core's Create Encounter and token toggle create them: `base`, then Fray's sub-types), initiative for
 * rulesets that roll it, the start with the attacker to act, and a new round.
 */
import { turnsAndConditionsOf } from "../../../engine/turns-conditions-registry.ts";
import { I18N_ROOT } from "../../constants.ts";
import { combatantTypeName, combatTypeName } from "../../document-types.ts";
import { expectEqual, expectThat, need } from "../expect.ts";
import { selfCheckFlags } from "../flags.ts";
import type { Skirmish, SkirmishStep } from "../skirmish.ts";

const STEP = `${I18N_ROOT}.SelfCheck.Step`;

export const createCombatStep: SkirmishStep = {
  id: "combat",
  labelKey: `${STEP}.combat`,
  async run(s) {
    const scene = need(s.scene, "the scene");
    const tokens = need(s.tokens, "the tokens");
    const combat = await CONFIG.Combat.documentClass.create({ scene: scene.id, active: true, flags: selfCheckFlags() });
    s.combat = s.tracker.created(need(combat, "the combat"));
    expectEqual("the combat's type", combatTypeName(s.ruleset), s.combat.type);
    const joined =
      (await s.combat.createEmbeddedDocuments(
        "Combatant",
        [tokens.attacker, tokens.target].map((token) => ({
          tokenId: token.id,
          sceneId: scene.id,
          actorId: token.actorId,
        })),
      )) ?? [];
    expectEqual("combatants created", 2, joined.length);
    for (const combatant of joined) expectEqual("a combatant's type", combatantTypeName(s.ruleset), combatant.type);
    expectEqual("the encounter the GM views", s.combat.id, game.combat?.id);
  },
};

/** A ruleset with an initiative order rolls it; a turnless one (its engine's `rules.turns`) has none to roll. */
export function rollsInitiative(s: Pick<Skirmish, "ruleset">): boolean {
  return turnsAndConditionsOf(s.ruleset).turns.kind !== "turnless";
}

export const rollInitiativeStep: SkirmishStep = {
  id: "initiative",
  labelKey: `${STEP}.initiative`,
  async run(s) {
    const combat = need(s.combat, "the combat");
    const ids = combat.combatants.contents.flatMap((c) => (c.id ? [c.id] : []));
    await combat.rollInitiative(ids);
    for (const combatant of combat.combatants) {
      expectThat(
        typeof combatant.initiative === "number",
        `${combatant.name}'s initiative is a number`,
        combatant.initiative,
      );
    }
  },
};

export const startCombatStep: SkirmishStep = {
  id: "start",
  labelKey: `${STEP}.start`,
  async run(s) {
    const combat = need(s.combat, "the combat");
    await combat.startCombat();
    expectEqual("the round after the start", 1, combat.round);
    if (combat.turn === null) return;
    await toAttackersTurn(s);
  },
};

/**
 * Turn-based: the attacker acts now, whoever won initiative (the GM ends turns, as from the tracker). A new round
 * starts at the top of the initiative order, so a step that needs the attacker's turn after one calls this too.
 */
export async function toAttackersTurn(s: Pick<Skirmish, "combat" | "actors">): Promise<void> {
  const combat = need(s.combat, "the combat");
  const { attacker } = need(s.actors, "the actors");
  for (let ended = 0; ended < combat.turns.length && combat.combatant?.actor?.id !== attacker.id; ended += 1) {
    await combat.nextTurn();
  }
  expectEqual("the combatant to act", attacker.id, combat.combatant?.actor?.id);
}

export const nextRoundStep: SkirmishStep = {
  id: "nextRound",
  labelKey: `${STEP}.nextRound`,
  async run(s) {
    const combat = need(s.combat, "the combat");
    const round = combat.round;
    await combat.nextRound();
    expectEqual("the round after advancing", round + 1, combat.round);
  },
};
