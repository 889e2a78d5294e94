/** Registers the service worker in production builds only (the dev server serves no sw.js). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // workbox-window is loaded after first paint; it is not needed to show the page.
  window.addEventListener('load', () => {
    void import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js').register());
  });
}
