import { CONTEST_MODELS } from "../../../module/foundry/rulesets/contest/models.ts";
import { describeCleanPacks } from "../../support/pack-validation.ts";

describeCleanPacks("contest", CONTEST_MODELS);
