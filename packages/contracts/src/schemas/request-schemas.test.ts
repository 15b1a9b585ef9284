import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blogPostRequestSchema, wallpaperRequestSchema } from './blog';
import { corporateRegistrationSchema } from './corporate';
import { dpmsrReportSchema } from './dpmsr';
import { individualRegistrationSchema } from './individual';
import { quickOnboardRequestSchema } from './quick-onboard';
import { tenantUpsertRequestSchema } from './tenant-form';
import { updateTenantDetailsRequestSchema } from './tenant-profile';

/** The server declares these as route bodies; @fastify/swagger needs their input side as JSON Schema. */
describe('request schemas are representable in the OpenAPI document', () => {
  it.each([
    ['register-individual-user', individualRegistrationSchema, 'firstName'],
    ['quick-onboard', quickOnboardRequestSchema, 'idNo'],
    ['register-corporate-user', corporateRegistrationSchema, 'partners'],
    ['update-tenant-details', updateTenantDetailsRequestSchema, 'rentityId'],
    ['register-tenant-user', tenantUpsertRequestSchema, 'clientName'],
    ['BlogPost', blogPostRequestSchema, 'body'],
    ['Wallpaper', wallpaperRequestSchema('create'), 'status'],
    ['Dpmsr', dpmsrReportSchema, 'estimatedValue'],
  ])('%s', (_route, schema, property) => {
    const json = z.toJSONSchema(schema, { io: 'input' });
    expect(json.type).toBe('object');
    expect(json.properties).toHaveProperty(property);
  });
});
