/**
 * Every status effect links to its condition's page in the world's rules compendium (effects/condition-page.ts).
 * The link is built from a journal id the code holds; only the live world shows that the installed compendium
 * really has that journal and page. This step reads `CONFIG.statusEffects` and resolves each link with core's
 * `fromUuid` (which loads the page from the pack); it writes nothing.
 */
import { I18N_ROOT } from "../../constants.ts";
import { statusEffectEntries } from "../../version/status-effects.ts";
import { expectThat } from "../expect.ts";
import type { SkirmishStep } from "../skirmish.ts";

const LINK = /@UUID\[([^\]]+)\]/;

/** What `fromUuid` gave for a link: the document's kind and name, or nothing. */
async function pageAt(uuid: string): Promise<{ readonly kind: string; readonly name: string } | null> {
  const found: unknown = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
  if (!found || typeof found !== "object") return null;
  const { documentName, name } = found as { documentName?: unknown; name?: unknown };
  return { kind: String(documentName), name: String(name) };
}

export const conditionPagesStep: SkirmishStep = {
  id: "conditionPages",
  labelKey: `${I18N_ROOT}.SelfCheck.Step.conditionPages`,
  async run() {
    const entries = statusEffectEntries();
    expectThat(entries.length > 0, "the world's ruleset configures status effects", entries.length);
    const broken: string[] = [];
    for (const entry of entries) {
      const uuid = LINK.exec(entry.description)?.[1];
      const page = uuid === undefined ? null : await pageAt(uuid);
      if (page?.kind !== "JournalEntryPage" || page.name !== entry.name)
        broken.push(`${entry.id} → ${uuid ?? "no link"}`);
    }
    expectThat(broken.length === 0, "every status effect links to the rules page that names it", broken);
  },
};
