import type { FastifyInstance } from 'fastify';
import { analyticsRoutes } from './analytics';
import { bookingPersonRoutes } from './booking-person';
import { catalogueRoutes } from './catalogue';
import { deliveryRoutes } from './delivery';
import { familyRoutes } from './families';
import { healthRoutes } from './health';
import { myOrderRoutes } from './my-orders';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { slotRoutes } from './slots';
import { systemRoutes } from './system';
import { rolesRoutes } from './roles';
import { mandateNotificationRoutes } from './mandate-notification';
import { ssoRoutes } from './sso';
import { pinCodeRoutes } from './pin-code';
import { staffDayRoutes } from './staff-day';
import { staffRefundRoutes } from './staff-refunds';
import { staffRoleRoutes } from './staff-roles';
import { staffScheduleRoutes } from './staff-schedule';
import { subscriptionRoutes } from './subscriptions';

/** The user API, mounted under /api. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(systemRoutes);
  await app.register(catalogueRoutes);
  await app.register(slotRoutes);
  await app.register(ssoRoutes);
  await app.register(rolesRoutes);
  await app.register(bookingPersonRoutes);
  await app.register(orderRoutes);
  await app.register(myOrderRoutes);
  await app.register(paymentRoutes);
  await app.register(analyticsRoutes);
  await app.register(familyRoutes);
  await app.register(pinCodeRoutes);
  await app.register(healthRoutes);
  await app.register(subscriptionRoutes);
  await app.register(mandateNotificationRoutes);
  await app.register(deliveryRoutes);
  await app.register(staffRefundRoutes);
  await app.register(staffRoleRoutes);
  await app.register(staffDayRoutes);
  await app.register(staffScheduleRoutes);
}
