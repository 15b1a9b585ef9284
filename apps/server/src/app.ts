import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { authRoutes } from './modules/auth/auth.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { clientDetailsRoutes } from './modules/client-details/client-details.routes';
import { batchOnboardingRoutes } from './modules/customers/batch-onboarding.routes';
import { corporateBatchRoutes } from './modules/customers/corporate-batch.routes';
import { customerListRoutes } from './modules/customers/customer-list.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { documentsRoutes } from './modules/customers/documents.routes';
import { dpmsrRoutes } from './modules/dpmsr/dpmsr.routes';
import { idScanRoutes } from './modules/id-scan/id-scan.routes';
import { imagesRoutes } from './modules/images/images.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { monitoringRoutes } from './modules/monitoring/monitoring.routes';
import { batchScreeningRoutes } from './modules/screening/batch-screening.routes';
import { scanRoutes } from './modules/screening/scan.routes';
import { scanReportRoutes } from './modules/screening/scan-report.routes';
import { watchlistRoutes } from './modules/screening/watchlists.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { systemRoutes } from './modules/system/system.routes';
import { tenantsRoutes } from './modules/tenants/tenants.routes';
import { wallpaperRoutes } from './modules/wallpaper/wallpaper.routes';
import { registerAccessControl } from './plugins/access';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerWebApp } from './plugins/web-app';

export interface BuildAppOptions {
  /** pino options, or false for silent tests. */
  logger?: boolean | { level: string };
}

/** Builds the whole HTTP application; used by server.ts and by the integration tests through inject(). */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: deps.config.logLevel },
    // JSON bodies of this scope are small; uploads of later issues use multipart with their own limits.
    bodyLimit: 1024 * 1024,
    // pino's default request serializer logs method and URL only: passwords and identity data in
    // bodies never reach the log.
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine injects its CSS variables in <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, { global: false });

  await app.register(swagger, {
    openapi: {
      info: { title: `${deps.config.productTitle} API`, version: deps.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Every route of this scope must declare who may call it (checked as each route is added).
  await app.register(async (api) => {
    registerAccessControl(api, deps);
    registerInputGuard(api);
    await api.register(systemRoutes(deps));
    await api.register(authRoutes(deps));
    await api.register(clientDetailsRoutes(deps));
    await api.register(wallpaperRoutes(deps));
    await api.register(tenantsRoutes(deps));
    await api.register(blogRoutes(deps));
    await api.register(imagesRoutes(deps));
    await api.register(idScanRoutes(deps));
    await api.register(scanRoutes(deps));
    await api.register(scanReportRoutes(deps));
    await api.register(batchScreeningRoutes(deps));
    await api.register(watchlistRoutes(deps));
    await api.register(jobsRoutes(deps));
    await api.register(monitoringRoutes(deps));
    await api.register(customersRoutes(deps));
    await api.register(batchOnboardingRoutes(deps));
    await api.register(corporateBatchRoutes(deps));
    await api.register(customerListRoutes(deps));
    await api.register(documentsRoutes(deps));
    await api.register(statisticsRoutes(deps));
    await api.register(dpmsrRoutes(deps));
  });

  await registerWebApp(app, deps.config.webDist);
  return app;
}
