import { Injectable } from '@nestjs/common';
import { UserNotFoundError } from '../../auth/index.js';
import { decodeCursor, keysetPage, type PublicRecipeRow } from '../../recipes/index.js';
import {
  type Paging,
  type ProfileKey,
  type SocialProfileRow,
  SocialReadModel,
  type SocialUserRow,
  type SuggestedCookRow,
} from './ports/social.read-model.js';

export const FEED_PAGE = 24;
export const FOLLOW_LIST_PAGE = 50;
export const SEARCH_RESULTS = 20;
export const SUGGESTIONS_DEFAULT = 5;
export const SUGGESTIONS_MAX = 20;
export const PROFILE_RECIPES = 24;
export const NOTIFICATIONS_PAGE = 20;

@Injectable()
export class SocialQueries {
  constructor(private readonly readModel: SocialReadModel) {}

  /** A page of my feed and the cursor of the next one (undefined on the last page), as /public-recipes pages. */
  async feed(userId: number, query: { limit?: number; cursor?: string }): Promise<{ rows: PublicRecipeRow[]; nextCursor?: string }> {
    const limit = query.limit ?? FEED_PAGE;
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    return keysetPage(await this.readModel.feed(userId, { limit: limit + 1, after }), limit);
  }

  followers(userId: number, paging: Partial<Paging>): Promise<{ rows: SocialUserRow[]; total: number }> {
    return this.readModel.followers(userId, { limit: paging.limit ?? FOLLOW_LIST_PAGE, offset: paging.offset ?? 0 });
  }

  following(userId: number, paging: Partial<Paging>): Promise<{ rows: SocialUserRow[]; total: number }> {
    return this.readModel.following(userId, { limit: paging.limit ?? FOLLOW_LIST_PAGE, offset: paging.offset ?? 0 });
  }

  /** A blank query finds nobody. */
  async searchUsers(userId: number, query: string | undefined): Promise<SocialUserRow[]> {
    const text = query?.trim();
    return text ? this.readModel.searchUsers(userId, text, SEARCH_RESULTS) : [];
  }

  suggestedCooks(viewerId: number, limit: number): Promise<SuggestedCookRow[]> {
    return this.readModel.suggestedCooks(viewerId, limit);
  }

  async profile(viewerId: number, key: ProfileKey): Promise<SocialProfileRow> {
    const profile = await this.readModel.profile(viewerId, key, PROFILE_RECIPES);
    if (!profile) throw new UserNotFoundError();
    return profile;
  }

  notifications(userId: number, limit: number | undefined) {
    return this.readModel.notifications(userId, limit ?? NOTIFICATIONS_PAGE);
  }
}
