/**
 * Document sub-types the system defines once, for every ruleset (the per-ruleset Actor and Item types come from the
 * engine registry). Read by init to register data models and by the manifest generator.
 */
export const SYSTEM_DOCUMENT_TYPES = {
  ChatMessage: { attack: { htmlFields: [] as string[] } },
} as const;
