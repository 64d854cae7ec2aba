import type { ContestConditionId } from "../../../../module/engine/rulesets/contest/conditions.ts";
import type {
  ContestFighterSpec,
  ContestSimAttack,
  ContestSimTest,
} from "../../../../module/engine/rulesets/contest/sim/fighter.ts";
import { actor } from "../fixtures.ts";

/** A test's parts at this bonus (all in the skill), fully trained. */
export const test = (bonus: number): ContestSimTest => ({ skill: bonus, attribute: { id: "strength", value: 0 } });

export const sword = (bonus: number, overrides: Partial<ContestSimAttack> = {}): ContestSimAttack => ({
  name: "Sword",
  source: "weapon",
  attack: { kind: "strike", delivery: "melee" },
  test: test(bonus),
  damage: { count: 1, faces: 8, bonus: 0 },
  damageType: "slashing",
  ap: 1,
  ...overrides,
});

interface Build {
  readonly health?: number;
  readonly attack?: number;
  readonly dodge?: number;
  readonly conditions?: readonly ContestConditionId[];
  readonly attacks?: readonly ContestSimAttack[];
  readonly shield?: number;
  readonly armor?: number;
}

/** A medium fighter with a sword, Dodge and Parry (and Block with a shield), at the given bonuses. */
export function fighter(id: string, build: Build = {}): ContestFighterSpec {
  const health = build.health ?? 12;
  const dodge = test(build.dodge ?? 2);
  return {
    id,
    name: id,
    actor: actor({ health: { value: health, max: health } }, build.conditions ?? []),
    initiative: { kind: "npc", perception: 1 },
    attacks: build.attacks ?? [sword(build.attack ?? 4)],
    defenses: {
      dodge,
      parry: dodge,
      withstand: dodge,
      ...(build.shield === undefined ? {} : { block: dodge }),
    },
    armor: build.armor === undefined ? [] : [{ id: "armor", label: "Armor", rating: build.armor }],
    ...(build.shield === undefined ? {} : { shield: { label: "Shield", blockRating: build.shield } }),
  };
}
