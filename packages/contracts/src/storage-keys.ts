/**
 * Local-storage keys of spec 1 §9. `tenantDetails` holds the encoded tenant details.
 * corporateBatchOnboardState is cleared at logout together with the session keys.
 */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  superUser: 'superUser',
  clientRole: 'clientRole',
  tenantDetails: 'tenantDetails',
  theme: 'theme',
  layoutMode: 'layoutMode',
  sidebarCollapsed: 'sidebarCollapsed',
  corporateBatchOnboardState: 'corporateBatchOnboardState',
  /** sessionStorage: the last quick screening (search and answer), so a reload of its results keeps them (issue 13). */
  quickScreeningResult: 'quickScreeningResult',
} as const;
