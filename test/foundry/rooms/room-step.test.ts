import { beforeAll, describe, expect, it } from "vitest";
import { roomLoadedStep } from "../../../module/foundry/self-check/steps/room.ts";
import type { Skirmish } from "../../../module/foundry/self-check/skirmish.ts";
import { runSetup } from "../../support/fake-foundry/start-up.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";

// The self-check's first step proves in a live world what the fake's sheet queue only models: the room's sheets made
// it through core's registration at `setup` or `ready`.
describe("the self-check's room step", () => {
  // The step reads the ruleset only.
  const skirmish = { ruleset: "bonus" } as Skirmish;

  // As the runner calls it: whether the step throws or rejects, the run sees a failure.
  const run = () => Promise.resolve().then(() => roomLoadedStep.run(skirmish));

  beforeAll(systemWorld);

  it("fails naming each type whose sheet is not registered (before core's setup applied the queue)", async () => {
    await expect(run()).rejects.toThrow(
      /every sheet of the room is registered for its type: got .*bonus-character: BonusCharacterSheet/,
    );
  });

  it("passes once they are", async () => {
    runSetup();
    await expect(run()).resolves.toBeUndefined();
  });
});
