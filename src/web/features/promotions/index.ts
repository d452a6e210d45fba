/** What other features may use from promotions: the dashboard's offers. Everything else here is private. */
export { DashboardPromotions } from './DashboardPromotions';
