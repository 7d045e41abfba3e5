import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/fonts.css';
import { App } from './app/App';
import { registerAppCache } from './serviceWorker/registerAppCache';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The cached app for a reload or a restart during an outage (serviceWorker/sw.js, written by the
// production build only): registered once the page has loaded, so the first visit's downloads
// are not delayed by the worker's own; installed again later if its install failed.
if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) addEventListener('load', () => registerAppCache(navigator.serviceWorker));
