import { useState } from 'react';
import { useToast } from '../../../components/toast';
import { calculateNutrition, type NutritionResult } from '../api';
import { splitLines, validServings } from '../recipeHelpers';

/** The form's 'Calculate Nutrition' action with the spec's checks and toasts (document 1 §5, §8). */
export function useNutritionCalculator() {
  const { toast } = useToast();
  const [calculating, setCalculating] = useState(false);

  const calculate = async (ingredientsText: string, servingsText: string): Promise<NutritionResult | null> => {
    const ingredients = splitLines(ingredientsText);
    if (ingredients.length === 0) {
      toast({ title: 'Ingredients Required', description: 'Please add ingredients to calculate nutrition facts.', variant: 'destructive' });
      return null;
    }
    if (!validServings(servingsText)) {
      toast({ title: 'Servings Required', description: 'Please set a valid number of servings (at least 1).', variant: 'destructive' });
      return null;
    }
    setCalculating(true);
    try {
      const result = await calculateNutrition(ingredients, Math.round(Number(servingsText)));
      toast({ title: 'Nutrition Facts Calculated', variant: 'success' });
      return result;
    } catch {
      toast({ title: 'Calculation Failed', description: 'Unable to calculate nutrition facts. Please try again.', variant: 'destructive' });
      return null;
    } finally {
      setCalculating(false);
    }
  };

  return { calculate, calculating };
}
