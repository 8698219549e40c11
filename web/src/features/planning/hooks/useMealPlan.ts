import useSWR from 'swr';
import { preloadIntoCache } from '../../../api/preloadIntoCache';
import { fetchMealPlan, planKey, type MealPlanEntry } from '../api';
import type { CalendarDate } from '../dates';

/** The plan of the days from `from` to `to`, read whenever a screen showing it mounts. */
export function useMealPlan(from: CalendarDate, to: CalendarDate) {
  const { data, error, isLoading, mutate } = useSWR<MealPlanEntry[], Error>(planKey(from, to), () => fetchMealPlan(from, to), {
    revalidateOnMount: true,
  });
  return { entries: data, error, isLoading: isLoading && !data, retry: () => void mutate() };
}

/** Fetches a range into the cache before it shows (the next week, when the cook reaches for its button). */
export function preloadMealPlan(from: CalendarDate, to: CalendarDate): Promise<void> {
  return preloadIntoCache(planKey(from, to), () => fetchMealPlan(from, to));
}
