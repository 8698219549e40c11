import { useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../auth';
import { preloadNotificationBell } from '../../community';
import { preloadKitchen } from '../../inventory';
import { preloadTicketCosts } from '../../tickets';
import { preloadChat } from '../chatApi';
import { AddRecipeCard } from '../components/AddRecipeCard';
import { AssistantCard } from '../components/AssistantCard';
import { FeaturedRecipesCard, preloadFeaturedRecipes } from '../components/FeaturedRecipesCard';
import { KitchenCard } from '../components/KitchenCard';
import { ProfileCard } from '../components/ProfileCard';
import { TodayCard, preloadTodayPlan } from '../components/TodayCard';
import { greetingName, homeDate, timeOfDayGreeting } from '../greeting';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useIsReturnVisit } from '../../../components/returnVisit';

/** Fetches what each of Home's cards shows before the screen renders (see preloadRoutes in app/router.tsx). */
export function preloadData(): Promise<unknown> {
  return Promise.all([
    preloadFeaturedRecipes(),
    preloadChat(),
    preloadTicketCosts(),
    preloadKitchen(),
    preloadNotificationBell(),
    preloadTodayPlan(),
  ]);
}

/**
 * For a cell's card: laid out and painted only once it nears the viewport (content-visibility),
 * sized `height` until then: on a phone most of Home starts below the fold, and its first layout was a
 * large part of the first screen's work. On the card, not the cell: the containment clips what overflows
 * the element, which for a card (overflow hidden already) leaves its own shadow alone.
 */
const offscreenUntilNear = (height: number) => ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${height}px` });

export default function HomePage() {
  useDocumentTitle('Home');
  const { user } = useCurrentUser();
  const name = greetingName(user);
  const today = homeDate();
  // Today's meals, the kitchen and the featured recipes (below the fold on a phone) come in a second, deferred render:
  // the screen's first commit, one task that cannot be split, holds half as much. Not on a return by Back:
  // the whole page must be there for the browser to return to where the cook had scrolled.
  const lowerCards = useDeferredValue(true, useIsReturnVisit());

  return (
    <Box>
      <Box component="header" sx={{ mb: { xs: 3, sm: 4 } }}>
        <Typography variant="overline" color="primary">
          {today}
        </Typography>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.85rem', sm: '2.3rem' } }}>
          {timeOfDayGreeting()}, {name}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          What are we cooking today?
        </Typography>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          // The assistant spans the first four rows; the kitchen card takes what the others leave.
          gridTemplateRows: { md: 'auto auto auto 1fr auto' },
          alignItems: 'stretch',
        }}
      >
        {/* Savorus first: on a wide screen it is the left column, read (and tabbed) before the profile card. */}
        <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: '1 / span 4' }, '& > *': offscreenUntilNear(640) }}>
          <AssistantCard name={name} />
        </Box>
        {user && (
          <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 } }}>
            <ProfileCard user={user} />
          </Box>
        )}
        {lowerCards && (
          <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: 2 }, '& > *': offscreenUntilNear(240) }}>
            <TodayCard />
          </Box>
        )}
        <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: 3 }, '& > *': offscreenUntilNear(200) }}>
          <AddRecipeCard />
        </Box>
        {lowerCards && (
          <>
            <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: 4 }, display: 'flex', '& > *': { flex: 1, ...offscreenUntilNear(360) } }}>
              <KitchenCard />
            </Box>
            <Box sx={{ gridColumn: { md: '1 / -1' }, '& > *': offscreenUntilNear(1200) }}>
              <FeaturedRecipesCard />
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
