/**
 * One self-check run in this world: the world's ruleset's skirmish, played by the GM's client with scripted dice,
 * every chat message it posts tracked (the cards, a round's summary), and everything undone afterwards.
 */
import { activeRulesetId } from "../config/settings.ts";
import { DiceScript } from "./dice-script.ts";
import { runSteps, stepError, type StepResult } from "./runner.ts";
import { escapeText } from "../html/escape.ts";
import type { Fighters, Skirmish } from "./skirmish.ts";
import { skirmishSteps } from "./steps.ts";
import { RunTracker } from "./tracker.ts";

export async function runSelfCheck(): Promise<StepResult[]> {
  if (!game.user.isGM) throw new Error("The self-check is for GMs only");
  const ruleset = activeRulesetId();
  const steps = await skirmishSteps(ruleset);
  if (!steps) throw new Error(`The ruleset "${ruleset}" has no self-check yet`);
  const tracker = new RunTracker();
  const fighters: Partial<Skirmish> = {};
  // The run's own messages are deleted afterwards: those this client posts about the run's actors (the attack cards
  // speak for them; a round's summary names them). Anything else posted meanwhile, a GM's chat line, is left alone.
  const track = (message: ChatMessage.Implementation, _options: unknown, userId: string): void => {
    if (userId === game.user.id && fighters.actors && concernsFighters(message, fighters.actors)) {
      tracker.created(message);
    }
  };
  Hooks.on("createChatMessage", track);
  tracker.onCleanup("createChatMessage", () => {
    Hooks.off("createChatMessage", track);
    return Promise.resolve();
  });
  let dice: DiceScript;
  try {
    dice = new DiceScript(tracker);
  } catch (error) {
    await tracker.cleanup();
    return [{ id: "dice", labelKey: "FRAY.SelfCheck.Step.dice", status: "fail", error: stepError(error), ms: 0 }];
  }
  const skirmish: Skirmish = Object.assign(fighters, { ruleset, tracker, dice, notes: new Map<string, unknown>() });
  return runSteps(
    steps,
    skirmish,
    () => tracker.cleanup(),
    () => performance.now(),
  );
}

/**
 * Does `message` speak for one of the run's actors, or as or about a creature of the run's name (the run's own names,
 * selfCheckName, which a third creature a step imports shares)?
 */
function concernsFighters(message: ChatMessage.Implementation, actors: Fighters<Actor.Implementation>): boolean {
  const own = [actors.attacker, actors.target];
  if (own.some((actor) => actor.id !== null && message.speaker.actor === actor.id)) return true;
  // A check card has no content of its own: its speaker's name (core's alias) is the run's own name too.
  return own.some((actor) => message.speaker.alias === actor.name || message.content.includes(escapeText(actor.name)));
}
