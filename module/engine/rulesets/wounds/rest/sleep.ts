/**
 * Sleep (seed 004): "Most characters require 8 hours of sleep minus half an hour for each point of Vitality, though
 * certain races may require more or less." Fray never asks for less than 0 hours.
 */
export const BASE_SLEEP_HOURS = 8;
export const SLEEP_HOURS_PER_VITALITY = 0.5;

export function sleepHoursNeeded(vitality: number, raceAdjustment = 0): number {
  return Math.max(0, BASE_SLEEP_HOURS - SLEEP_HOURS_PER_VITALITY * vitality + raceAdjustment);
}
