import { describe, expect, it } from "vitest";
import { clearUses, recordUse, usesLeft, type UseLimit } from "../../../module/engine/core/economy/limits.ts";
import { roundStart, turnEvent } from "../../../module/engine/core/turns/boundary.ts";

const SWIFT: UseLimit = { id: "swiftAttack", times: 1, clearAt: "roundStart", keyed: false };
const REACTION: UseLimit = { id: "reaction", times: 1, clearAt: "roundStart", keyed: true };
const FREE: UseLimit = { id: "free", times: 1, clearAt: "turnStart", keyed: false };
const LIMITS = [SWIFT, REACTION, FREE];

describe("use limits", () => {
  it('energy: "You may only make one Swift Attack per Round"', () => {
    const first = recordUse(LIMITS, {}, "swiftAttack");
    expect(first.ok).toBe(true);
    const second = recordUse(LIMITS, first.state, "swiftAttack");
    expect(second.ok ? "ok" : second.reason.code).toBe("limitReached");
    expect(second.state).toBe(first.state);
    expect(usesLeft(LIMITS, clearUses(LIMITS, first.state, roundStart(2), "x"), "swiftAttack")).toBe(1);
  });

  it('bonus: "You may only take one reaction to any trigger" (counted per trigger)', () => {
    const a = recordUse(LIMITS, {}, "reaction", "attack-1");
    const b = recordUse(LIMITS, a.state, "reaction", "attack-2");
    expect(b.ok).toBe(true);
    const again = recordUse(LIMITS, b.state, "reaction", "attack-1");
    expect(again.ok).toBe(false);
    const unkeyed = recordUse(LIMITS, {}, "reaction");
    expect(unkeyed.ok ? "ok" : unkeyed.reason.code).toBe("keyRequired");
  });

  it("a turn-start limit clears only at its holder's turn start", () => {
    const used = recordUse(LIMITS, {}, "free").state;
    expect(clearUses(LIMITS, used, turnEvent("turnStart", 1, "other"), "me")).toBe(used);
    expect(clearUses(LIMITS, used, turnEvent("turnStart", 1, "me"), "me")).toEqual({});
  });

  it("unknown limits are refused", () => {
    expect(recordUse(LIMITS, {}, "nope").ok).toBe(false);
    expect(usesLeft(LIMITS, {}, "nope")).toBe(0);
  });
});
