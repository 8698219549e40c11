import { Module } from '@nestjs/common';
import { AiModule } from '../ai/index.js';
import { AuthModule } from '../auth/index.js';
import { RecipeReadModel } from './application/ports/recipe.read-model.js';
import { RecipeRepository } from './application/ports/recipe.repository.js';
import {
  CreateRecipe,
  DeleteRecipe,
  GetRecipe,
  SaveRecipeCopy,
  SetRecipeFavorite,
  SetRecipeVisibility,
  UpdateRecipe,
} from './application/recipe-commands.js';
import { AddWelcomeRecipes } from './application/add-welcome-recipes.js';
import { RecipeCatalog } from './application/recipe-catalog.js';
import { RecipeImageInput } from './application/recipe-image-input.js';
import { RecipeNutrition } from './application/recipe-nutrition.js';
import { RecipeQueries } from './application/recipe.queries.js';
import { RecipesController } from './adapters/http/recipes.controller.js';
import { MikroOrmRecipeRepository } from './adapters/persistence/mikro-orm-recipe.repository.js';
import { SqlRecipeReadModel } from './adapters/persistence/sql-recipe.read-model.js';

@Module({
  imports: [AuthModule, AiModule],
  controllers: [RecipesController],
  providers: [
    { provide: RecipeRepository, useClass: MikroOrmRecipeRepository },
    { provide: RecipeReadModel, useClass: SqlRecipeReadModel },
    RecipeImageInput,
    RecipeNutrition,
    RecipeCatalog,
    AddWelcomeRecipes,
    RecipeQueries,
    GetRecipe,
    CreateRecipe,
    UpdateRecipe,
    DeleteRecipe,
    SetRecipeVisibility,
    SetRecipeFavorite,
    SaveRecipeCopy,
  ],
  exports: [RecipeCatalog],
})
export class RecipesModule {}
