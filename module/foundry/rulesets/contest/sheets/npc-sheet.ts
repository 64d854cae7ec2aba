import { NPC_TARGET_PARTS, npcSheetParts } from "../../../applications/sheets/parts.ts";
import { ContestNpcModel } from "../data/actor-models.ts";
import { ContestActorSheet } from "./actor-sheet.ts";
import { CONTEST_PARTIALS, NPC_PARTS } from "./templates.ts";

/** The `contest-npc` sheet: one compact stat block that fits a 680 px window, with the character's Strike buttons. */
export class ContestNpcSheet extends ContestActorSheet {
  static override DEFAULT_OPTIONS: typeof ContestActorSheet.DEFAULT_OPTIONS = {
    classes: ["contest-npc"],
    position: { width: 560, height: 680 },
  };
  static PARTS = npcSheetParts(NPC_PARTS, CONTEST_PARTIALS);

  protected override get targetParts(): readonly string[] {
    return NPC_TARGET_PARTS;
  }

  protected override async sheetContext() {
    // The context builder loads with the first sheet opened: a chunk of its own, out of the world's load.
    const { npcContext } = await import("./npc-context.ts");
    const input = await this.sheetInput();
    const system = this.actor.system;
    if (!input || !(system instanceof ContestNpcModel)) return null;
    return npcContext({ ...input, threat: system.threat });
  }
}
