// Route-level code splitting: a page module is fetched the first time its route renders, so the
// landing page does not download the dashboard, the event editor or the date pickers.
import { createElement, lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a module's named export (React.lazy itself only takes `default`):
 * `lazyPage(() => import('./DashboardPage'), 'DashboardPage')`. Once the module is in,
 * the page renders directly, without suspending again; `preload()` fetches it ahead of the first
 * render (component tests, which then render every page synchronously as before).
 */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  let loaded: ComponentType | undefined;
  const preload = async (): Promise<ComponentType> => {
    if (loaded) return loaded;
    // Undefined when the chunk was missing and reloadOnStaleChunk cancelled Vite's error to reload
    // the page: keep the loader showing until the new page replaces this one.
    const module = (await load()) as Module | undefined;
    if (!module) return new Promise<never>(() => undefined);
    loaded = module[name];
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload: async () => void (await preload()) });
}
