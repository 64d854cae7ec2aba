/** A stored HTML text (biography, description) as Foundry shows it to this user. */

type EnrichOptions = NonNullable<Parameters<typeof foundry.applications.ux.TextEditor.implementation.enrichHTML>[1]>;

/**
 * No `relativeTo`: typescript-eslint cannot see fvtt-types' configured documents as Document instances. Inline
 * rolls resolve through rollData, secrets show to owners; only relative @UUID links need the document.
 */
export function enrichOwned(
  source: string,
  doc: { getRollData(): EnrichOptions["rollData"]; readonly isOwner: boolean },
): Promise<string> {
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(source, {
    rollData: doc.getRollData(),
    secrets: doc.isOwner,
  });
}
