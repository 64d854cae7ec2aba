/**
 * `skills` is stored as rows (skill, specialization, rank) so a sheet can list and edit them. The engine's own shape
 * is two records keyed "Skill" and "Skill/Specialization" (`WoundsCreature.skills` / `.specializations`), the shape a
 * stat block is naturally written in: a source holding `skills` as such a record (a hand-written pack entry, an
 * engine creature exported as is) is read into rows rather than discarded by cleaning. Pure: the build runs it too.
 */
import { isRecord, type SourceData } from "../../../migrations/source.ts";

function rowOf(key: string, rank: unknown): SourceData | undefined {
  if (typeof rank !== "number") return undefined;
  const slash = key.indexOf("/");
  return slash < 0
    ? { skill: key, specialization: "", rank }
    : { skill: key.slice(0, slash), specialization: key.slice(slash + 1), rank };
}

export function skillRecordToRows(system: SourceData): SourceData {
  const skills = system["skills"];
  if (!isRecord(skills)) return system;
  const rows = Object.entries(skills).flatMap(([key, rank]) => rowOf(key, rank) ?? []);
  return { ...system, skills: rows };
}
