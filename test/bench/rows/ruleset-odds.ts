/**
 * Row 8 (issues 19, 20, 21): the exact odds each new room's roll dialog or card shows for one attack, timed per query
 * after warm-up over a spread of modifiers and defenses, and checked against a seeded 10^6-roll Monte Carlo of the
 * same rolls read by the engine's own resolution (the baseline: what answering by simulation would cost).
 * - `contest`: `combatOdds` of an attack test against a defense test (the chances the defense choices show);
 *   simulated: both tests rolled, read into Successes by the mechanic and resolved by `resolveCombatRoll` (memoised
 *   per pair of totals, as `applyHit` below: each is a pure function of them here).
 * - `wounds`: the forecast's `planAttack` + `woundOdds` (hit chance and each wound level); simulated: attack and damage
 *   rolled and dealt by `applyHit`. The plan alone (`planAttack`, which works out the hit chance the dialog shows first)
 *   and the level odds alone (`woundOdds` on a planned attack) are timed beside the whole forecast.
 * - `momentum`: `hitProbability` (naturals included) against Evasion; simulated: the attack roll read by `readAttack`,
 *   the sim's twin of `resolveAttack` on a total (held equal to it by test/engine/momentum/sim/attack.test.ts).
 * - `energy`: the melee dialog's `meleeHitProbability` (Combat roll naturals, then the AV against the Evasion roll);
 *   simulated: the Combat roll's face read by `readAttackRoll`, the Evasion rolled by the engine's `rollDefense` (with
 *   its audit trail, so this Monte Carlo is the slowest) and both resolved by `resolveMelee`.
 */
import type { DiceRequest, DieEdge, FlatModifier } from "../../../module/engine/core/dice/request.ts";
import type { TestPlan } from "../../../module/engine/rulesets/contest/dice/test.ts";
import type { AttackPlan } from "../../../module/engine/rulesets/wounds/procedures/attack-plan.ts";
import type { Toughness } from "../../../module/engine/rulesets/wounds/damage/toughness.ts";
import { actor, creature } from "../../engine/wounds/fixtures.ts";
import type { Engine } from "../load-engine.ts";
import { median, timeTasks, timingOf, type TimedTask, type TimingOptions } from "../measure.ts";
import { formatNs, formatRatio, type RowResult } from "../report.ts";

const MONTE_CARLO_ROLLS = 1_000_000;
const TARGET_MEDIAN_NS = 20_000;
const TARGET_AGREEMENT_PP = 0.3;

/** One ruleset's part of the row: its queries (each returns a probability) and its Monte Carlo checks. */
interface RulesetOdds {
  readonly id: string;
  readonly what: string;
  readonly queries: readonly (() => number)[];
  /** Each check simulates one roll shape and returns the largest |exact − simulated| over what it covers, in pp. */
  readonly checks: readonly { readonly name: string; readonly run: (seed: number) => number }[];
  /** Parts of a query timed on their own, for the notes. */
  readonly parts?: readonly { readonly name: string; readonly queries: readonly (() => number)[] }[];
}

/** Largest absolute difference between two equally long lists of probabilities, in percentage points. */
function worstPp(exact: readonly number[], simulated: readonly number[]): number {
  return 100 * Math.max(...exact.map((p, i) => Math.abs(p - (simulated[i] ?? 0))));
}

