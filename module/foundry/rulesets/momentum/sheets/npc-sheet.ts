import { NPC_TARGET_PARTS, npcSheetParts } from "../../../applications/sheets/parts.ts";
import { MomentumNpcModel } from "../data/actor-models.ts";
import { MomentumActorSheet } from "./actor-sheet.ts";
import { creatureSystem } from "./from-documents.ts";
import { MOMENTUM_PARTIALS, NPC_PARTS } from "./templates.ts";

/** The `momentum-npc` sheet: one compact stat block that fits a 680 px window, with the character's attack buttons. */
export class MomentumNpcSheet extends MomentumActorSheet {
  static override DEFAULT_OPTIONS: typeof MomentumActorSheet.DEFAULT_OPTIONS = {
    classes: ["momentum-npc"],
    position: { width: 560, height: 680 },
  };
  static PARTS = npcSheetParts(NPC_PARTS, MOMENTUM_PARTIALS);

  protected override get targetParts(): readonly string[] {
    return NPC_TARGET_PARTS;
  }

  protected override async sheetContext() {
    // The context builder loads with the first sheet opened: a chunk of its own, out of the world's load.
    const { npcContext } = await import("./npc-context.ts");
    const input = await this.sheetInput();
    const system = creatureSystem(this.actor);
    if (!input || !(system instanceof MomentumNpcModel)) return null;
    return npcContext({ ...input, threat: system.threat });
  }
}
