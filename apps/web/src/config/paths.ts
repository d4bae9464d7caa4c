const withReturn = (path: string, returnTo?: string | null) =>
  returnTo ? `${path}?return=${encodeURIComponent(returnTo)}` : path;

/**
 * Every address of the web app, so that no string URL is scattered around. `path` is the route pattern (absolute,
 * used by the router table), `getHref` builds a link to it. The pages of the domain route table (APP_ROUTES) get
 * their addresses from that table (domain `routeUrl`).
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  sessions: {
    root: { path: '/sessions', getHref: () => '/sessions' },
    signin: {
      path: '/sessions/signin',
      /** `returnTo` is the address to go back to after sign-in (query parameter `return`). */
      getHref: (returnTo?: string | null) => withReturn('/sessions/signin', returnTo),
    },
    lockscreen: {
      path: '/sessions/lockscreen',
      /** `returnTo` is the address to go back to once unlocked (query parameter `return`). */
      getHref: (returnTo?: string | null) => withReturn('/sessions/lockscreen', returnTo),
    },
    /** An invitation's set-password link and a reset link (the server answers them as these paths). */
    setPassword: {
      path: '/sessions/set-password/:token',
      getHref: (token: string) => `/sessions/set-password/${token}`,
    },
    resetPassword: {
      path: '/sessions/reset-password/:token',
      getHref: (token: string) => `/sessions/reset-password/${token}`,
    },
    forgotPassword: { path: '/sessions/forgot-password', getHref: () => '/sessions/forgot-password' },
    notFound: { path: '/sessions/404', getHref: () => '/sessions/404' },
    error: { path: '/sessions/error', getHref: () => '/sessions/error' },
  },
  /** A payment link's public page (issue 13): no sign-in, the token is the key. */
  pay: { path: '/pay/:token', getHref: (token: string) => `/pay/${token}` },
  /** A guest's review page (issue 14): no sign-in, the emailed token is the key. */
  feedback: { path: '/feedback/:token', getHref: (token: string) => `/feedback/${token}` },
  /** A campaign message's unsubscribe link (issue 14): no sign-in, the signed token is the key. */
  unsubscribe: { path: '/unsubscribe/:token', getHref: (token: string) => `/unsubscribe/${token}` },
  /** The public "book a demo" form (issue 15): no sign-in; it becomes a business lead. */
  bookDemo: { path: '/book-a-demo', getHref: () => '/book-a-demo' },
  /** A property's public enquiry form (issue 15): no sign-in, named by the property's web address name. */
  enquire: { path: '/enquire/:seoFriendlyName', getHref: (name: string) => `/enquire/${name}` },
  masterService: {
    root: { path: '/master-service', getHref: () => '/master-service' },
    home: { path: '/master-service/home', getHref: () => '/master-service/home' },
    upgradePlan: { path: '/master-service/Upgrade-Plan', getHref: () => '/master-service/Upgrade-Plan' },
  },
  search: {
    path: '/search',
    getHref: (q?: string | null) => (q?.trim() ? `/search?q=${encodeURIComponent(q.trim())}` : '/search'),
  },
  examples: {
    root: { path: '/examples', getHref: () => '/examples' },
    example: { path: '/examples/:id', getHref: (id: string) => `/examples/${encodeURIComponent(id)}` },
  },
} as const;
