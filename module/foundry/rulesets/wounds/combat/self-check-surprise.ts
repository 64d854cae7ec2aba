/**
 * The self-check's surprise check step (surprise-check.ts, docs/rules/wounds.md decision 250): "The GM determines who
 * is at risk of being surprised and calls for a check … opposed checks of some sort such as Dex [Stealth/Hiding] and
 * Prc [Stealth/Observation]." Surprise comes before the first round, which the skirmish's encounter is long past, so
 * the step builds its own encounter of the two tokens, not started, the attacker hostile to the target, and restores
 * the world after (the encounter deleted, Surprised taken off, the dispositions and the encounter the GM viewed as
 * they were). The GM calls the target's check from its row (the room's `surpriseCheck` control); the first die (the
 * attacker's Dex [Stealth/Hiding]) shows 20, the next 1, so the target is caught unaware and marked Surprised, with
 * one opposed card.
 */
import { roomOf } from "../../../combat/rooms.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import { selfCheckFlags } from "../../../self-check/flags.ts";
import type { Skirmish, SkirmishStep } from "../../../self-check/skirmish.ts";
import { FRIENDLY, HOSTILE } from "../canvas/self-check-flanking.ts";
import { SURPRISE_CHECK_CONTROL } from "./controls.ts";

const SURPRISED = "surprised";

/** A die rule: the first die rolled shows its highest face, every later one 1. */
function firstHighThenLow(): (faces: number) => number {
  let rolled = 0;
  return (faces) => (rolled++ === 0 ? faces : 1);
}

/** The two tokens' own encounter, before its first round; the target's combatant in it. */
async function unstartedEncounter(
  s: Skirmish,
): Promise<{ combat: Combat.Implementation; watcher: Combatant.Implementation }> {
  const scene = need(s.scene, "the scene");
  const tokens = need(s.tokens, "the tokens");
  const combat = need(
    await CONFIG.Combat.documentClass.create({ scene: scene.id, flags: selfCheckFlags() }),
    "the surprise encounter",
  );
  await combat.createEmbeddedDocuments(
    "Combatant",
    [tokens.attacker, tokens.target].map((token) => ({ tokenId: token.id, sceneId: scene.id, actorId: token.actorId })),
  );
  const target = need(s.actors, "the actors").target;
  const watcher = need(
    combat.combatants.find((c) => c.actor?.id === target.id),
    "the target's combatant in the surprise encounter",
  );
  return { combat, watcher };
}

export const surpriseChecked: SkirmishStep = {
  id: "surpriseChecked",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.surpriseChecked`,
  async run(s) {
    const viewed = game.combat?.id;
    const target = need(s.actors, "the actors").target;
    const tokens = need(s.tokens, "the tokens");
    const dispositions = [tokens.attacker.disposition, tokens.target.disposition] as const;
    await tokens.attacker.update({ disposition: HOSTILE });
    await tokens.target.update({ disposition: FRIENDLY });
    const { combat, watcher } = await unstartedEncounter(s);
    try {
      const messages = game.messages.size;
      s.dice.set(firstHighThenLow());
      const room = need(roomOf(watcher), "the wounds combat room");
      const refused = await room.act(watcher, SURPRISE_CHECK_CONTROL.id, {});
      s.dice.set(undefined);
      expectEqual("the surprise check's refusal", undefined, refused?.refused);
      expectEqual("the check's opposed card", messages + 1, game.messages.size);
      expectEqual("the target Surprised", true, target.statuses.has(SURPRISED));
    } finally {
      s.dice.set(undefined);
      await target.toggleStatusEffect(SURPRISED, { active: false });
      await combat.delete();
      await tokens.attacker.update({ disposition: dispositions[0] });
      await tokens.target.update({ disposition: dispositions[1] });
    }
    expectEqual("the encounter the GM views", viewed, game.combat?.id);
  },
};