// contest: attack tests with attribute + skill 0…8 and net boons/banes −2…+2, against no defense, a Dodge or a Block
// of +0…+6 — "Remember that if the defender didn't defend, they automatically fail their test."
function contestOdds(engine: Engine): RulesetOdds {
  const edges = (net: number) => ({
    boons: Array.from({ length: Math.max(0, net) }, () => ({ source: "Boon" })),
    banes: Array.from({ length: Math.max(0, -net) }, () => ({ source: "Bane" })),
  });
  const test = (label: string, bonus: number, net: number) =>
    engine.planTest({ label, skill: { source: "Skill", value: bonus }, ...edges(net) });
  const attacks = [0, 2, 4, 6, 8].flatMap((bonus) => [-2, -1, 0, 1, 2].map((net) => test("Attack", bonus, net)));
  const defenses: { plan: TestPlan | undefined; blocks: boolean }[] = [
    { plan: undefined, blocks: false },
    ...[0, 3, 6].flatMap((bonus) => [
      { plan: test("Dodge", bonus, 0), blocks: false },
      { plan: test("Block", bonus, 1), blocks: true },
    ]),
  ];
  const pairs = attacks.flatMap((attack) => defenses.map((defense) => ({ attack, ...defense })));
  const rolled = (plan: TestPlan, total: number) => {
    const successes = engine.DEFAULT_TEST_MECHANIC.successes(total);
    return { label: plan.label, passed: successes > 0, successes, total };
  };
  const ids = ["bothFail", "attackerCritical", "defenderCritical", "blocked", "hitOnSuccesses", "missOnSuccesses"];
  const checked = [attacks[2], attacks[12], attacks[24]].flatMap((attack) =>
    defenses.slice(1, 5).map((defense) => ({ attack, ...defense })),
  );
  return {
    id: "contest",
    what: `combatOdds, ${attacks.length} attack tests × ${defenses.length} defenses`,
    queries: pairs.map((pair) => () => engine.combatOdds(pair.attack, pair.plan, pair.blocks).damage),
    checks: checked.map(({ attack, plan, blocks }) => ({
      name: `${attack?.kind === "roll" ? attack.request.groups[0]?.count : 0} d20 vs ${blocks ? "Block" : "Dodge"}`,
      run: (seed) => {
        if (attack?.kind !== "roll" || plan?.kind !== "roll") throw new Error("contest odds: rolled tests only");
        const rollAttack = engine.compileTotal(attack.request);
        const rollDefense = engine.compileTotal(plan.request);
        const rng = engine.createRng(seed);
        const resolved = new Map<number, string>();
        const counts = new Map<string, number>();
        for (let i = 0; i < MONTE_CARLO_ROLLS; i++) {
          const attackTotal = rollAttack(rng);
          const defenseTotal = rollDefense(rng);
          const key = attackTotal * 4096 + defenseTotal;
          let id = resolved.get(key);
          if (id === undefined) {
            id = engine.resolveCombatRoll({
              defense: blocks ? "block" : "dodge",
              attack: rolled(attack, attackTotal),
              defenseTest: rolled(plan, defenseTotal),
            }).id;
            resolved.set(key, id);
          }
          counts.set(id, (counts.get(id) ?? 0) + 1);
        }
        const odds = engine.combatOdds(attack, plan, blocks);
        const exact = ids.map((id) => odds[id as keyof typeof odds]);
        return worstPp(
          exact,
          ids.map((id) => (counts.get(id) ?? 0) / MONTE_CARLO_ROLLS),
        );
      },
    })),
  };
}

// wounds: "Damage received = Attack Roll + Damage Roll - Defense - Toughness" — a sword fighter's Standard, Quick and
// Strong Attacks (plain and penetrating) against targets of Vitality 0…4 and armor 0, 2 or 4.
function woundsOdds(engine: Engine): RulesetOdds {
  const fighter = actor(
    creature({
      attributes: { dexterity: 3, strength: 2 },
      skills: { Melee: 4 },
      specializations: { "Melee/Swords": 2 },
    }),
  );
  const sword = { label: "Sword", group: "Swords", accuracy: 1, damage: 4, ranged: false };
  const inputs = (["standard", "quick", "strong"] as const).flatMap((variant) =>
    [false, true].flatMap((penetrating) =>
      [0, 1, 2, 3, 4].flatMap((vitality) =>
        [0, 2, 4].map((armor) => {
          const target = actor(creature({ attributes: { vitality } }));
          return { variant, penetrating, armor, vitality, target, weapon: { ...sword, penetrating } };
        }),
      ),
    ),
  );
  const forecast = (input: (typeof inputs)[number]) => {
    const { variant, target, weapon } = input;
    const plan = engine.woundsPlanAttack({ attacker: fighter, target, variant, weapon });
    if (!plan.ok) throw new Error(plan.reason.message);
    const toughness = engine.toughnessOf(input.target.creature, { armor: input.armor });
    return { plan, toughness, odds: engine.woundOdds(plan, toughness) };
  };
  const levels = ["light", "moderate", "severe", "critical", "fatal"] as const;
  const simulate = (
    plan: AttackPlan,
    toughness: Toughness,
    target: (typeof inputs)[number]["target"],
    seed: number,
  ) => {
    const rollAttack = engine.compileTotal(plan.request);
    const rollDamage = engine.compileTotal(plan.damage);
    const rng = engine.createRng(seed);
    const shift = { severityShift: engine.WOUNDS_ATTACK_VARIANTS[plan.variant].severityShift };
    const dealt = new Map<number, string>();
    const counts = new Map<string, number>();
    for (let i = 0; i < MONTE_CARLO_ROLLS; i++) {
      const attackTotal = rollAttack(rng);
      const damageTotal = rollDamage(rng);
      const key = attackTotal * 4096 + damageTotal;
      let read = dealt.get(key);
      if (read === undefined) {
        const hit = { attackTotal, damageTotal, defense: plan.defense.total, source: plan.request.label };
        const outcome = engine.woundsApplyHit(
          target,
          { ...hit, penetrating: plan.penetrating, bypassesArmor: plan.bypassesArmor },
          toughness,
          shift,
        );
        read = outcome.hit ? (outcome.dealt ?? "noWound") : "miss";
        dealt.set(key, read);
      }
      counts.set(read, (counts.get(read) ?? 0) + 1);
    }
    return (read: string) => (counts.get(read) ?? 0) / MONTE_CARLO_ROLLS;
  };
  const checked = inputs.filter((input) => input.vitality === 2 && input.armor !== 2);
  return {
    id: "wounds",
    what: `planAttack + woundOdds, ${inputs.length} attacks`,
    queries: inputs.map((input) => () => forecast(input).odds.hit),
    parts: [
      {
        name: "planAttack alone",
        queries: inputs.map(({ variant, target, weapon }) => () => {
          const plan = engine.woundsPlanAttack({ attacker: fighter, target, variant, weapon });
          return plan.ok ? plan.hitChance : 0;
        }),
      },
      {
        name: "woundOdds alone",
        queries: inputs.map((input) => {
          const { plan, toughness } = forecast(input);
          return () => engine.woundOdds(plan, toughness).hit;
        }),
      },
    ],
    checks: checked.map((input) => ({
      name: `${input.variant}${input.penetrating ? " penetrating" : ""} vs armor ${input.armor}`,
      run: (seed) => {
        const { plan, toughness, odds } = forecast(input);
        const simulated = simulate(plan, toughness, input.target, seed);
        return worstPp(
          [odds.hit, odds.noWound, ...levels.map((level) => odds.levels[level])],
          [1 - simulated("miss"), simulated("noWound"), ...levels.map(simulated)],
        );
      },
    })),
  };
}

