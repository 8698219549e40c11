import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../../../platform/http/auth-context.js';
import { Idempotent } from '../../../../platform/http/idempotency.js';
import { ErrorDto, MessageDto } from '../../../../platform/http/dto.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';
import { InventoryQueries } from '../../application/inventory.queries.js';
import {
  AddRecipeToShoppingList,
  AddShoppingItem,
  ClearShoppingList,
  DeleteShoppingItem,
  SetShoppingItemChecked,
} from '../../application/shopping-commands.js';
import { DEFAULT_CATEGORY } from '../../domain/inventory.js';
import {
  AddRecipeToShoppingListDto,
  AddShoppingItemDto,
  CheckedShoppingItemDto,
  ClearedShoppingListDto,
  RecipeIngredientsAddedDto,
  SetShoppingItemCheckedDto,
  ShoppingItemDto,
} from './dto/inventory.dto.js';

const LIST_FULL = 'LIST_FULL: the shopping list holds 500 items';

/** My shopping list: nobody else's items are ever listed or changed (404). */
@ApiTags('inventory')
@Controller()
export class ShoppingController {
  constructor(
    private readonly queries: InventoryQueries,
    private readonly addItem: AddShoppingItem,
    private readonly setChecked: SetShoppingItemChecked,
    private readonly deleteItem: DeleteShoppingItem,
    private readonly clearList: ClearShoppingList,
    private readonly addRecipe: AddRecipeToShoppingList,
  ) {}

  /** My whole shopping list, newest first. */
  @Get('shopping')
  async listShoppingItems(@CurrentUser() user: SessionUser): Promise<ShoppingItemDto[]> {
    return (await this.queries.shoppingList(user.id)).map((item) => ShoppingItemDto.from(item));
  }

  /** Category defaults to Other; userId and createdAt are accepted and ignored. */
  @Post('shopping')
  @ApiConflictResponse({ type: ErrorDto, description: LIST_FULL })
  @Idempotent()
  async addShoppingItem(@CurrentUser() user: SessionUser, @Body() body: AddShoppingItemDto): Promise<ShoppingItemDto> {
    return ShoppingItemDto.from(await this.addItem.execute(user.id, { name: body.name, category: body.category ?? DEFAULT_CATEGORY }));
  }

  /**
   * Checks or unchecks an item. The request that turns it from unchecked to checked also puts it in the
   * pantry, with the item's amount in the matching pantry unit (500 g → 500 grams) or, for an item without
   * one, the quantity and unit read from its name, and answers that pantry item.
   */
  @Patch('shopping/:id')
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'LIST_FULL: the pantry holds 1,000 items; the item stays unchecked' })
  @Idempotent()
  async setShoppingItemChecked(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: SetShoppingItemCheckedDto,
  ): Promise<CheckedShoppingItemDto> {
    return CheckedShoppingItemDto.fromChange(await this.setChecked.execute(user.id, id, body.checked));
  }

  /** Deletes an item from the shopping list. */
  @Delete('shopping/:id')
  @ApiNotFoundResponse({ type: ErrorDto })
  @Idempotent()
  async deleteShoppingItem(@CurrentUser() user: SessionUser, @Param('id', ParseIdPipe) id: number): Promise<MessageDto> {
    await this.deleteItem.execute(user.id, id);
    return MessageDto.of('Item deleted');
  }

  /** Deletes my whole shopping list. */
  @Delete('shopping-clear-all')
  async clearShoppingList(@CurrentUser() user: SessionUser): Promise<ClearedShoppingListDto> {
    const { cleared, remaining } = await this.clearList.execute(user.id);
    return { success: true, itemsCleared: cleared, itemsRemaining: remaining };
  }

  /**
   * Adds a recipe's ingredients (my own recipe or a public one), normalised to names to shop for. An
   * ingredient that contains a pantry item's name is skipped ('in_pantry'), one already on the list
   * unchecked too ('on_list'); a second call adds nothing new.
   */
  @Post('shopping/from-recipe/:recipeId')
  @HttpCode(200)
  @ApiBody({ type: AddRecipeToShoppingListDto, required: false })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such recipe, or a private recipe of someone else' })
  @ApiConflictResponse({ type: ErrorDto, description: `${LIST_FULL}, or would with the additions; nothing is added` })
  async addRecipeToShoppingList(
    @CurrentUser() user: SessionUser,
    @Param('recipeId', ParseIdPipe) recipeId: number,
    @Body() _body: AddRecipeToShoppingListDto,
  ): Promise<RecipeIngredientsAddedDto> {
    return RecipeIngredientsAddedDto.from(await this.addRecipe.execute(user.id, recipeId));
  }
}
