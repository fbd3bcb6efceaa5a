import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RegisteredRoute {
  url: string;
  methods: HTTPMethods[];
}

const routesByApp = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Starts listing the routes registered on `app` from now on (call it before any route is added). */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  routesByApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push({ url: route.url, methods: (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[] });
  });
}

/** Every route of the app (what the input rules and their fuzz test cover); empty when not recorded. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routesByApp.get(app) ?? [];
}
