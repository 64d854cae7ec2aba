import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BONUS_BALANCE } from "../../../scripts/balance/bonus.ts";
import { CONTEST_BALANCE } from "../../../scripts/balance/contest.ts";
import { ENERGY_BALANCE } from "../../../scripts/balance/energy.ts";
import { MOMENTUM_BALANCE } from "../../../scripts/balance/momentum.ts";
import { printBalance, type BalanceRoom } from "../../../scripts/balance/report.ts";
import { WOUNDS_BALANCE } from "../../../scripts/balance/wounds.ts";

/**
 * The balance tables at 50 fights a group, as `BALANCE_FIGHTS=50 npm run balance` printed them before the
 * simulation moved into the engine (`golden/<ruleset>-50.txt`, the closing line without its time). Moving the
 * skirmishes and speeding them up must not change a single figure: same seeds, same rules, same random stream.
 * `momentum-50.txt` is the table its simulation printed when it was built, after the threat labels and Vitality it
 * showed wrong were set (docs/rules/momentum.md decision 98), then the two bosses still "too hard" were tuned into the
 * band (decisions 118–119): every group inside it.
 * `contest-50.txt` is the table its simulation printed once the pack's outliers were fixed (docs/rules/contest.md
 * decision 127): every group inside the band.
 * `wounds-50.txt` is the table its simulation printed after the balance pass that cast the creatures' attack spells and
 * tuned the pack's outliers (docs/rules/wounds.md decisions 128–145): every group inside the band.
 */
const GOLDEN = join(import.meta.dirname, "golden");
/** The whole table plays 1,000 fights or so: room for a busy machine (not a timing assertion). */
const SLOW = 120_000;

function printed(room: BalanceRoom): string[] {
  const lines: string[] = [];
  printBalance(room, 50, (line) => lines.push(line));
  return lines.map((line) => line.replace(/; \d+ ms$/, ""));
}

describe("balance tables stay as they were", () => {
  it.each([BONUS_BALANCE, ENERGY_BALANCE, MOMENTUM_BALANCE, CONTEST_BALANCE, WOUNDS_BALANCE])(
    "$ruleset prints the recorded table at 50 fights a group",
    (room) => {
      const golden = readFileSync(join(GOLDEN, `${room.ruleset}-50.txt`), "utf8")
        .trimEnd()
        .split("\n");
      expect(printed(room)).toEqual(golden);
    },
    SLOW,
  );
});