// momentum: "Your attack hits if you roll at least the same amount as the Evasion of your target", a natural 1 misses,
// a natural 20 hits — hit bonus 0…10, with advantage, disadvantage or neither, against Evasion 8…22.
function momentumOdds(engine: Engine): RulesetOdds {
  const EVASIONS = [8, 10, 12, 14, 16, 18, 20, 22];
  const shapes = [0, 2, 4, 6, 8, 10].flatMap((bonus) =>
    (["normal", "advantage", "disadvantage"] as const).map((edge: DieEdge) => {
      const hitBonus: FlatModifier[] = [{ source: "Hit bonus", value: bonus }];
      const request = (evasion: number): DiceRequest =>
        engine.momentumAttackRequest({
          hitBonus,
          evasion,
          ...(edge === "normal" ? {} : { edges: [{ source: edge, edge }] }),
        });
      return { name: `d20+${bonus}${edge === "normal" ? "" : ` ${edge}`}`, bonus, request };
    }),
  );
  const queries = shapes.flatMap((shape) => EVASIONS.map((evasion) => shape.request(evasion)));
  return {
    id: "momentum",
    what: `hitProbability, ${shapes.length} attack rolls × ${EVASIONS.length} Evasions`,
    queries: queries.map((request) => () => engine.momentumHitProbability(request)),
    checks: shapes
      .filter((shape) => shape.bonus % 4 === 0)
      .map((shape) => ({
        name: shape.name,
        run: (seed) => {
          const roll = engine.compileTotal(shape.request(0));
          const rng = engine.createRng(seed);
          const totals = new Map<number, number>();
          for (let i = 0; i < MONTE_CARLO_ROLLS; i++) {
            const total = roll(rng);
            totals.set(total, (totals.get(total) ?? 0) + 1);
          }
          const simulated = EVASIONS.map((evasion) => {
            let hits = 0;
            for (const [total, n] of totals) {
              if (engine.momentumReadAttack(total, shape.bonus, evasion) !== "miss") hits += n;
            }
            return hits / MONTE_CARLO_ROLLS;
          });
          return worstPp(
            EVASIONS.map((evasion) => engine.momentumHitProbability(shape.request(evasion))),
            simulated,
          );
        },
      })),
  };
}

