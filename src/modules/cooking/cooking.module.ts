import { Module } from '@nestjs/common';
import { RecipesModule } from '../recipes/index.js';
import { GetProgress, StartProgress, UpdateProgress } from './application/cooking-progress.js';
import { ProgressRepository } from './application/ports/progress.repository.js';
import { ProgressController } from './adapters/http/progress.controller.js';
import { MikroOrmProgressRepository } from './adapters/persistence/mikro-orm-progress.repository.js';

@Module({
  imports: [RecipesModule],
  controllers: [ProgressController],
  providers: [{ provide: ProgressRepository, useClass: MikroOrmProgressRepository }, GetProgress, StartProgress, UpdateProgress],
})
export class CookingModule {}
