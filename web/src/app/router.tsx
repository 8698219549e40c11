import { Suspense, type ReactNode } from 'react';
import { Navigate, createBrowserRouter, matchRoutes, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { Bare } from './Bare';
import { RootLayout } from './NavigationProgress';
import { lazyPage, type PreloadableComponent } from './lazyPage';

// Every screen is its own chunk, and so is the signed-in shell (guards, app bar, navigation,
// skeletons): /auth never downloads the editor, the admin screens or the shell's dialogs and tooltips.
const RequireAuth = lazyPage(() => import('./guards').then((m) => ({ default: m.RequireAuth, preloadData: m.preloadShellData })));
const OptionalAuth = lazyPage(() => import('./guards').then((m) => ({ default: m.OptionalAuth })));
const AuthPage = lazyPage(() => import('../features/auth/routes/AuthPage'));
const ResetPasswordPage = lazyPage(() => import('../features/auth/routes/ResetPasswordPage'));
const VerifyEmailPage = lazyPage(() => import('../features/auth/routes/VerifyEmailPage'));
const HomePage = lazyPage(() => import('../features/home/routes/HomePage'));
const MyRecipesPage = lazyPage(() => import('../features/recipes/routes/MyRecipesPage'));
const RecipeDetailPage = lazyPage(() => import('../features/recipes/routes/RecipeDetailPage'));
const CookingModePage = lazyPage(() => import('../features/cooking/routes/CookingFollowPage'));
const CreateRecipePage = lazyPage(() => import('../features/recipes/routes/CreateRecipePage'));
const PublicRecipesPage = lazyPage(() => import('../features/recipes/routes/PublicRecipesPage'));
const CommunityPage = lazyPage(() => import('../features/community/routes/CommunityPage'));
const SocialFeedPage = lazyPage(() => import('../features/community/routes/SocialFeedPage'));
const UserProfilePage = lazyPage(() => import('../features/community/routes/UserProfilePage'));
const KitchenInventoryPage = lazyPage(() => import('../features/inventory/routes/KitchenInventoryPage'));
const MealPlanPage = lazyPage(() => import('../features/planning/routes/MealPlanPage'));
const ProfilePage = lazyPage(() => import('../features/profile/routes/ProfilePage'));
const TicketsPage = lazyPage(() => import('../features/tickets/routes/TicketsPage'));
const AdminPage = lazyPage(() => import('../features/admin/routes/AdminPage'));
const PaymentSuccessPage = lazyPage(() => import('../features/payments/routes/PaymentSuccessPage'));
const PaymentCancelPage = lazyPage(() => import('../features/payments/routes/PaymentCancelPage'));
const ImportReportPage = lazyPage(() => import('../features/portability/routes/ImportReportPage'));
const RecipePrintPage = lazyPage(() => import('../features/recipes/routes/RecipePrintPage'));
const NotFoundPage = lazyPage(() => import('./routes/NotFoundPage'));

/** /login is /auth, keeping where to return afterwards (?returnTo=…). */
function LoginRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/auth${search}`} replace />;
}

/** /recipe/{id} (used by notifications) is /recipes/{id}. */
function RecipeRedirect() {
  const { id } = useParams();
  const { hash } = useLocation();
  return <Navigate to={`/recipes/${id ?? ''}${hash}`} replace />;
}

/**
 * A route whose screen is `Page`: its chunk and first data can be fetched before React renders
 * (preloadRoutes), and its chunk is the route's loader, so a navigation waits for it visibly
 * (NavigationProgress) instead of silently; the data only starts, the screen shows its own loading.
 */
function page(path: string, Page: PreloadableComponent): RouteObject {
  return { path, element: <Page />, handle: { preload: Page.preload }, loader: () => chunkLoaded(Page) };
}

function chunkLoaded(component: PreloadableComponent) {
  component.preload().catch(() => undefined);
  return component.loaded().then(() => null);
}

/** A layout route around `children`, loaded lazily like the screens (nothing shows until it is there). */
function layout(Layout: PreloadableComponent, children: RouteObject[], fallback: ReactNode = null): RouteObject {
  return {
    element: (
      <Suspense fallback={fallback}>
        <Layout />
      </Suspense>
    ),
    handle: { preload: Layout.preload },
    loader: () => chunkLoaded(Layout),
    children,
  };
}

const screens: RouteObject[] = [
  {
    element: <Bare />,
    children: [page('/auth', AuthPage)],
  },
  // The print view: the recipe alone, without the app's navigation.
  { element: <Bare />, children: [page('/recipes/:id/print', RecipePrintPage), page('/recipes/:slug/:id/print', RecipePrintPage)] },
  { path: '/login', element: <LoginRedirect /> },
  { path: '/recipe/:id', element: <RecipeRedirect /> },
  layout(RequireAuth, [
    page('/', HomePage),
    page('/recipes', MyRecipesPage),
    page('/recipes/:id/follow', CookingModePage),
    page('/recipes/:slug/:id/follow', CookingModePage),
    page('/create-recipe', CreateRecipePage),
    page('/imports/:id', ImportReportPage),
    page('/community', CommunityPage),
    page('/social-feed', SocialFeedPage),
    page('/user/:user', UserProfilePage),
    page('/meal-plan', MealPlanPage),
    page('/shopping-pantry', KitchenInventoryPage),
    page('/profile', ProfilePage),
    page('/tickets', TicketsPage),
    page('/admin', AdminPage),
  ]),
  layout(OptionalAuth, [
    page('/public-recipes', PublicRecipesPage),
    // A public recipe is for everyone; the page itself sends a visitor to /auth for a private or missing one.
    page('/recipes/:id', RecipeDetailPage),
    page('/recipes/:slug/:id', RecipeDetailPage),
    page('/reset-password', ResetPasswordPage),
    page('/verify-email', VerifyEmailPage),
    page('/payment/success', PaymentSuccessPage),
    page('/payment/cancel', PaymentCancelPage),
    page('*', NotFoundPage),
  ]),
];

/** Nothing shows before the first screen's chunks are there (they load in parallel from main.tsx). */
const NothingYet = () => null;

/** Every screen under the root layout, which adds the navigation progress bar. */
export const routes: RouteObject[] = [{ element: <RootLayout />, HydrateFallback: NothingYet, children: screens }];

/**
 * Fetches the chunks of the screen at `pathname` (its layout and page) and their first data at once,
 * in parallel, instead of one after the other as React renders them; settles when all are there.
 */
export function preloadRoutes(pathname: string): Promise<unknown> {
  const preloads = (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
    const preload = (match.route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload;
    return preload ? [preload().catch(() => undefined)] : [];
  });
  return Promise.all(preloads);
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
