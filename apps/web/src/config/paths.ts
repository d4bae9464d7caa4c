/**
 * Every address of the web app, so that no string URL is scattered around. `path` is the route pattern (absolute,
 * used by the router table), `getHref` builds a link to it.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  sessions: {
    root: { path: '/sessions', getHref: () => '/sessions' },
    signin: {
      path: '/sessions/signin',
      /** `returnTo` is the address to go back to after sign-in (query parameter `return`). */
      getHref: (returnTo?: string | null) =>
        returnTo ? `/sessions/signin?return=${encodeURIComponent(returnTo)}` : '/sessions/signin',
    },
    notFound: { path: '/sessions/404', getHref: () => '/sessions/404' },
    error: { path: '/sessions/error', getHref: () => '/sessions/error' },
  },
  masterService: {
    root: { path: '/master-service', getHref: () => '/master-service' },
    home: { path: '/master-service/home', getHref: () => '/master-service/home' },
  },
} as const;