// energy: "If the AV is greater than or equal to the Defense roll, the attack hits" (a Defending target wins ties) —
// AV 6…20 against Evasion 2…6 rolled with advantage, disadvantage or neither, with weapons of Precision 0 or 2.
function energyOdds(engine: Engine): RulesetOdds {
  const AVS = [6, 8, 10, 12, 14, 16, 18, 20];
  const shapes = (["normal", "advantage", "disadvantage"] as const).flatMap((edge: DieEdge) =>
    [2, 4, 6].flatMap((value) =>
      [0, 2].map((precision) => ({
        name: `Evasion ${value}${edge === "normal" ? "" : ` ${edge}`}, Precision ${precision}`,
        edge,
        precision,
        value,
        defense: engine.energyDefenseRollPlan({ kind: "evasion", value, edge }),
      })),
    ),
  );
  const odds = (shape: (typeof shapes)[number], av: number, defenderWinsTies: boolean) =>
    engine.energyMeleeHitProbability({ av, precision: shape.precision, defense: shape.defense, defenderWinsTies });
  return {
    id: "energy",
    what: `meleeHitProbability, ${shapes.length} Evasion rolls × ${AVS.length} AVs × ties either way`,
    queries: shapes.flatMap((shape) => AVS.flatMap((av) => [false, true].map((ties) => () => odds(shape, av, ties)))),
    checks: shapes
      // Three shapes (one per edge, a Precise weapon among them): this Monte Carlo rolls with an audit trail.
      .filter((shape) => shape.value === 4 && shape.precision === (shape.edge === "normal" ? 2 : 0))
      .map((shape) => ({
        name: shape.name,
        run: (seed) => {
          const rollCombat = engine.compileTotal(engine.energyCombatRollRequest());
          const rng = engine.createRng(seed);
          // Hits by AV and by who wins ties, every AV resolved on the same pair of rolls.
          const hits = AVS.map(() => [0, 0]);
          for (let i = 0; i < MONTE_CARLO_ROLLS; i++) {
            const combat = engine.energyReadAttackRoll(rollCombat(rng), shape.precision);
            const defenseRoll = engine.energyRollDefense(shape.defense, rng);
            AVS.forEach((av, a) => {
              [false, true].forEach((defenderWinsTies, t) => {
                const row = hits[a];
                if (row && engine.energyResolveMelee({ av, combat, defenseRoll, defenderWinsTies }).hit) {
                  row[t] = (row[t] ?? 0) + 1;
                }
              });
            });
          }
          return worstPp(
            AVS.flatMap((av) => [odds(shape, av, false), odds(shape, av, true)]),
            hits.flatMap((row) => row.map((n) => n / MONTE_CARLO_ROLLS)),
          );
        },
      })),
  };
}

/** A timed task asking each query in turn, checking every answer is a probability. */
function roundRobin(name: string, queries: readonly (() => number)[]): TimedTask {
  let next = 0;
  return {
    name,
    batch: 1,
    run: () => {
      const query = queries[next];
      next = (next + 1) % queries.length;
      if (!query) throw new Error(`no ${name} odds queries`);
      const p = query();
      if (!(p >= 0 && p <= 1)) throw new Error(`${name} odds: ${p}`);
      return p;
    },
  };
}

export function rulesetOddsRows(engine: Engine, timing: TimingOptions): RowResult[] {
  const rulesets = [contestOdds(engine), woundsOdds(engine), momentumOdds(engine), energyOdds(engine)];
  const timings = timeTasks(
    rulesets.flatMap((ruleset) => [
      roundRobin(ruleset.id, ruleset.queries),
      ...(ruleset.parts ?? []).map((part) => roundRobin(`${ruleset.id}: ${part.name}`, part.queries)),
    ]),
    timing,
  );
  return rulesets.map((ruleset, r) => {
    const queryNs = timingOf(timings, ruleset.id).medianNs;
    const checks = ruleset.checks.map((check, i) => {
      const started = performance.now();
      const pp = check.run(2000 + 100 * r + i);
      return { name: check.name, pp, ns: (performance.now() - started) * 1e6 };
    });
    const worst = checks.reduce((a, b) => (b.pp > a.pp ? b : a));
    const monteCarloNs = median(checks.map((c) => c.ns));
    const speedup = monteCarloNs / queryNs;
    return {
      id: `8${"abcd"[r] ?? ""}`,
      title: `\`${ruleset.id}\` attack odds query vs 10^6-roll Monte Carlo`,
      measured: `${formatNs(queryNs)}/query median; max diff ${worst.pp.toFixed(3)} pp`,
      baseline: `${formatNs(monteCarloNs)}/Monte Carlo`,
      ratio: `${formatRatio(speedup)} faster`,
      target: `≤ ${TARGET_MEDIAN_NS / 1000} µs median, ≤ ${TARGET_AGREEMENT_PP} pp`,
      met: queryNs <= TARGET_MEDIAN_NS && worst.pp <= TARGET_AGREEMENT_PP,
      notes: [
        `${ruleset.what}: ${ruleset.queries.length} queries, round robin after warm-up`,
        `largest disagreement ${worst.pp.toFixed(3)} pp (${worst.name}) over ${checks.length} simulated shapes`,
        ...(ruleset.parts ?? []).map(
          (part) => `${part.name}: ${formatNs(timingOf(timings, `${ruleset.id}: ${part.name}`).medianNs)}/query median`,
        ),
      ],
      details: {
        queryMedianNs: queryNs,
        queries: ruleset.queries.length,
        monteCarloRolls: MONTE_CARLO_ROLLS,
        monteCarloMedianNs: monteCarloNs,
        speedup,
        maxDisagreementPp: worst.pp,
        worstShape: worst.name,
      },
    };
  });
}
