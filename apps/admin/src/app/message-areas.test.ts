import { describe, expect, it } from 'vitest';
import { createApp } from '../create-app';
import { areaOf, catalogsOf } from './message-areas';

describe('the message areas', () => {
  it("name an area for every signed-in route, so that each page loads its area's texts", () => {
    const { router } = createApp({ apiBaseUrl: 'http://localhost:3000/api', storage: localStorage });
    const signIn = ['/login', '/recover-pass-one', '/register/$token', '/resetEmployeePassword/$token'];
    const paths = Object.keys(router.routesByPath).filter((path) => !signIn.includes(path));
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((path) => areaOf(path.replace(/\$[A-Za-z]+/g, '5')) === undefined)).toEqual([]);
  });

  it('match whole path segments', () => {
    expect(areaOf('/items')).toBe('catalogue');
    expect(areaOf('/items/')).toBe('catalogue');
    expect(areaOf('/itemsx')).toBeUndefined();
    expect(areaOf('/')).toBe('orders');
    expect(areaOf('/ordersFromStatus/shipped')).toBe('orders');
    expect(areaOf('/employee-invites')).toBe('settings');
  });

  it("add the change log's words to the change log's page", () => {
    expect(catalogsOf('/activity')).toEqual(['settings', 'changes']);
    expect(catalogsOf('/items')).toEqual(['catalogue']);
    expect(catalogsOf('/nowhere')).toEqual([]);
  });
});
