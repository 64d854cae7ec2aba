import type { ConditionCatalog } from "../../../module/engine/core/conditions/catalog.ts";

/** The energy seed's parent/daughter conditions: the richest graph of the five seeds. */
export const ENERGY_LIKE: ConditionCatalog = {
  exposed: { id: "exposed", label: "Exposed", implies: [], effects: {} },
  // "You are Unguarded … You are also Exposed while you are Unguarded."
  unguarded: { id: "unguarded", label: "Unguarded", implies: ["exposed"], effects: {} },
  // "Dazed … You are Exposed while Dazed."
  dazed: { id: "dazed", label: "Dazed", implies: ["exposed"], effects: {} },
  // "Unconscious: You are Unguarded."
  unconscious: { id: "unconscious", label: "Unconscious", implies: ["unguarded"], effects: {} },
  // "Surprised: … You are Unguarded while Surprised."
  surprised: { id: "surprised", label: "Surprised", implies: ["unguarded"], effects: {} },
  prone: { id: "prone", label: "Prone", implies: ["exposed"], effects: {} },
  slowed: { id: "slowed", label: "Slowed", implies: [], effects: {} },
  // "Restraining: … You are Slowed while Restraining."
  restraining: { id: "restraining", label: "Restraining", implies: ["slowed"], effects: {} },
};
