/**
 * The /dashboard screens this build serves (router.tsx). Navigation lists every screen of spec 1 §2.3,
 * some of which later issues build; the landing rule (homePathFor) only sends people to these.
 * router.test.ts keeps this list and the router in step, so adding a route is noticed here.
 */
export const SERVED_DASHBOARD_PATHS: ReadonlySet<string> = new Set([
  '/dashboard/tenants',
  '/dashboard/manage-news',
  '/dashboard/manage-wallpaper',
  '/dashboard/watchlists',
  '/dashboard/sanctions-lists',
  '/dashboard/profileinfo',
  '/dashboard/customers',
  '/dashboard/review',
  '/dashboard/ongoingAlerted',
  '/dashboard/monitoring-runs',
  '/dashboard/onboard',
  '/dashboard/edituser',
  '/dashboard/quick-onboard',
  '/dashboard/quick-onboard/single-onboard',
  '/dashboard/quick-onboard/batch-onboard',
  '/dashboard/quick-onboard/batch-onboard-results',
  '/dashboard/quick-onboard/corporate-batch',
  '/dashboard/quick-onboard/corporate-batch-onboard-results',
  '/dashboard/changePassword',
  '/dashboard/screening',
  '/dashboard/search',
  '/dashboard/results',
  '/dashboard/batch-screening',
  '/dashboard/batch-results',
  '/dashboard/adverseSearch',
  '/dashboard/screeninglogs',
  '/dashboard/accountinfo',
  '/dashboard/dpmsr',
  '/dashboard/dpmsr/create',
  '/dashboard/dpmsr/edit/:id',
  '/dashboard/dpmsr/view/:id',
]);

/** Change Password is every signed-in user's screen: the landing of last resort. */
export const ALWAYS_SERVED_PATH = '/dashboard/changePassword';
