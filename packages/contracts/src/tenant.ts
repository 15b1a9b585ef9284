import { z } from 'zod';
import { TENANT_ROLES } from './auth';

/** Tenant user as listed inside a tenant (spec 1 §3 Tenant user). */
export const tenantUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roleId: z.enum(TENANT_ROLES),
  isActive: z.boolean(),
  createdDate: z.string(),
  tenantUserId: z.string(),
});
export type TenantUser = z.infer<typeof tenantUserSchema>;

/**
 * Tenant (spec 1 §3). Dates are ISO strings in UTC; the empty date 0001-01-01 never appears here,
 * missing values are null. The five address fields are the colon-joined strings of the spec.
 */
export const tenantSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  createdDate: z.string(),
  expiryDate: z.string().nullable(),
  remarks: z.string().nullable(),
  tradeLicenseNumber: z.string().nullable(),
  address: z.string().nullable(),
  maxScreeningCount: z.number().int(),
  givenScreeningCount: z.number().int().nullable(),
  ongoingMonitoringEnabled: z.boolean(),
  ongoingMonitoringCount: z.number().int(),
  ongoingMonitoringUsed: z.number().int(),
  wmsTenantCode: z.string().nullable(),
  rentityId: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthdate: z.string().nullable(),
  ssn: z.string().nullable(),
  passportNumber: z.string().nullable(),
  passportCountry: z.string().nullable(),
  nationality: z.string().nullable(),
  tphContactType: z.string().nullable(),
  tphCommunicationType: z.string().nullable(),
  tphNumber: z.string().nullable(),
  addressType: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
  state: z.string().nullable(),
  users: z.array(tenantUserSchema),
});
export type Tenant = z.infer<typeof tenantSchema>;

/** The encoded tenant details cached in the browser after login (spec 1 §3). */
export const cachedTenantDetailsSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  ongoingMonitoringEnabled: z.boolean(),
  ongoingMonitoringCount: z.number().int(),
  ongoingMonitoringUsed: z.number().int(),
});
export type CachedTenantDetails = z.infer<typeof cachedTenantDetailsSchema>;

/** Answer of GET api/ClientDetails/loggedin-client-userRole: the role value. */
export const clientUserRoleSchema = z.object({ role: z.enum(TENANT_ROLES) });
export type ClientUserRole = z.infer<typeof clientUserRoleSchema>;
