import { describe, expect, it } from 'vitest';
import { isServerRendered } from '../entry-server';
import { routeTable } from './routeTable';

// The route table's serverRendered goes into the build's routes.json, from which the directory service decides which
// pages' HTML names the app's code (none on a page it renders: boot.ts asks for it after the paint): it must say
// what the server's render (entry-server.tsx) does render.
describe('the route table', () => {
  it('marks as server-rendered exactly the pages the server renders', () => {
    for (const route of routeTable) {
      const path = route.path.replace(/:[^/]+/g, '12');
      expect(isServerRendered(path), route.path).toBe(route.serverRendered === true);
    }
  });
});
