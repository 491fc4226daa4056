// The page table of the contracts (PAGE_ROUTES) is what links, mails, robots.txt and the gateway name; the shell's
// route table is what answers them. A page in one and not in the other is a link to the not-found screen.
import type { RouteObject } from 'react-router-dom';
import { PAGE_ROUTES } from '@rl/contracts/pages';
import { appRoutes } from '../src/app/routes';

const pathsOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((r) => [...(r.path ? [r.path] : []), ...pathsOf(r.children ?? [])]);

test('the shell routes every page of the contracts, and nothing else but the not-found screen', () => {
  const routed = pathsOf(appRoutes);
  expect(routed.filter((p) => p !== '*').sort()).toEqual(Object.values(PAGE_ROUTES).sort());
  expect(routed).toContain('*');
});

test('no page is routed twice', () => {
  const routed = pathsOf(appRoutes);
  expect(new Set(routed).size).toBe(routed.length);
});
