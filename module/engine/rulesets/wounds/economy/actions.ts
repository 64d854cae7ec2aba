import type { ActionSpec } from "../../../core/economy/actions.ts";

/**
 * The `wounds` actions and reactions with their AP costs. "Whenever you move or perform an action or reaction, you
 * must spend AP equal to the action's AP cost." The excerpt gives only a few costs (retrieve 1/3/6, the Use an
 * Object list, returning to the surface 4, regaining a mount 8, a full move 4); every other cost is Fray's, scaled so
 * that a full movement (4 AP) is one ordinary act, and each is a world setting (`WoundsOptions.apCosts`). `seedCost`
 * says which numbers are the seed's. docs/rules/wounds.md explains each choice.
 */
export const WOUNDS_ACTION_IDS = [
  "standardAttack",
  "quickAttack",
  "strongAttack",
  "nonlethalAttack",
  "castSpell",
  "defend",
  "ready",
  "retrieveStow",
  "changePosture",
  "createOpening",
  "enterOccupiedSpace",
  "escape",
  "mountDismount",
  "dash",
  "drag",
  "grapple",
  "pin",
  "endMagicalEffect",
  "hinder",
  "seizeInitiative",
  "stabilize",
  "treatCondition",
  "treatWound",
  "useObject",
  "useAbility",
  "swimToSurface",
  "regainMountControl",
  "rebuff",
  "harry",
  "cling",
  "interpose",
  "readied",
] as const;
export type WoundsActionId = (typeof WOUNDS_ACTION_IDS)[number];

export type ActionKind = "action" | "reaction";

export interface WoundsActionSpec extends ActionSpec {
  readonly id: WoundsActionId;
  readonly kind: ActionKind;
  /** The AP cost is the seed's own (true) or Fray's choice (false). */
  readonly seedCost: boolean;
  /** An attack or spellcasting: "This cannot be done for any attack action or spellcasting" (acting more quickly). */
  readonly attackOrSpell: boolean;
}

const act = (
  id: WoundsActionId,
  label: string,
  ap: number,
  extra: Partial<Pick<WoundsActionSpec, "kind" | "seedCost" | "attackOrSpell">> = {},
): WoundsActionSpec => ({
  id,
  label,
  cost: { ap },
  kind: extra.kind ?? "action",
  seedCost: extra.seedCost ?? false,
  attackOrSpell: extra.attackOrSpell ?? false,
  // "If you want to perform an action that costs more AP than you have, you can declare the action, spend all your
  // current AP, and continue …": every action may be paid over turns; reactions happen at once.
  multiTurn: (extra.kind ?? "action") === "action",
});

const attack = { attackOrSpell: true } as const;
const reaction = { kind: "reaction" } as const;
const seed = { seedCost: true } as const;

export const WOUNDS_ACTIONS: readonly WoundsActionSpec[] = [
  act("standardAttack", "Standard Attack", 4, attack),
  act("quickAttack", "Quick Attack", 3, attack),
  act("strongAttack", "Strong Attack", 6, attack),
  act("nonlethalAttack", "Nonlethal Attack", 4, attack),
  act("castSpell", "Cast a Spell", 4, attack),
  act("defend", "Defend", 2),
  act("ready", "Ready an Action", 2),
  // The scabbard cost; the container decides (tables/objects.ts).
  act("retrieveStow", "Retrieve or Stow an Item", 1, seed),
  act("changePosture", "Change Posture", 2),
  act("createOpening", "Create an Opening", 3, attack),
  act("enterOccupiedSpace", "Enter Occupied Space", 2),
  act("escape", "Escape", 4),
  act("mountDismount", "Mount/Dismount", 6),
  act("dash", "Dash", 2),
  act("drag", "Drag", 4),
  act("grapple", "Grapple", 4, attack),
  act("pin", "Pin", 4),
  act("endMagicalEffect", "End a Magical Effect", 2),
  act("hinder", "Hinder", 4),
  act("seizeInitiative", "Seize Initiative", 4),
  act("stabilize", "Stabilize", 6),
  act("treatCondition", "Treat Condition", 6),
  act("treatWound", "Treat Wound", 8),
  // Items name their own cost; the seed's list is tables/objects.ts; 2 is Fray's default for anything else.
  act("useObject", "Use an Object", 2),
  // An ability's own block names its cost ("The top right corner of the block shows the AP cost"); 4 is Fray's for a
  // block that names none, like Cast a Spell.
  act("useAbility", "Use an Ability", 4),
  // "you can return to the surface by making a successful Str [Athletics/Swimming] check on your turn as an action
  // (AP Cost 4)"
  act("swimToSurface", "Return to the Surface", 4, seed),
  // "You may attempt to regain control by making the same check as an action (AP Cost 8)"
  act("regainMountControl", "Regain Control of a Mount", 8, seed),
  act("rebuff", "Rebuff", 3, { ...reaction, ...attack }),
  act("harry", "Harry", 2, reaction),
  act("cling", "Cling", 2, reaction),
  act("interpose", "Interpose", 2, reaction),
  // A readied action is taken as a reaction at the readied action's own cost (the caller passes it).
  act("readied", "Readied Action", 0, reaction),
];

export function actionSpec(id: WoundsActionId): WoundsActionSpec {
  const spec = WOUNDS_ACTIONS.find((a) => a.id === id);
  if (!spec) throw new RangeError(`no wounds action "${id}"`);
  return spec;
}
