import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CurrentUser, SessionOnly, type SessionUser } from '../../../../platform/http/auth-context.js';
import { ErrorDto, MessageDto } from '../../../../platform/http/dto.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';
import { AccessTokens } from '../../application/access-tokens.js';
import { AccessTokenDto, CreateAccessTokenDto, CreatedAccessTokenDto } from './dto/access-token.dto.js';

/** Personal access tokens, managed from the browser only: no token can make, list or revoke tokens. */
@ApiTags('tokens')
@ApiForbiddenResponse({ type: ErrorDto, description: 'Called with an API token (code TOKEN_FORBIDDEN)' })
@SessionOnly()
@Controller('tokens')
export class AccessTokensController {
  constructor(private readonly tokens: AccessTokens) {}

  /** The cook's API tokens, newest first, with their last use (never their secrets). */
  @Get()
  async listTokens(@CurrentUser() user: SessionUser): Promise<AccessTokenDto[]> {
    return (await this.tokens.list(user.id)).map((token) => AccessTokenDto.from(token));
  }

  /** Creates an API token; its secret is in this answer only. At most 20 per cook. */
  @Post()
  @ApiCreatedResponse({ type: CreatedAccessTokenDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'The cook already has 20 tokens (code TOKEN_LIMIT)' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async createToken(@CurrentUser() user: SessionUser, @Body() body: CreateAccessTokenDto): Promise<CreatedAccessTokenDto> {
    const { token, secret } = await this.tokens.create(user, body.name, body.scope, body.expiresInDays);
    return CreatedAccessTokenDto.from(token, secret);
  }

  /** Revokes a token at once: requests carrying it answer 401 from now on. */
  @Delete(':id')
  @ApiNotFoundResponse({ type: ErrorDto })
  async revokeToken(@CurrentUser() user: SessionUser, @Param('id', ParseIdPipe) id: number): Promise<MessageDto> {
    await this.tokens.revoke(user.id, id);
    return MessageDto.of('API token revoked');
  }
}
