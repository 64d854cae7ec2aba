import { migrateSource, updateFor } from "./apply.ts";
import type { MigratableDocument } from "./source.ts";
import { sourceOf } from "./targets.ts";
import { worldSchema } from "./world-schema.ts";

/** What stamping needs of a document being created. */
interface CreatingDocument {
  readonly type: string;
  toObject(): unknown;
  updateSource(changes: object): unknown;
}

/**
 * Brings a document being created to the current schema and stamps it (`flags.fray.schemaVersion`), so the runner
 * never has to look at it again. `preCreate<Document>` runs on the creating client before the data is sent, and
 * `updateSource` there changes what is created (v13 API: the `preCreateDocument` hook; dnd5e and crucible adjust
 * new documents the same way in `_preCreate`). Migrating rather than only stamping keeps the stamp true for data
 * created from an old source (a copied 0.0.x card, an old export): the stamp says every migration ran.
 */
function stampForCreate(documentName: MigratableDocument, document: CreatingDocument): void {
  const before = sourceOf(document);
  document.updateSource(updateFor(before, migrateSource(worldSchema(), documentName, before)));
}

/**
 * Every Fray document the runner covers is stamped at creation: Actors and Items (embedded ones included: they fire
 * `preCreateItem` too), and ChatMessages of Fray's own sub-types — core's `base` messages are not Fray's to flag.
 */
export function registerSchemaStamp(): void {
  Hooks.on("preCreateActor", (actor) => {
    stampForCreate("Actor", actor);
  });
  Hooks.on("preCreateItem", (item) => {
    stampForCreate("Item", item);
  });
  Hooks.on("preCreateChatMessage", (message) => {
    if (message.type !== "base") stampForCreate("ChatMessage", message);
  });
}
