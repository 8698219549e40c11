import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../../../platform/http/auth-context.js';
import { Idempotent } from '../../../../platform/http/idempotency.js';
import { ErrorDto, MessageDto } from '../../../../platform/http/dto.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';
import { InventoryQueries } from '../../application/inventory.queries.js';
import { AddPantryItem, DeletePantryItem, UpdatePantryItem } from '../../application/pantry-commands.js';
import { PANTRY_DEFAULTS } from '../../domain/inventory.js';
import { AddPantryItemDto, PantryItemDto, UpdatePantryItemDto } from './dto/inventory.dto.js';

/** My pantry: nobody else's items are ever listed or changed (404). */
@ApiTags('inventory')
@Controller('pantry')
export class PantryController {
  constructor(
    private readonly queries: InventoryQueries,
    private readonly addItem: AddPantryItem,
    private readonly updateItem: UpdatePantryItem,
    private readonly deleteItem: DeletePantryItem,
  ) {}

  /** My whole pantry, newest first. */
  @Get()
  async listPantryItems(@CurrentUser() user: SessionUser): Promise<PantryItemDto[]> {
    return (await this.queries.pantryItems(user.id)).map((item) => PantryItemDto.from(item));
  }

  /** Quantity defaults to 1, unit to 'item', percentage to 100; userId and addedAt are accepted and ignored. */
  @Post()
  @ApiConflictResponse({ type: ErrorDto, description: 'LIST_FULL: the pantry holds 1,000 items' })
  @Idempotent()
  async addPantryItem(@CurrentUser() user: SessionUser, @Body() body: AddPantryItemDto): Promise<PantryItemDto> {
    const item = {
      name: body.name,
      quantity: body.quantity ?? PANTRY_DEFAULTS.quantity,
      unit: body.unit ?? PANTRY_DEFAULTS.unit,
      percentage: body.percentage ?? PANTRY_DEFAULTS.percentage,
    };
    return PantryItemDto.from(await this.addItem.execute(user.id, item));
  }

  /** Any of quantity, unit and percentage. */
  @Patch(':id')
  @ApiNotFoundResponse({ type: ErrorDto })
  @Idempotent()
  async updatePantryItem(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdatePantryItemDto,
  ): Promise<PantryItemDto> {
    const change = { quantity: body.quantity ?? undefined, unit: body.unit ?? undefined, percentage: body.percentage ?? undefined };
    return PantryItemDto.from(await this.updateItem.execute(user.id, id, change));
  }

  /** Deletes an item from the pantry. */
  @Delete(':id')
  @ApiNotFoundResponse({ type: ErrorDto })
  @Idempotent()
  async deletePantryItem(@CurrentUser() user: SessionUser, @Param('id', ParseIdPipe) id: number): Promise<MessageDto> {
    await this.deleteItem.execute(user.id, id);
    return MessageDto.of('Item removed');
  }
}
