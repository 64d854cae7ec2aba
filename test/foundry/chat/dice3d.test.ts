import { beforeEach, describe, expect, it } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { setChatMode } from "../../support/fake-foundry/world/chat-mode.ts";
import { aliceAttacksBrute, loopWorld, type LoopWorld } from "./world-fixture.ts";

interface Shown {
  formula: string;
  user: string;
  synchronize: boolean;
  whisper: string[] | null;
  blind: boolean;
}

let w: LoopWorld;
let shown: Shown[];

/** Dice So Nice as far as its documented `showForRoll` goes, recording every call. */
function installDiceSoNice(active: boolean): void {
  const game = fake().game as unknown as Record<string, unknown>;
  (game.modules as Map<string, { active: boolean }>).set("dice-so-nice", { active });
  game.dice3d = {
    showForRoll: (
      roll: { formula: string },
      user: { id: string },
      synchronize: boolean,
      whisper: string[] | null,
      blind: boolean,
    ) => {
      shown.push({ formula: roll.formula, user: user.id, synchronize, whisper, blind });
      return Promise.resolve(true);
    },
  };
}

async function attack(): Promise<string> {
  return (await aliceAttacksBrute(w)).id;
}

beforeEach(async () => {
  w = await loopWorld();
  shown = [];
  await setChatMode(fake().game.settings, "public");
});

describe("Dice So Nice sees every roll the attack card stores", () => {
  it("the attack, the defense and the damage, synchronized to everyone for a public roll", async () => {
    installDiceSoNice(true);
    const id = await attack();
    w.as(w.bob);
    w.dice(19, 6);
    await askStep("defense", w.brute as never, id, "t0", "defend");
    w.as(w.alice);
    w.dice(6, 5, 3);
    await askStep("damage", w.aldo as never, id, "t0");
    expect(shown.map((s) => s.formula)).toHaveLength(3);
    expect(shown[0]).toMatchObject({ user: w.alice.id, synchronize: true, whisper: null, blind: false });
    // The defense and the damage are rolled on the GM's client, for everyone who sees the card.
    expect(shown[1]).toMatchObject({ user: w.gm.id, synchronize: true, whisper: null, blind: false });
    expect(shown[2]).toMatchObject({ user: w.gm.id, whisper: null });
  });

  it("a blind roll is whispered to the GMs and blind, and the card's later rolls keep that", async () => {
    installDiceSoNice(true);
    await setChatMode(fake().game.settings, "blind");
    const id = await attack();
    expect(w.messages.get(id)).toMatchObject({ whisper: [w.gm.id], blind: true });
    w.as(w.bob);
    w.dice(19, 6);
    await askStep("defense", w.brute as never, id, "t0", "defend");
    expect(shown.map((s) => [s.whisper, s.blind])).toEqual([
      [[w.gm.id], true],
      [[w.gm.id], true],
    ]);
  });

  it("a self roll is whispered to the roller only", async () => {
    installDiceSoNice(true);
    await setChatMode(fake().game.settings, "self");
    await attack();
    expect(shown[0]).toMatchObject({ whisper: [w.alice.id], blind: false });
  });

  it("nothing is asked of Dice So Nice when its module is not active", async () => {
    installDiceSoNice(false);
    await attack();
    expect(shown).toEqual([]);
  });
});
