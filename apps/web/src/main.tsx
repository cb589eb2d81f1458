import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadLandingPage } from './app/router';
import { paths } from './config/paths';
import { i18nReady } from './lib/i18n/i18n';
import { platformQuery } from './lib/platform';
import { queryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
const rootElement = root;

// The product's name comes from the server (APP_NAME): asked first, so the first paint shows it;
// a slow or failed answer does not hold the app back (the default name stands in meanwhile).
const platformKnown = queryClient.prefetchQuery(platformQuery);
const patience = new Promise((resolve) => setTimeout(resolve, 1500));
// The landing page's chunk loads alongside, so `/` paints it at once (its own chunk: the account
// pages do not load it). The chosen language's first catalogue is awaited too (at once for
// English; ADR 0013).
const landingPage = window.location.pathname === paths.home.path ? loadLandingPage() : undefined;
void Promise.all([
  Promise.race([platformKnown, patience]),
  i18nReady,
  landingPage?.catch(() => undefined),
]).then(() =>
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
