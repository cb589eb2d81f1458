import { BrowserRouter, useRoutes } from 'react-router';
import { AppProvider } from './provider';
import { routes } from './router';

const AppRoutes = () => useRoutes(routes);

/*
 * Declarative routing (BrowserRouter + the route table): the app uses no loaders, actions or
 * fetchers, and the data router cost the first script of every page about 18 KB gzipped
 * (docs/decisions/0014-web-delivery.md). Navigations commit at once, not in a transition, so a
 * page can leave before it signs out (flushSync; the navigation bar's Sign Out).
 */
export const App = () => (
  <AppProvider>
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  </AppProvider>
);
