import { lazy } from 'react';
import { Navigate, createBrowserRouter, useParams, type RouteObject } from 'react-router-dom';
import { Bare, OptionalAuth, RequireAuth } from './guards';

// Every screen is its own chunk, so /auth never downloads the editor or the admin screens.
const AuthPage = lazy(() => import('../features/auth/routes/AuthPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/routes/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('../features/auth/routes/VerifyEmailPage'));
const HomePage = lazy(() => import('../features/home/routes/HomePage'));
const MyRecipesPage = lazy(() => import('../features/recipes/routes/MyRecipesPage'));
const RecipeDetailPage = lazy(() => import('../features/recipes/routes/RecipeDetailPage'));
const CookingModePage = lazy(() => import('../features/cooking/routes/CookingFollowPage'));
const CreateRecipePage = lazy(() => import('../features/recipes/routes/CreateRecipePage'));
const PublicRecipesPage = lazy(() => import('../features/recipes/routes/PublicRecipesPage'));
const CommunityPage = lazy(() => import('../features/community/routes/CommunityPage'));
const SocialFeedPage = lazy(() => import('../features/community/routes/SocialFeedPage'));
const UserProfilePage = lazy(() => import('../features/community/routes/UserProfilePage'));
const KitchenInventoryPage = lazy(() => import('../features/inventory/routes/KitchenInventoryPage'));
const ProfilePage = lazy(() => import('../features/profile/routes/ProfilePage'));
const TicketsPage = lazy(() => import('../features/tickets/routes/TicketsPage'));
const AdminPage = lazy(() => import('../features/admin/routes/AdminPage'));
const PaymentSuccessPage = lazy(() => import('../features/payments/routes/PaymentSuccessPage'));
const PaymentCancelPage = lazy(() => import('../features/payments/routes/PaymentCancelPage'));
const NotFoundPage = lazy(() => import('./routes/NotFoundPage'));

/** /recipe/{id} (used by notifications) is /recipes/{id}. */
function RecipeRedirect() {
  const { id } = useParams();
  return <Navigate to={`/recipes/${id ?? ''}`} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <Bare />,
    children: [{ path: '/auth', element: <AuthPage /> }],
  },
  { path: '/login', element: <Navigate to="/auth" replace /> },
  { path: '/recipe/:id', element: <RecipeRedirect /> },
  {
    element: <RequireAuth />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/recipes', element: <MyRecipesPage /> },
      { path: '/recipes/:id', element: <RecipeDetailPage /> },
      { path: '/recipes/:id/follow', element: <CookingModePage /> },
      { path: '/recipes/:slug/:id', element: <RecipeDetailPage /> },
      { path: '/recipes/:slug/:id/follow', element: <CookingModePage /> },
      { path: '/create-recipe', element: <CreateRecipePage /> },
      { path: '/community', element: <CommunityPage /> },
      { path: '/social-feed', element: <SocialFeedPage /> },
      { path: '/user/:user', element: <UserProfilePage /> },
      { path: '/shopping-pantry', element: <KitchenInventoryPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/tickets', element: <TicketsPage /> },
      { path: '/admin', element: <AdminPage /> },
    ],
  },
  {
    element: <OptionalAuth />,
    children: [
      { path: '/public-recipes', element: <PublicRecipesPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/payment/success', element: <PaymentSuccessPage /> },
      { path: '/payment/cancel', element: <PaymentCancelPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
