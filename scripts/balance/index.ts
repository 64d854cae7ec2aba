/**
 * `npm run balance [-- bonus|energy|momentum|contest|wounds]`: seeded engine skirmishes of each ruleset's reference party against every
 * monster group of its `<ruleset>-monsters` pack, printing the party's win rate and the rounds each fight lasts, so
 * each stat block can be checked against its threat label (report.ts says what the band is). With no argument it
 * runs every ruleset that has a balance room. `BALANCE_FIGHTS` sets the fights per group (300).
 */
import { BONUS_BALANCE } from "./bonus.ts";
import { CONTEST_BALANCE } from "./contest.ts";
import { ENERGY_BALANCE } from "./energy.ts";
import { MOMENTUM_BALANCE } from "./momentum.ts";
import { WOUNDS_BALANCE } from "./wounds.ts";
import { printBalance, type BalanceRoom } from "./report.ts";

const ROOMS: readonly BalanceRoom[] = [
  BONUS_BALANCE,
  ENERGY_BALANCE,
  MOMENTUM_BALANCE,
  CONTEST_BALANCE,
  WOUNDS_BALANCE,
];
const FIGHTS = Number(process.env["BALANCE_FIGHTS"] ?? 300);

function main(args: readonly string[]): number {
  const unknown = args.filter((a) => !ROOMS.some((r) => r.ruleset === a));
  if (unknown.length > 0) {
    console.error(`no balance room for ${unknown.join(", ")}; known: ${ROOMS.map((r) => r.ruleset).join(", ")}`);
    return 2;
  }
  const chosen = args.length === 0 ? ROOMS : ROOMS.filter((r) => args.includes(r.ruleset));
  chosen.forEach((room, i) => {
    if (i > 0) console.log("");
    printBalance(room, FIGHTS);
  });
  return 0;
}

process.exitCode = main(process.argv.slice(2));
