import { WOUNDS_MODELS } from "../../../module/foundry/rulesets/wounds/models.ts";
import { describeCleanPacks } from "../../support/pack-validation.ts";

describeCleanPacks("wounds", WOUNDS_MODELS);
