import { RULESET_IDS, type RulesetId } from "../engine/core/ruleset.ts";

/** Combat and Combatant sub-types: one per ruleset (ARCHITECTURE.md decision 6), namespaced like Actor and Item. */
export const combatTypeName = <R extends RulesetId>(ruleset: R): `${R}-combat` => `${ruleset}-combat`;
export const combatantTypeName = <R extends RulesetId>(ruleset: R): `${R}-combatant` => `${ruleset}-combatant`;

function perRuleset(name: (ruleset: RulesetId) => string): Record<string, { htmlFields: string[] }> {
  return Object.fromEntries(RULESET_IDS.map((id) => [name(id), { htmlFields: [] as string[] }]));
}

/**
 * Document sub-types the system defines once, for every ruleset (the per-ruleset Actor and Item types come from the
 * engine registry). Read by init to register data models and by the manifest generator.
 */
export const SYSTEM_DOCUMENT_TYPES = {
  ChatMessage: {
    attack: { htmlFields: [] as string[] },
    check: { htmlFields: [] as string[] },
    opposed: { htmlFields: [] as string[] },
  },
  Combat: perRuleset(combatTypeName),
  Combatant: perRuleset(combatantTypeName),
} as const;
