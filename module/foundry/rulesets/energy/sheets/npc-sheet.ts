import { EnergyNpcModel } from "../data/actor-models.ts";
import { EnergyActorSheet } from "./actor-sheet.ts";
import { creatureSystem } from "./from-documents.ts";
import { npcContext } from "./npc-context.ts";
import { ENERGY_PARTIALS, NPC_PARTS } from "./templates.ts";

type PrepareOptions = Parameters<EnergyActorSheet["_prepareContext"]>[0];
const partials = [...ENERGY_PARTIALS];

/** The `energy-npc` sheet: one compact stat block, with the character sheet's Attack buttons. */
export class EnergyNpcSheet extends EnergyActorSheet {
  static override DEFAULT_OPTIONS: typeof EnergyActorSheet.DEFAULT_OPTIONS = {
    classes: ["energy-npc"],
    position: { width: 560, height: 680 },
  };

  static PARTS = {
    header: { template: NPC_PARTS.header, templates: partials },
    block: { template: NPC_PARTS.block, templates: partials, scrollable: [""] },
  };

  protected override get targetParts(): readonly string[] {
    return ["block"];
  }

  override async _prepareContext(options: PrepareOptions) {
    const base = await super._prepareContext(options);
    const input = await this.sheetInput();
    const system = creatureSystem(this.actor);
    if (!input || !(system instanceof EnergyNpcModel)) return base;
    return { ...base, ...npcContext({ ...input, threat: system.threat }) };
  }
}
